import type { UserDataSection } from '#server/plugins/user-data';
import { listSessionsOfUser } from './session-repository';

/** The user's sessions for "Download my data": when and from what, never the token hash. */
export const sessionsSection: UserDataSection = {
  name: 'sessions',
  collect: (db, userId) => listSessionsOfUser(db, userId),
};
