import { planDefinition, type BillingCycle, type PaidPlanId } from '#common/billing/plans';

export interface ProrationInput {
  fromPlan: PaidPlanId;
  toPlan: PaidPlanId;
  billingCycle: BillingCycle;
  periodStart: Date | null;
  periodEnd: Date | null;
  now: Date;
}

/**
 * What a same-cycle upgrade costs now: the part of the period still to run times the difference
 * of the two prices, in whole cents, rounded down (in the user's favour). Zero for a move to a
 * cheaper or equal plan, for a period already over, and without a known period.
 */
export function proratedUpgradeCents(input: ProrationInput): number {
  const from = planDefinition(input.fromPlan).priceCents[input.billingCycle];
  const to = planDefinition(input.toPlan).priceCents[input.billingCycle];
  const difference = to - from;
  if (difference <= 0 || !input.periodStart || !input.periodEnd) return 0;
  const length = input.periodEnd.getTime() - input.periodStart.getTime();
  if (length <= 0) return 0;
  const remaining = Math.min(Math.max(input.periodEnd.getTime() - input.now.getTime(), 0), length);
  // Integer arithmetic first, so that no float rounding can round up.
  return Math.floor((difference * remaining) / length);
}

/**
 * What confirming a plan change charges at once: a new cycle starts a new period and is paid in
 * full (as Stripe does when the interval changes); the same cycle pays the prorated difference.
 */
export function planChangeChargeCents(
  current: {
    planId: PaidPlanId;
    billingCycle: BillingCycle;
    currentPeriodStart: Date | null;
    currentPeriodEnd: Date | null;
  },
  target: { planId: PaidPlanId; billingCycle: BillingCycle },
  now: Date,
): number {
  if (target.billingCycle !== current.billingCycle) {
    return planDefinition(target.planId).priceCents[target.billingCycle];
  }
  return proratedUpgradeCents({
    fromPlan: current.planId,
    toPlan: target.planId,
    billingCycle: current.billingCycle,
    periodStart: current.currentPeriodStart,
    periodEnd: current.currentPeriodEnd,
    now,
  });
}
