import type { UserDataSection } from '#server/plugins/user-data';
import { findProfile, findStoredSettings } from './repository';
import { effectiveSettings } from './settings-merge';

/**
 * The users feature's own sections of "Download my data". The export (export-service.ts) lists
 * the account, then every section registered in server/app.ts (server/plugins/user-data.ts), so
 * a feature that stores user data registers its section there and nothing a user owns is left out.
 */
export const profileSection: UserDataSection = {
  name: 'profile',
  collect: (db, userId) => findProfile(db, userId),
};

export const settingsSection: UserDataSection = {
  name: 'settings',
  collect: async (db, userId) => effectiveSettings(await findStoredSettings(db, userId)),
};
