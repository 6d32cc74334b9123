import type { BillingCycle, PaidPlanId } from './plans';

/**
 * When a plan change takes effect (docs/product-rules.md, "Premium and subscriptions"): an
 * upgrade is paid and granted at once; a downgrade waits for the end of the paid period, so the
 * user keeps what they paid for until then. A downgrade is a move to a lower plan (whatever the
 * cycle), or from yearly to monthly on the same plan (the year is paid). Everything else (a
 * higher plan, or monthly to yearly on the same plan) is an upgrade.
 */

const PLAN_RANK: Record<PaidPlanId, number> = { premium: 1, pro: 2 };

export interface PlanAndCycle {
  planId: PaidPlanId;
  billingCycle: BillingCycle;
}

export type PlanChangeTiming = 'now' | 'period_end';

export function planChangeTiming(current: PlanAndCycle, target: PlanAndCycle): PlanChangeTiming {
  const from = PLAN_RANK[current.planId];
  const to = PLAN_RANK[target.planId];
  if (to < from) return 'period_end';
  if (to === from && current.billingCycle === 'yearly' && target.billingCycle === 'monthly') {
    return 'period_end';
  }
  return 'now';
}

export function isDowngrade(current: PlanAndCycle, target: PlanAndCycle): boolean {
  return planChangeTiming(current, target) === 'period_end';
}
