import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '#server/db/client';
import { notificationUnsubscribes, users, userSettings } from '#server/db/schema';

export async function insertUnsubscribeLink(db: Queryable, tokenHash: string, userId: string) {
  await db.insert(notificationUnsubscribes).values({ tokenHash, userId });
}

/** The link with its account's language, for the page (null for an unknown link). */
export async function findUnsubscribeLink(db: Queryable, tokenHash: string, lock = false) {
  const query = db
    .select({
      userId: notificationUnsubscribes.userId,
      usedAt: notificationUnsubscribes.usedAt,
      language: users.language,
    })
    .from(notificationUnsubscribes)
    .innerJoin(users, eq(users.id, notificationUnsubscribes.userId))
    .where(eq(notificationUnsubscribes.tokenHash, tokenHash));
  const [row] = lock ? await query.for('update', { of: notificationUnsubscribes }) : await query;
  return row ?? null;
}

export async function markUnsubscribeLinkUsed(db: Queryable, tokenHash: string, at: Date) {
  await db
    .update(notificationUnsubscribes)
    .set({ usedAt: at })
    .where(eq(notificationUnsubscribes.tokenHash, tokenHash));
}

/**
 * Sets the user's notification channel to none when it is e-mail. A user who has switched to
 * push since the e-mail was sent keeps push: the link stops e-mails, nothing else. The settings
 * row keeps only what the user changed (users/settings-merge.ts), so the value is written into
 * the stored `reachOut` part.
 */
export async function stopEmailNotifications(db: Queryable, userId: string, at: Date) {
  await db
    .update(userSettings)
    .set({
      settings: sql`jsonb_set(${userSettings.settings}, '{reachOut,channel}', '"none"'::jsonb)`,
      updatedAt: at,
    })
    .where(
      and(
        eq(userSettings.userId, userId),
        sql`${userSettings.settings} -> 'reachOut' ->> 'channel' = 'email'`,
      ),
    );
}
