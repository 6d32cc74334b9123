// The own-companions feature's public module (decision 012): a user's private companions
// (docs/decisions/021). server/app.ts registers its routes from routes.ts and its section of
// "Download my data"; its rows go with the account (owner_user_id cascades).
export { ownCompanionsSection } from './export';
