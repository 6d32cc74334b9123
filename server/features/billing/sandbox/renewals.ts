import { planDefinition } from '#common/billing/plans';
import type { Database } from '#server/db/client';
import { applyBillingEvent } from '../fulfilment';
import type { SubscriptionSnapshot } from '../provider';
import { listDueSubscriptions, type SubscriptionRow } from '../subscription-repository';
import { chargeNewestCard } from './charges';
import { addBillingPeriod, randomIdPart } from './periods';
import { snapshotOf } from './sandbox-provider';

/** How long a past_due subscription is retried before it ends (Stripe's default retries). */
export const PAST_DUE_GRACE_MS = 14 * 24 * 60 * 60 * 1000;

/** The job queue's name for the once-a-minute round (plugins/jobs.ts). */
export const SANDBOX_RENEWALS_JOB = 'sandbox-renewals';

/** An arbitrary constant naming "sandbox renewals" among advisory locks (db/run-alone.ts). */
export const RENEWALS_LOCK_KEY = 7_262_100_008;

/** At most this many periods are caught up in one run (a server that was off for long). */
const MAX_PERIODS_PER_RUN = 36;

export interface RenewalSummary {
  renewed: number;
  pastDue: number;
  ended: number;
  /** What each paid renewal charged (a scheduled downgrade's renewal charges the new plan). */
  charges: Array<{ subscriptionId: string; amountCents: number }>;
}

/**
 * What Stripe does at the end of each period, for the sandbox's subscriptions: a subscription
 * set to cancel ends (status canceled, premium ends); the others charge the newest card and
 * start the next period, or become past_due when the charge fails (access continues while it
 * is retried, here on every run, until the grace period is over and it ends). A downgrade
 * scheduled for the period end takes effect here: the renewal charges the new plan and cycle's
 * price and the next period runs on that cycle. The changes go
 * through applyBillingEvent, like Stripe's webhooks. Tests call this with their own `now`.
 */
export async function renewDueSandboxSubscriptions(
  db: Database,
  now: Date,
): Promise<RenewalSummary> {
  const summary: RenewalSummary = { renewed: 0, pastDue: 0, ended: 0, charges: [] };
  for (const row of await listDueSubscriptions(db, 'sandbox', now)) {
    const next = await renewal(db, row, now);
    if (!next) continue;
    const result = await applyBillingEvent(db, {
      kind: 'subscription_changed',
      eventId: `evt_sbx_${randomIdPart()}`,
      provider: 'sandbox',
      occurredAt: now,
      userId: row.userId,
      subscription: next,
    });
    if (result !== 'applied') continue;
    if (next.status === 'canceled') summary.ended += 1;
    else if (next.status === 'past_due') summary.pastDue += 1;
    else {
      summary.renewed += 1;
      const amountCents = planDefinition(next.planId).priceCents[next.billingCycle];
      summary.charges.push({ subscriptionId: row.id, amountCents });
    }
  }
  return summary;
}

async function renewal(
  db: Database,
  row: SubscriptionRow,
  now: Date,
): Promise<SubscriptionSnapshot | null> {
  const current = snapshotOf(row);
  const periodEnd = row.currentPeriodEnd ?? now;
  if (row.cancelAtPeriodEnd) {
    return {
      ...current,
      status: 'canceled',
      canceledAt: row.canceledAt ?? periodEnd,
      scheduledChange: null,
    };
  }
  if ((await chargeNewestCard(db, row.userId)) !== 'succeeds') {
    if (now.getTime() - periodEnd.getTime() >= PAST_DUE_GRACE_MS) {
      // Ended: a downgrade that was waiting for this renewal goes with it.
      return { ...current, status: 'canceled', canceledAt: now, scheduledChange: null };
    }
    return row.status === 'past_due' ? null : { ...current, status: 'past_due' };
  }
  // Paid (the scheduled plan's price when a downgrade waits): the periods run on from the old
  // end, so the billing day stays the same.
  const planId = current.scheduledChange?.planId ?? row.planId;
  const billingCycle = current.scheduledChange?.billingCycle ?? row.billingCycle;
  let start = periodEnd;
  let end = addBillingPeriod(start, billingCycle);
  for (let periods = 1; end <= now && periods < MAX_PERIODS_PER_RUN; periods += 1) {
    start = end;
    end = addBillingPeriod(start, billingCycle);
  }
  return {
    ...current,
    planId,
    billingCycle,
    status: 'active',
    currentPeriodStart: start,
    currentPeriodEnd: end,
    scheduledChange: null,
  };
}
