import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { companionNotificationPrefs, companions, users, userSettings } from '#server/db/schema';

/**
 * Everything a delivery decides on, in one round trip: the account (status, address, name,
 * language), the stored channel choice, the companion and the user's choice for her. Null when
 * the account or the companion no longer exists.
 */
export async function findDeliveryFacts(db: Database, userId: string, companionId: string) {
  const [row] = await db
    .select({
      status: users.status,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      firstName: users.firstName,
      username: users.username,
      language: users.language,
      // Only what the user changed is stored (users/settings-merge.ts); null: the default.
      storedChannel: sql<unknown>`${userSettings.settings} -> 'reachOut' -> 'channel'`,
      companionId: companions.id,
      slug: companions.slug,
      name: companions.name,
      nameBg: companions.nameBg,
      avatarMediaId: companions.avatarMediaId,
      companionEnabled: sql<boolean>`coalesce(${companionNotificationPrefs.enabled}, true)`,
    })
    .from(users)
    .innerJoin(companions, eq(companions.id, companionId))
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .leftJoin(
      companionNotificationPrefs,
      and(
        eq(companionNotificationPrefs.userId, users.id),
        eq(companionNotificationPrefs.companionId, companions.id),
      ),
    )
    .where(eq(users.id, userId));
  return row ?? null;
}
