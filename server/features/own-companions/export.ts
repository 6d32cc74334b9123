import type { UserDataSection } from '#server/plugins/user-data';
import { listOwnedRows } from './repository';
import { toOwnInput } from './values';

/** "Download my data": every companion the user made or imported, with all her fields. */
export const ownCompanionsSection: UserDataSection = {
  name: 'companions',
  collect: async (db, userId) =>
    (await listOwnedRows(db, userId)).map((row) => ({
      id: row.id,
      slug: row.slug,
      ...toOwnInput(row),
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    })),
};
