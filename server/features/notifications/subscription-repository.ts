import { and, desc, eq, getTableColumns, inArray, notInArray, sql } from 'drizzle-orm';
import type { Language } from '#common/i18n/languages';
import type { Database, Queryable } from '#server/db/client';
import { pushSubscriptions } from '#server/db/schema';

export type StoredSubscription = typeof pushSubscriptions.$inferSelect;

export interface NewSubscription {
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  language: Language;
}

/**
 * Adds the browser, or updates it when its endpoint is known (new keys, language, and the
 * signed-in user: a browser belongs to whoever subscribed on it last). `created` says which.
 */
export async function upsertSubscription(db: Queryable, subscription: NewSubscription) {
  const [row] = await db
    .insert(pushSubscriptions)
    .values(subscription)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: subscription.userId,
        p256dh: subscription.p256dh,
        auth: subscription.auth,
        language: subscription.language,
      },
    })
    // xmax is 0 for a row this statement inserted, the updating transaction's id otherwise.
    .returning({ ...getTableColumns(pushSubscriptions), created: sql<boolean>`(xmax = 0)` });
  const { created, ...stored } = row!;
  return { row: stored satisfies StoredSubscription, created };
}

/** The user's browsers, newest first. */
export async function listSubscriptions(db: Queryable, userId: string) {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
}

/** Keeps the user's newest `keep` browsers and deletes the rest. */
export async function trimSubscriptions(db: Queryable, userId: string, keep: number) {
  const newest = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(keep);
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
}

/** Deletes the user's own subscription with this endpoint; false when the user has none. */
export async function deleteOwnSubscription(db: Queryable, userId: string, endpoint: string) {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

/** Browsers the push service no longer knows (it answered 404 or 410). */
export async function deleteSubscriptions(db: Database, ids: string[]) {
  if (ids.length === 0) return;
  await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}

export async function markDelivered(db: Database, ids: string[], at: Date) {
  if (ids.length === 0) return;
  await db
    .update(pushSubscriptions)
    .set({ lastSuccessAt: at })
    .where(inArray(pushSubscriptions.id, ids));
}
