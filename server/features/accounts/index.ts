// The accounts feature's public module (decision 012): the account row and the user object the
// API sends, which sign-in, billing, the user's own settings and admin all read. It imports no
// other feature, so every feature may import it.
export { emailTaken, invalidField, usernameTaken } from './account-errors';
export {
  ACCOUNT_COLUMNS,
  deleteAccountRow,
  findAccountByEmail,
  findAccountByGoogleSub,
  findAccountById,
  findCredentialsByLogin,
  findFavoriteIds,
  findPasswordHash,
  findTakenUsernames,
  updateAccount,
  violatedConstraint,
} from './account-repository';
export type { Account, AccountChanges } from './account-repository';
export { createAccount } from './create-account';
export { entitlementsFor } from './entitlements';
export type { Entitlements } from './entitlements';
export { describeUser, displayName } from './user-view';
