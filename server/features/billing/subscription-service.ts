import { planChangeTiming } from '#common/billing/plan-change';
import { centsToAmount, type BillingCycle, type PaidPlanId } from '#common/billing/plans';
import {
  PREMIUM_STATUSES,
  type PlanChangeQuote,
  type Subscription,
} from '#common/contracts/billing';
import { HttpError, notFound } from '#server/http-error';
import type { BillingDeps } from './billing-deps';
import { storeProviderSnapshot } from './fulfilment';
import { planChangeChargeCents } from './proration';
import type { SubscriptionSnapshot } from './provider';
import {
  findOwnSubscription,
  listPremiumSubscriptions,
  listUserSubscriptions,
  type SubscriptionRow,
} from './subscription-repository';
import { toApiSubscription } from './subscription-view';

const PLAN_RANK: Record<PaidPlanId, number> = { premium: 1, pro: 2 };

function givesAccess(row: SubscriptionRow): boolean {
  return (PREMIUM_STATUSES as readonly string[]).includes(row.status);
}

/**
 * The plan the user's subscriptions give now: the best of those giving access (the rule of
 * ACCOUNT_COLUMNS.premiumPlan), or null.
 */
export async function premiumPlanOf(
  deps: Pick<BillingDeps, 'db'>,
  userId: string,
): Promise<PaidPlanId | null> {
  const rows = await listPremiumSubscriptions(deps.db, userId);
  return rows.sort((a, b) => PLAN_RANK[b.planId] - PLAN_RANK[a.planId])[0]?.planId ?? null;
}

/** The subscription that decides the user's plan (the best one giving access), else the newest. */
export async function currentSubscription(
  deps: Pick<BillingDeps, 'db'>,
  userId: string,
): Promise<Subscription | null> {
  const rows = await listUserSubscriptions(deps.db, userId);
  const best = rows
    .filter(givesAccess)
    .sort((a, b) => PLAN_RANK[b.planId] - PLAN_RANK[a.planId])[0];
  const chosen = best ?? rows[0];
  return chosen ? toApiSubscription(chosen) : null;
}

export async function listSubscriptions(
  deps: Pick<BillingDeps, 'db'>,
  userId: string,
): Promise<Subscription[]> {
  return (await listUserSubscriptions(deps.db, userId)).map(toApiSubscription);
}

function conflict(message: string): HttpError {
  return new HttpError(409, 'CONFLICT', message);
}

/** The user's own subscription of the provider that is running now. */
async function ownSubscription(deps: BillingDeps, userId: string, id: string) {
  const row = await findOwnSubscription(deps.db, userId, id);
  if (!row) throw notFound('Subscription not found.');
  if (row.provider !== deps.provider.name) {
    throw conflict(
      'This subscription was made with another payment provider, which this server does not use now.',
    );
  }
  return row;
}

async function store(
  deps: BillingDeps,
  userId: string,
  snapshot: SubscriptionSnapshot,
): Promise<Subscription> {
  const row = await storeProviderSnapshot(deps.db, {
    provider: deps.provider.name,
    userId,
    snapshot,
    clock: deps.clock,
  });
  return toApiSubscription(row);
}

/** Cancel at period end: access continues until then; a scheduled downgrade is dropped. */
export async function cancelSubscription(
  deps: BillingDeps,
  userId: string,
  id: string,
): Promise<Subscription> {
  const row = await ownSubscription(deps, userId, id);
  if (row.status !== 'active' && row.status !== 'trialing') {
    throw conflict('Only an active subscription can be cancelled.');
  }
  if (row.cancelAtPeriodEnd) {
    throw conflict('This subscription is already set to end at the end of its billing period.');
  }
  const snapshot = await deps.provider.cancelAtPeriodEnd(row.providerSubscriptionId);
  const stored = await storeProviderSnapshot(deps.db, {
    provider: deps.provider.name,
    userId,
    snapshot,
    clock: deps.clock,
  });
  await deps.notify.cancelled(stored);
  return toApiSubscription(stored);
}

