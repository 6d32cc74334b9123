import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { BillingCycle, PaidPlanId } from '#common/billing/plans';
import { PREMIUM_STATUSES, type PaymentProvider as ProviderName } from '#common/contracts/billing';
import type { Queryable } from '#server/db/client';
import { subscriptions } from '#server/db/schema';
import { invalidateSessions } from '#server/plugins/session-cache';
import type { SubscriptionSnapshot } from './provider';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export async function findSubscriptionByProviderId(
  db: Queryable,
  providerSubscriptionId: string,
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
  return row ?? null;
}

/**
 * The subscription, locked until the transaction ends: two plan changes of one subscription take
 * turns, so the second sees the first one's plan (and is refused) instead of charging again.
 */
export async function lockSubscriptionByProviderId(
  db: Queryable,
  providerSubscriptionId: string,
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
    .for('update');
  return row ?? null;
}

/** The user's subscription with this id; another user's is null (the API answers 404). */
export async function findOwnSubscription(
  db: Queryable,
  userId: string,
  id: string,
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)));
  return row ?? null;
}

export async function findSubscriptionById(
  db: Queryable,
  id: string,
): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row ?? null;
}

/** Newest first. */
export async function listUserSubscriptions(
  db: Queryable,
  userId: string,
): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
}

/** The user's subscriptions that give access right now (active, trialing, past_due). */
export async function listPremiumSubscriptions(
  db: Queryable,
  userId: string,
): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...PREMIUM_STATUSES])),
    )
    .orderBy(desc(subscriptions.createdAt));
}

/** A provider's subscriptions whose paid period has run out (the sandbox renews these). */
export async function listDueSubscriptions(
  db: Queryable,
  provider: ProviderName,
  now: Date,
): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, provider),
        inArray(subscriptions.status, [...PREMIUM_STATUSES]),
        lte(subscriptions.currentPeriodEnd, now),
      ),
    )
    .orderBy(subscriptions.currentPeriodEnd);
}

/**
 * The scheduled downgrade a snapshot stores: what the provider said, or, when it does not say,
 * the stored one until the subscription reaches that plan and cycle (its new phase began).
 */
function scheduledColumns(snapshot: SubscriptionSnapshot) {
  if (snapshot.scheduledChange !== undefined) {
    return {
      scheduledPlanId: snapshot.scheduledChange?.planId ?? null,
      scheduledBillingCycle: snapshot.scheduledChange?.billingCycle ?? null,
    };
  }
  const reached = sql`(${subscriptions.scheduledPlanId} = ${snapshot.planId} and ${subscriptions.scheduledBillingCycle} = ${snapshot.billingCycle})`;
  return {
    scheduledPlanId: sql<PaidPlanId | null>`case when ${reached} then null else ${subscriptions.scheduledPlanId} end`,
    scheduledBillingCycle: sql<BillingCycle | null>`case when ${reached} then null else ${subscriptions.scheduledBillingCycle} end`,
  };
}

function snapshotColumns(snapshot: SubscriptionSnapshot, stateAt: Date) {
  return {
    planId: snapshot.planId,
    billingCycle: snapshot.billingCycle,
    status: snapshot.status,
    currentPeriodStart: snapshot.currentPeriodStart,
    currentPeriodEnd: snapshot.currentPeriodEnd,
    cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
    canceledAt: snapshot.canceledAt,
    providerStateAt: stateAt,
  };
}

export interface SnapshotWrite {
  provider: ProviderName;
  /** Needed to create a subscription we have not seen; an existing row keeps its owner. */
  userId: string | null;
  snapshot: SubscriptionSnapshot;
  /** When the provider produced this state; an older state never overwrites a newer one. */
  stateAt: Date;
}

export type SnapshotWriteResult =
  | { outcome: 'stored'; subscription: SubscriptionRow }
  /** A newer state is already stored; `subscription` is that newer row. */
  | { outcome: 'stale'; subscription: SubscriptionRow }
  /** Unknown subscription and no owner to give it. */
  | { outcome: 'unknown' };

/**
 * Inserts or updates a subscription by its provider id. The update only happens when the
 * stored state is not newer (`provider_state_at <= stateAt`), decided inside the one statement
 * so that two writers racing cannot let the older one win.
 */
export async function writeSubscriptionSnapshot(
  db: Queryable,
  write: SnapshotWrite,
): Promise<SnapshotWriteResult> {
  const columns = snapshotColumns(write.snapshot, write.stateAt);
  const customerId = write.snapshot.providerCustomerId;
  if (write.userId === null) {
    const [updated] = await db
      .update(subscriptions)
      .set({
        ...columns,
        ...scheduledColumns(write.snapshot),
        providerCustomerId: sql`coalesce(${customerId}, ${subscriptions.providerCustomerId})`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(subscriptions.providerSubscriptionId, write.snapshot.providerSubscriptionId),
          lte(subscriptions.providerStateAt, write.stateAt),
        ),
      )
      .returning();
    if (updated) {
      // The plan is part of the account every cached session carries.
      await invalidateSessions(db, { userId: updated.userId });
      return { outcome: 'stored', subscription: updated };
    }
    const existing = await findSubscriptionByProviderId(db, write.snapshot.providerSubscriptionId);
    return existing ? { outcome: 'stale', subscription: existing } : { outcome: 'unknown' };
  }
  const [row] = await db
    .insert(subscriptions)
    .values({
      ...columns,
      scheduledPlanId: write.snapshot.scheduledChange?.planId ?? null,
      scheduledBillingCycle: write.snapshot.scheduledChange?.billingCycle ?? null,
      userId: write.userId,
      provider: write.provider,
      providerSubscriptionId: write.snapshot.providerSubscriptionId,
      providerCustomerId: customerId,
    })
    .onConflictDoUpdate({
      target: subscriptions.providerSubscriptionId,
      set: {
        ...columns,
        ...scheduledColumns(write.snapshot),
        providerCustomerId: sql`coalesce(excluded.provider_customer_id, ${subscriptions.providerCustomerId})`,
        updatedAt: sql`now()`,
      },
      setWhere: lte(subscriptions.providerStateAt, write.stateAt),
    })
    .returning();
  if (row) {
    await invalidateSessions(db, { userId: row.userId });
    return { outcome: 'stored', subscription: row };
  }
  const existing = await findSubscriptionByProviderId(db, write.snapshot.providerSubscriptionId);
  if (!existing) throw new Error('subscription upsert returned no row');
  return { outcome: 'stale', subscription: existing };
}
