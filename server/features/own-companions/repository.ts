import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '#server/db/client';
import { companions, media } from '#server/db/schema';
import type { EditableCompanionValues } from '#server/features/admin';
import type { OwnCompanionRow } from './values';

/** The first half of the advisory locks that serialise a user's companion creation (arbitrary). */
const OWN_COMPANION_LOCK_CLASS = 7_262_021;

/**
 * Held until the transaction ends: creates and imports of one user are counted one after another,
 * so parallel requests cannot all pass the plan's limit (docs/decisions/021).
 */
export async function lockOwner(tx: Transaction, userId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${OWN_COMPANION_LOCK_CLASS}, hashtext(${userId}))`,
  );
}

export async function countOwned(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(companions)
    .where(eq(companions.ownerUserId, userId));
  return row?.value ?? 0;
}

export async function listOwnedRows(db: Queryable, userId: string): Promise<OwnCompanionRow[]> {
  return db
    .select()
    .from(companions)
    .where(eq(companions.ownerUserId, userId))
    .orderBy(desc(companions.createdAt), desc(companions.id));
}

/** The user's companion `id`; null for anyone else's (or none): the caller answers 404. */
export async function findOwnedRow(
  db: Queryable,
  userId: string,
  id: string,
  lock = false,
): Promise<OwnCompanionRow | null> {
  const query = db
    .select()
    .from(companions)
    .where(and(eq(companions.ownerUserId, userId), eq(companions.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export type OwnValues = EditableCompanionValues & { writtenLanguage: 'en' | 'bg' };

export async function insertOwnedRow(
  tx: Queryable,
  userId: string,
  values: OwnValues & {
    slug: string;
    portrait?: string | null;
    avatarMediaId?: string | null;
    machineTranslated?: 'en' | 'bg' | null;
  },
): Promise<string> {
  const [row] = await tx
    .insert(companions)
    .values({ ...values, ownerUserId: userId })
    .returning({ id: companions.id });
  if (!row) throw new Error('Inserting a companion returned no row');
  return row.id;
}

export async function updateOwnedRow(
  tx: Queryable,
  userId: string,
  id: string,
  values: Partial<OwnValues> & {
    avatarMediaId?: string | null;
    portrait?: string | null;
    machineTranslated?: 'en' | 'bg' | null;
  },
): Promise<void> {
  await tx
    .update(companions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(companions.ownerUserId, userId), eq(companions.id, id)));
}

/** Her conversations, messages, memories, favourites and photos' rows cascade. */
export async function deleteOwnedRow(tx: Queryable, userId: string, id: string): Promise<void> {
  await tx.delete(companions).where(and(eq(companions.ownerUserId, userId), eq(companions.id, id)));
}

export async function deleteImage(tx: Queryable, mediaId: string | null): Promise<void> {
  if (mediaId) await tx.delete(media).where(eq(media.id, mediaId));
}
