import type { UserDataSection } from '#server/plugins/user-data';
import { findFavoriteCompanions } from './repository';

/**
 * The user's favourite companions for "Download my data", newest first. A companion has a name
 * in each language she was written in: one made in Bulgarian only has no English name.
 */
export const favoritesSection: UserDataSection = {
  name: 'favorites',
  collect: async (db, userId) =>
    (await findFavoriteCompanions(db, userId)).map((row) => ({
      modelId: row.id,
      name: row.name || row.nameBg,
      addedAt: row.favoritedAt,
    })),
};
