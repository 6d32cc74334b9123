import { eq } from 'drizzle-orm';
import type { Queryable } from '#server/db/client';
import { emailVerifications } from '#server/db/schema';

export async function insertEmailVerification(
  db: Queryable,
  row: { userId: string; email: string; tokenHash: string; createdAt: Date; expiresAt: Date },
) {
  await db.insert(emailVerifications).values(row);
}

/** The link whatever its state, locked as it is read (of two clicks, one gets through). */
export async function findEmailVerification(db: Queryable, tokenHash: string) {
  const [row] = await db
    .select()
    .from(emailVerifications)
    .where(eq(emailVerifications.tokenHash, tokenHash))
    .for('update');
  return row ?? null;
}

export async function markEmailVerificationUsed(db: Queryable, id: string, now: Date) {
  await db.update(emailVerifications).set({ usedAt: now }).where(eq(emailVerifications.id, id));
}

/** Ends every verification link of the user: the address they were sent to is no longer theirs. */
export async function deleteEmailVerificationsOfUser(db: Queryable, userId: string) {
  await db.delete(emailVerifications).where(eq(emailVerifications.userId, userId));
}
