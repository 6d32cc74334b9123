// The users feature's public module: what the rest of the server may use of it (decision 012).
export { emailTaken, usernameTaken } from './account-errors';
export {
  ACCOUNT_COLUMNS,
  findAccountByEmail,
  findAccountByGoogleSub,
  findAccountById,
  findCredentialsByLogin,
  findPasswordHash,
  findTakenUsernames,
  updateAccount,
} from './account-repository';
export type { Account } from './account-repository';
export { createAccount } from './create-account';
export { profileSection, settingsSection } from './export-sections';
export { findProfile } from './repository';
export type { ProfileRow } from './repository';
export { allowsExplicitContent } from './service';
export { describeUser, displayName } from './user-view';
