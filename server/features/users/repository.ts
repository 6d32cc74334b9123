import { and, eq, sql } from 'drizzle-orm';
import type { UpdateSettingsRequest } from '#common/contracts/settings';
import type { Queryable } from '#server/db/client';
import { conversations, profiles, userSettings } from '#server/db/schema';

const PROFILE_COLUMNS = {
  userId: profiles.userId,
  bio: profiles.bio,
  interests: profiles.interests,
  communicationStyle: profiles.communicationStyle,
  location: profiles.location,
  createdAt: profiles.createdAt,
  updatedAt: profiles.updatedAt,
};

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;
export type ProfileChanges = Partial<
  Pick<typeof profiles.$inferInsert, 'bio' | 'interests' | 'communicationStyle' | 'location'>
>;

export async function findProfile(db: Queryable, userId: string) {
  const [row] = await db.select(PROFILE_COLUMNS).from(profiles).where(eq(profiles.userId, userId));
  return row ?? null;
}

/**
 * Sign-up creates the row; this also creates it should it be missing (an account made by an
 * older version or by hand), so a profile read or save never fails for that reason.
 */
export async function saveProfile(db: Queryable, userId: string, changes: ProfileChanges) {
  const [row] = await db
    .insert(profiles)
    .values({ userId, ...changes })
    .onConflictDoUpdate({
      target: profiles.userId,
      set: { ...changes, updatedAt: sql`now()` },
    })
    .returning(PROFILE_COLUMNS);
  return row!;
}

/** The stored overrides, locked until the transaction ends (two saves must not lose one). */
export async function findStoredSettingsForUpdate(
  db: Queryable,
  userId: string,
): Promise<UpdateSettingsRequest | null> {
  const [row] = await db
    .select({ settings: userSettings.settings })
    .from(userSettings)
    .where(eq(userSettings.userId, userId))
    .for('update');
  return row?.settings ?? null;
}

export async function findStoredSettings(
  db: Queryable,
  userId: string,
): Promise<UpdateSettingsRequest> {
  const [row] = await db
    .select({ settings: userSettings.settings })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return row?.settings ?? {};
}

export async function saveStoredSettings(
  db: Queryable,
  userId: string,
  settings: UpdateSettingsRequest,
) {
  await db
    .insert(userSettings)
    .values({ userId, settings })
    .onConflictDoUpdate({
      target: userSettings.userId,
      set: { settings, updatedAt: sql`now()` },
    });
}

/**
 * Ends explicit mode in every conversation of the user (their content setting was turned off):
 * it has to be earned again, at the stage rules, once the setting is back on.
 */
export async function endExplicitModes(db: Queryable, userId: string) {
  await db
    .update(conversations)
    .set({ explicitMode: false })
    .where(and(eq(conversations.userId, userId), eq(conversations.explicitMode, true)));
}
