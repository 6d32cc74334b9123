import type { UserDataSection } from '#server/plugins/user-data';
import { findFollowUpsForExport } from './repository';

/**
 * The messages companions wrote first, for "Download my data": which companion, why (a plan the
 * user told her, or days of silence), the user's day it was sent on and when its notification
 * went out. The messages' texts are in the conversations section; `messageId` links the two.
 */
export const followUpsSection: UserDataSection = {
  name: 'followUps',
  collect: async (db, userId) =>
    (await findFollowUpsForExport(db, userId)).map((row) => ({
      modelId: row.companionId,
      // Her English name, or the Bulgarian one of a companion written only in Bulgarian.
      name: row.name || row.nameBg,
      reason: row.reason,
      memoryId: row.memoryId,
      messageId: row.messageId,
      day: row.localDay,
      sentAt: row.createdAt,
      notifiedAt: row.deliveredAt,
    })),
};
