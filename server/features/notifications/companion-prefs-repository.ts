import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Queryable } from '#server/db/client';
import { companionNotificationPrefs, companions, conversations } from '#server/db/schema';

/**
 * The companions a user may set notifications for: those the user chats with and those with a
 * stored choice. The companions' table is joined for the name and picture beside our own rows
 * (docs/architecture.md, "Reading a companion").
 */
const rowColumns = {
  companionId: companions.id,
  slug: companions.slug,
  name: companions.name,
  nameBg: companions.nameBg,
  avatarMediaId: companions.avatarMediaId,
  // No stored choice: on.
  enabled: sql<boolean>`coalesce(${companionNotificationPrefs.enabled}, true)`,
};

export type CompanionPrefRow = {
  companionId: string;
  slug: string;
  name: string;
  nameBg: string;
  avatarMediaId: string | null;
  enabled: boolean;
};

export async function listCompanionPrefs(db: Queryable, userId: string) {
  return db
    .select(rowColumns)
    .from(companions)
    .leftJoin(
      conversations,
      and(eq(conversations.companionId, companions.id), eq(conversations.userId, userId)),
    )
    .leftJoin(
      companionNotificationPrefs,
      and(
        eq(companionNotificationPrefs.companionId, companions.id),
        eq(companionNotificationPrefs.userId, userId),
      ),
    )
    .where(
      or(
        sql`${conversations.id} is not null`,
        sql`${companionNotificationPrefs.userId} is not null`,
      ),
    )
    .orderBy(
      sql`${conversations.lastMessageAt} desc nulls last`,
      desc(conversations.createdAt),
      companions.name,
    );
}

/**
 * One companion's choice for the user, when the user may see her: a catalogue companion or the
 * user's own, active or chatted with (an inactive companion's chat stays the user's). Null
 * otherwise.
 */
export async function findCompanionPref(
  db: Queryable,
  userId: string,
  companionId: string,
): Promise<CompanionPrefRow | null> {
  const [row] = await db
    .select(rowColumns)
    .from(companions)
    .leftJoin(
      conversations,
      and(eq(conversations.companionId, companions.id), eq(conversations.userId, userId)),
    )
    .leftJoin(
      companionNotificationPrefs,
      and(
        eq(companionNotificationPrefs.companionId, companions.id),
        eq(companionNotificationPrefs.userId, userId),
      ),
    )
    .where(
      and(
        eq(companions.id, companionId),
        // Another user's own companion is unknown here, as everywhere (decision 021).
        or(isNull(companions.ownerUserId), eq(companions.ownerUserId, userId)),
        or(eq(companions.isActive, true), sql`${conversations.id} is not null`),
      ),
    );
  return row ?? null;
}

export async function storeCompanionPref(
  db: Queryable,
  userId: string,
  companionId: string,
  enabled: boolean,
  at: Date,
) {
  await db
    .insert(companionNotificationPrefs)
    .values({ userId, companionId, enabled, updatedAt: at })
    .onConflictDoUpdate({
      target: [companionNotificationPrefs.userId, companionNotificationPrefs.companionId],
      set: { enabled, updatedAt: at },
    });
}
