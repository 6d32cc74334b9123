// The users feature's public module: what the rest of the server may use of it (decision 012).
// The account row itself (lookups, creation, the user object) is the accounts feature's.
export { profileSection, settingsSection } from './export-sections';
export { findProfile } from './repository';
export type { ProfileRow } from './repository';
export { allowsExplicitContent } from './service';
export { effectiveSettings } from './settings-merge';