/** Undoes a cancel before the period ends. */
export async function reactivateSubscription(
  deps: BillingDeps,
  userId: string,
  id: string,
): Promise<Subscription> {
  const row = await ownSubscription(deps, userId, id);
  if (!row.cancelAtPeriodEnd || !givesAccess(row)) {
    throw conflict('Only a subscription set to end at the end of its period can be reactivated.');
  }
  if (row.currentPeriodEnd && row.currentPeriodEnd.getTime() <= deps.clock().getTime()) {
    throw conflict('This subscription has already ended; choose a plan to subscribe again.');
  }
  return store(deps, userId, await deps.provider.reactivate(row.providerSubscriptionId));
}

interface PlanChangeInput {
  id: string;
  planId: PaidPlanId;
  billingCycle?: BillingCycle | undefined;
}

/** The user's subscription that may change to the plan and cycle asked for. */
async function changeableSubscription(deps: BillingDeps, userId: string, input: PlanChangeInput) {
  const row = await ownSubscription(deps, userId, input.id);
  if (!givesAccess(row)) {
    throw conflict('Only an active subscription can change plans; choose a plan to subscribe.');
  }
  const billingCycle = input.billingCycle ?? row.billingCycle;
  if (input.planId === row.planId && billingCycle === row.billingCycle) {
    throw conflict('This subscription is already on that plan and billing cycle.');
  }
  return { row, billingCycle };
}

/**
 * What confirming the change would charge at once, for the confirmation the client shows first.
 * Stripe computes its own proration to the second; this is the same rule (proration.ts). A
 * downgrade charges nothing now and says when it takes effect.
 */
export async function quotePlanChange(
  deps: BillingDeps,
  userId: string,
  input: PlanChangeInput,
): Promise<PlanChangeQuote> {
  const { row, billingCycle } = await changeableSubscription(deps, userId, input);
  const target = { planId: input.planId, billingCycle };
  const scheduled = planChangeTiming(row, target) === 'period_end';
  const cents = scheduled ? 0 : planChangeChargeCents(row, target, deps.clock());
  return {
    plan_id: input.planId,
    billing_cycle: billingCycle,
    currency: 'usd',
    amount_due_now: centsToAmount(cents),
    effective_at: scheduled ? (row.currentPeriodEnd?.toISOString() ?? null) : null,
  };
}

/**
 * An upgrade takes effect at once, and only once it is paid: the provider charges the prorated
 * difference (or a new cycle) before it answers, and a failed charge changes nothing; it drops a
 * downgrade scheduled before. A downgrade (common/billing/plan-change.ts) is scheduled for the
 * period end instead: nothing is charged now and the user keeps the current plan until then.
 */
export async function changeSubscriptionPlan(
  deps: BillingDeps,
  userId: string,
  input: PlanChangeInput,
): Promise<Subscription> {
  const { row, billingCycle } = await changeableSubscription(deps, userId, input);
  if (planChangeTiming(row, { planId: input.planId, billingCycle }) === 'period_end') {
    if (row.cancelAtPeriodEnd) {
      throw conflict(
        'This subscription ends at the end of its period; reactivate it before changing its plan.',
      );
    }
    if (row.scheduledPlanId === input.planId && row.scheduledBillingCycle === billingCycle) {
      throw conflict('This plan change is already scheduled for the end of the period.');
    }
    const snapshot = await deps.provider.scheduleChange(
      row.providerSubscriptionId,
      input.planId,
      billingCycle,
    );
    return store(deps, userId, snapshot);
  }
  const snapshot = await deps.provider.changePlan(
    row.providerSubscriptionId,
    input.planId,
    billingCycle,
  );
  return store(deps, userId, snapshot);
}

/** Keeps the current plan: the downgrade scheduled for the period end is dropped. */
export async function cancelScheduledChange(
  deps: BillingDeps,
  userId: string,
  id: string,
): Promise<Subscription> {
  const row = await ownSubscription(deps, userId, id);
  if (!row.scheduledPlanId) {
    throw conflict('No plan change is scheduled for this subscription.');
  }
  return store(deps, userId, await deps.provider.cancelScheduledChange(row.providerSubscriptionId));
}
