import type { UserDataSection } from '#server/plugins/user-data';
import { findFavoriteCompanions } from './repository';

/** The user's favourite companions for "Download my data", newest first. */
export const favoritesSection: UserDataSection = {
  name: 'favorites',
  collect: async (db, userId) =>
    (await findFavoriteCompanions(db, userId)).map((row) => ({
      modelId: row.id,
      name: row.name,
      addedAt: row.favoritedAt,
    })),
};
