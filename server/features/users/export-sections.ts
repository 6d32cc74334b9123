import type { Database } from '#server/db/client';
import { listSessionsOfUser } from '#server/features/auth';
import { exportSubscriptions } from '#server/features/billing';
import { exportConversations } from '#server/features/chats';
import { findFavoriteModels } from '#server/features/favorites';
import { exportMemories } from '#server/features/memories';
import { exportTickets } from '#server/features/support';
import { findProfile, findStoredSettings } from './repository';
import { effectiveSettings } from './settings-merge';

/** One part of "Download my data": a name and how to collect it for a user. */
export interface ExportSection {
  name: string;
  collect(db: Database, userId: string): Promise<unknown>;
}

/**
 * Every stored record of a user, section by section (GET /api/users/me/export). This is
 * the registry: a feature that stores user data adds its section here, so nothing a user owns is
 * left out of the export. Never a hash, a secret or a provider's internal id.
 */
export const EXPORT_SECTIONS: ExportSection[] = [
  { name: 'profile', collect: (db, userId) => findProfile(db, userId) },
  {
    name: 'settings',
    collect: async (db, userId) => effectiveSettings(await findStoredSettings(db, userId)),
  },
  {
    name: 'favorites',
    collect: async (db, userId) =>
      (await findFavoriteModels(db, userId)).map((row) => ({
        modelId: row.id,
        name: row.name,
        addedAt: row.favoritedAt,
      })),
  },
  { name: 'sessions', collect: (db, userId) => listSessionsOfUser(db, userId) },
  { name: 'conversations', collect: exportConversations },
  { name: 'memories', collect: exportMemories },
  { name: 'subscriptions', collect: exportSubscriptions },
  { name: 'tickets', collect: exportTickets },
];
