import type { Subscription } from '#common/contracts/billing';
import type { SubscriptionRow } from './subscription-repository';

/**
 * A subscription as the API sends it (snake_case names, as docs/api.md keeps them for this entity).
 */
export function toApiSubscription(row: SubscriptionRow): Subscription {
  return {
    id: row.id,
    plan_id: row.planId,
    status: row.status,
    billing_cycle: row.billingCycle,
    current_period_end: row.currentPeriodEnd?.toISOString() ?? null,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    scheduled_change:
      row.scheduledPlanId && row.scheduledBillingCycle
        ? {
            plan_id: row.scheduledPlanId,
            billing_cycle: row.scheduledBillingCycle,
            effective_at: row.currentPeriodEnd?.toISOString() ?? null,
          }
        : null,
    provider: row.provider,
    created_at: row.createdAt.toISOString(),
  };
}
