import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { discountCodes } from '#server/db/schema';
import type { Queryable } from '#server/db/client';

export type DiscountCodeRow = typeof discountCodes.$inferSelect;

/** `code` must already be upper-case (the contract upper-cases what users type). */
export async function findDiscountCode(
  db: Queryable,
  code: string,
): Promise<DiscountCodeRow | null> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code));
  return row ?? null;
}

export async function findDiscountCodeById(
  db: Queryable,
  id: string,
): Promise<DiscountCodeRow | null> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, id));
  return row ?? null;
}

/**
 * Counts one use of the code if it still holds for an order of `subtotalCents` at `now`: active,
 * not expired, under its maximum uses and with the order at its minimum amount. One conditional
 * UPDATE: its row lock queues payments that race for the last use, and each one re-reads the
 * row after the one before it committed, so a code with one use left is counted once. False
 * when the code no longer holds (or is gone); nothing is counted then.
 */
export async function claimDiscountUse(
  db: Queryable,
  discountCodeId: string,
  subtotalCents: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(discountCodes)
    .set({ used: sql`${discountCodes.used} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(discountCodes.id, discountCodeId),
        eq(discountCodes.isActive, true),
        lt(discountCodes.used, discountCodes.maxUses),
        or(isNull(discountCodes.expiresAt), gt(discountCodes.expiresAt, now)),
        sql`round(${discountCodes.minAmount} * 100) <= ${subtotalCents}`,
      ),
    )
    .returning({ id: discountCodes.id });
  return rows.length > 0;
}
