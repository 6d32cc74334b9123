import type Stripe from 'stripe';
import {
  BILLING_CYCLES,
  isPaidPlan,
  type BillingCycle,
  type PaidPlanId,
} from '#common/billing/plans';
import type { SubscriptionStatus } from '#common/contracts/billing';
import type { SubscriptionSnapshot } from '../provider';
import type { StripeSettings } from './stripe-client';

/**
 * Stripe's subscription statuses as ours. Premium follows active, trialing and past_due, so the
 * mapping decides who keeps access:
 * - incomplete_expired: the first payment never happened and Stripe gave up → canceled.
 * - unpaid: every retry failed and Stripe stopped trying; its docs say to revoke access then, so
 *   canceled (if the customer later pays, Stripe sends active again and we follow).
 * - paused: a trial ended without a payment method; no access until it resumes → incomplete.
 * Anything new Stripe adds is treated as incomplete: no access until we know better.
 */
const STATUS_MAP: Record<string, SubscriptionStatus> = {
  active: 'active',
  trialing: 'trialing',
  past_due: 'past_due',
  incomplete: 'incomplete',
  incomplete_expired: 'canceled',
  unpaid: 'canceled',
  canceled: 'canceled',
  paused: 'incomplete',
};

export function mapStatus(status: Stripe.Subscription.Status): SubscriptionStatus {
  return STATUS_MAP[status] ?? 'incomplete';
}

export interface PlanAndCycle {
  planId: PaidPlanId;
  billingCycle: BillingCycle;
}

/** The configured price id of a plan and cycle (STRIPE_PRICE_*), or null for price_data. */
export function configuredPriceId(settings: StripeSettings, plan: PlanAndCycle): string | null {
  const key = `${plan.planId}${plan.billingCycle === 'monthly' ? 'Monthly' : 'Yearly'}` as const;
  return settings.prices[key];
}

function planOfConfiguredPrice(settings: StripeSettings, priceId: string): PlanAndCycle | null {
  for (const planId of ['premium', 'pro'] as const) {
    for (const billingCycle of BILLING_CYCLES) {
      if (configuredPriceId(settings, { planId, billingCycle }) === priceId) {
        return { planId, billingCycle };
      }
    }
  }
  return null;
}

/**
 * Which plan a subscription is on: a configured price id says it outright; otherwise the
 * metadata we set at checkout and on every plan change, with the price's interval deciding the
 * cycle (it is what Stripe actually bills). Null for a subscription that is not one of ours.
 */
export function planOfSubscription(
  settings: StripeSettings,
  subscription: Stripe.Subscription,
): PlanAndCycle | null {
  const price = subscription.items.data[0]?.price;
  const fromPrice = price ? planOfConfiguredPrice(settings, price.id) : null;
  if (fromPrice) return fromPrice;
  const planId = subscription.metadata?.planId;
  if (!planId || !isPaidPlan(planId)) return null;
  const interval = price?.recurring?.interval;
  const metadataCycle = subscription.metadata?.billingCycle;
  const billingCycle: BillingCycle =
    interval === 'year' || interval === 'month'
      ? interval === 'year'
        ? 'yearly'
        : 'monthly'
      : metadataCycle === 'yearly'
        ? 'yearly'
        : 'monthly';
  return { planId, billingCycle };
}

const fromUnix = (seconds: number | null | undefined): Date | null =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;

export function customerIdOf(customer: Stripe.Subscription['customer'] | null): string | null {
  if (!customer) return null;
  return typeof customer === 'string' ? customer : customer.id;
}

/**
 * A Stripe subscription as our snapshot, or null when it is not on one of our plans. Current API
 * versions keep the billing period on the subscription items, not on the subscription. A
 * subscription set to end (cancel_at_period_end, or a cancel_at date chosen in the customer
 * portal) counts as cancelling at the period end.
 */
export function toSnapshot(
  settings: StripeSettings,
  subscription: Stripe.Subscription,
): SubscriptionSnapshot | null {
  const plan = planOfSubscription(settings, subscription);
  if (!plan) return null;
  const item = subscription.items.data[0];
  const status = mapStatus(subscription.status);
  return {
    providerSubscriptionId: subscription.id,
    providerCustomerId: customerIdOf(subscription.customer),
    ...plan,
    status,
    currentPeriodStart: fromUnix(item?.current_period_start),
    currentPeriodEnd: fromUnix(item?.current_period_end),
    cancelAtPeriodEnd:
      status !== 'canceled' &&
      (subscription.cancel_at_period_end || subscription.cancel_at !== null),
    canceledAt: fromUnix(subscription.canceled_at ?? subscription.ended_at),
    // Without a schedule nothing is scheduled; a schedule's next phase is not on the
    // subscription, so the stored change stands until the subscription reaches its plan.
    scheduledChange: subscription.schedule ? undefined : null,
  };
}
