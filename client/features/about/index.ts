// The about feature's public module: what the rest of the client may use of it (decision 012).
export { WhoWeArePage } from './who-we-are-page';
