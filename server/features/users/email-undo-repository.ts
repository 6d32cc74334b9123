import { and, eq, ne } from 'drizzle-orm';
import type { Queryable } from '#server/db/client';
import { emailChangeUndos } from '#server/db/schema';

export async function insertEmailUndo(
  db: Queryable,
  undo: { userId: string; oldEmail: string; tokenHash: string; createdAt: Date; expiresAt: Date },
) {
  await db.insert(emailChangeUndos).values(undo);
}

/** The link whatever its state (the answer tells an unknown link from a used or expired one). */
export async function findEmailUndo(db: Queryable, tokenHash: string) {
  const [row] = await db
    .select()
    .from(emailChangeUndos)
    .where(eq(emailChangeUndos.tokenHash, tokenHash))
    .for('update');
  return row ?? null;
}

export async function markEmailUndoUsed(db: Queryable, id: string, now: Date) {
  await db.update(emailChangeUndos).set({ usedAt: now }).where(eq(emailChangeUndos.id, id));
}

/** Ends the user's other undo links: once the account is taken back, older ones mean nothing. */
export async function deleteOtherEmailUndos(db: Queryable, userId: string, keepId: string) {
  await db
    .delete(emailChangeUndos)
    .where(and(eq(emailChangeUndos.userId, userId), ne(emailChangeUndos.id, keepId)));
}
