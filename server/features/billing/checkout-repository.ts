import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { BillingCycle, PaidPlanId } from '#common/billing/plans';
import type { DiscountRefusal, PaymentProvider as ProviderName } from '#common/contracts/billing';
import { checkoutSessions } from '#server/db/schema';
import type { Queryable, Transaction } from '#server/db/client';

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
export type NewCheckoutSession = typeof checkoutSessions.$inferInsert;

/**
 * The user's open, unexpired session for the same order (plan, cycle and code), reused so that
 * pressing the checkout button twice does not make two sessions.
 */
export async function findReusableSession(
  db: Queryable,
  order: {
    userId: string;
    provider: ProviderName;
    planId: PaidPlanId;
    billingCycle: BillingCycle;
    discountCode: string | null;
    totalCents: number;
  },
  now: Date,
): Promise<CheckoutSessionRow | null> {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.userId, order.userId),
        // A session of another provider (the settings changed since) cannot be paid here.
        eq(checkoutSessions.provider, order.provider),
        eq(checkoutSessions.planId, order.planId),
        eq(checkoutSessions.billingCycle, order.billingCycle),
        eq(checkoutSessions.status, 'open'),
        gt(checkoutSessions.expiresAt, now),
        order.discountCode === null
          ? isNull(checkoutSessions.discountCode)
          : eq(checkoutSessions.discountCode, order.discountCode),
        // A price change since (an edited code) makes a new session at the new price.
        eq(checkoutSessions.totalCents, order.totalCents),
        // A row whose provider session is still being made has no address yet.
        ne(checkoutSessions.url, ''),
      ),
    )
    .orderBy(desc(checkoutSessions.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * The user's sessions at the provider that may still be paid: open, not past their expiry, and
 * already made at the provider (a row whose provider session is being made has no address yet).
 */
export async function listPayableSessions(
  db: Queryable,
  userId: string,
  provider: ProviderName,
  now: Date,
): Promise<CheckoutSessionRow[]> {
  return db
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.userId, userId),
        eq(checkoutSessions.provider, provider),
        eq(checkoutSessions.status, 'open'),
        gt(checkoutSessions.expiresAt, now),
        ne(checkoutSessions.url, ''),
      ),
    );
}

/** The session can no longer be paid (only an open one changes). */
export async function markSessionExpired(db: Queryable, id: string): Promise<void> {
  await db
    .update(checkoutSessions)
    .set({ status: 'expired' })
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')));
}

/** The first half of the advisory locks that serialise a user's checkout creation (arbitrary). */
const CHECKOUT_LOCK_CLASS = 726_312;

/** Holds the user's checkout lock until `tx` ends: another process's checkout for them waits. */
export async function lockUserCheckouts(tx: Transaction, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CHECKOUT_LOCK_CLASS}, hashtext(${userId}))`);
}

export async function insertCheckoutSession(
  db: Queryable,
  values: NewCheckoutSession,
): Promise<CheckoutSessionRow> {
  const [row] = await db.insert(checkoutSessions).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Stores what the provider made for a session we inserted first. */
export async function setProviderSession(
  db: Queryable,
  id: string,
  providerSessionId: string,
  url: string,
): Promise<CheckoutSessionRow> {
  const [row] = await db
    .update(checkoutSessions)
    .set({ providerSessionId, url })
    .where(eq(checkoutSessions.id, id))
    .returning();
  if (!row) throw new Error('checkout session vanished');
  return row;
}

export async function findSessionByProviderId(
  db: Queryable,
  providerSessionId: string,
): Promise<CheckoutSessionRow | null> {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.providerSessionId, providerSessionId));
  return row ?? null;
}

/**
 * The session, locked until the transaction ends: two fulfilments of one payment (the webhook
 * and the welcome page, or two webhook deliveries) take turns, so only one can count its code.
 */
export async function lockSessionByProviderId(
  db: Queryable,
  providerSessionId: string,
): Promise<CheckoutSessionRow | null> {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.providerSessionId, providerSessionId))
    .for('update');
  return row ?? null;
}

/** The payment is refused: the session's discount code no longer held when it was taken. */
export async function rejectSession(
  db: Queryable,
  id: string,
  reason: DiscountRefusal,
): Promise<void> {
  await db
    .update(checkoutSessions)
    .set({ status: 'rejected', rejectionReason: reason })
    .where(eq(checkoutSessions.id, id));
}

/** The provider gave the money of a rejected payment back. */
export async function markSessionRefunded(db: Queryable, id: string, now: Date): Promise<void> {
  await db
    .update(checkoutSessions)
    .set({ refundedAt: now })
    .where(and(eq(checkoutSessions.id, id), isNull(checkoutSessions.refundedAt)));
}

/** The caller's own session; another user's is null (the API answers 404). */
export async function findOwnSessionByProviderId(
  db: Queryable,
  userId: string,
  providerSessionId: string,
): Promise<CheckoutSessionRow | null> {
  const session = await findSessionByProviderId(db, providerSessionId);
  return session && session.userId === userId ? session : null;
}

/**
 * Marks a session paid and linked to its subscription. Returns the row only on the transition
 * from not-complete to complete, so that whoever gets it (and nobody else) counts the
 * discount code's use. The row lock of the update serialises two fulfilments of one session.
 */
export async function completeSession(
  db: Queryable,
  providerSessionId: string,
  subscriptionId: string,
  now: Date,
): Promise<CheckoutSessionRow | null> {
  const [row] = await db
    .update(checkoutSessions)
    .set({ status: 'complete', subscriptionId, completedAt: now })
    .where(
      and(
        eq(checkoutSessions.providerSessionId, providerSessionId),
        sql`${checkoutSessions.status} <> 'complete'`,
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * A payment taken outside checkout (a plan change's charge), kept as a completed session so that
 * it counts in the admin overview's revenue like every other payment. Its id is the provider's
 * invoice id, so the same invoice reported twice (the change's answer and its webhook) is kept
 * once; it has no pages to return to. True when this call recorded it.
 */
export async function recordPlanChangePayment(
  db: Queryable,
  payment: {
    userId: string;
    provider: ProviderName;
    providerInvoiceId: string;
    subscriptionId: string;
    planId: PaidPlanId;
    billingCycle: BillingCycle;
    amountCents: number;
    now: Date;
  },
): Promise<boolean> {
  const recorded = await db
    .insert(checkoutSessions)
    .values({
      userId: payment.userId,
      provider: payment.provider,
      providerSessionId: payment.providerInvoiceId,
      planId: payment.planId,
      billingCycle: payment.billingCycle,
      subtotalCents: payment.amountCents,
      totalCents: payment.amountCents,
      url: '',
      successUrl: '',
      cancelUrl: '',
      status: 'complete',
      subscriptionId: payment.subscriptionId,
      expiresAt: payment.now,
      completedAt: payment.now,
    })
    .onConflictDoNothing({ target: checkoutSessions.providerSessionId })
    .returning({ id: checkoutSessions.id });
  return recorded.length > 0;
}
