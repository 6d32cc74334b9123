import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import { mapStatus, toSnapshot } from './subscription-snapshot';

const settings = loadConfig({
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_PRICE_PRO_YEARLY: 'price_pro_yearly',
}).stripe;

function subscription(overrides: {
  status?: Stripe.Subscription.Status;
  metadata?: Record<string, string>;
  price?: { id: string; interval: 'month' | 'year' };
  cancel_at?: number | null;
  cancel_at_period_end?: boolean;
}): Stripe.Subscription {
  const price = overrides.price ?? { id: 'price_inline', interval: 'month' };
  return {
    id: 'sub_1',
    object: 'subscription',
    customer: 'cus_1',
    status: overrides.status ?? 'active',
    metadata: overrides.metadata ?? { planId: 'premium', billingCycle: 'monthly' },
    cancel_at: overrides.cancel_at ?? null,
    cancel_at_period_end: overrides.cancel_at_period_end ?? false,
    canceled_at: null,
    ended_at: null,
    items: {
      object: 'list',
      has_more: false,
      url: '/v1/subscription_items',
      data: [
        {
          id: 'si_1',
          current_period_start: 1_800_000_000,
          current_period_end: 1_802_592_000,
          price: { id: price.id, recurring: { interval: price.interval } },
        },
      ],
    },
  } as unknown as Stripe.Subscription;
}

describe('Stripe subscription snapshots', () => {
  it('maps Stripe statuses so that only paying states give access', () => {
    expect(mapStatus('active')).toBe('active');
    expect(mapStatus('trialing')).toBe('trialing');
    expect(mapStatus('past_due')).toBe('past_due');
    expect(mapStatus('incomplete')).toBe('incomplete');
    // Stripe gave up on the first payment, or on every retry: no access.
    expect(mapStatus('incomplete_expired')).toBe('canceled');
    expect(mapStatus('unpaid')).toBe('canceled');
    expect(mapStatus('paused')).toBe('incomplete');
    expect(mapStatus('something_new')).toBe('incomplete');
  });

  it('reads the period from the first item and the plan from our metadata', () => {
    expect(toSnapshot(settings, subscription({}))).toEqual({
      providerSubscriptionId: 'sub_1',
      providerCustomerId: 'cus_1',
      planId: 'premium',
      billingCycle: 'monthly',
      status: 'active',
      currentPeriodStart: new Date(1_800_000_000_000),
      currentPeriodEnd: new Date(1_802_592_000_000),
      cancelAtPeriodEnd: false,
      canceledAt: null,
      // No schedule: nothing is scheduled.
      scheduledChange: null,
    });
  });

  it('leaves a scheduled change to what is stored while the subscription is on a schedule', () => {
    const scheduled = { ...subscription({}), schedule: 'sub_sched_1' } as Stripe.Subscription;
    expect(toSnapshot(settings, scheduled)?.scheduledChange).toBeUndefined();
  });

  it('lets a configured price id, then the billed interval, decide plan and cycle', () => {
    const configured = subscription({
      metadata: { planId: 'premium', billingCycle: 'monthly' },
      price: { id: 'price_pro_yearly', interval: 'year' },
    });
    expect(toSnapshot(settings, configured)).toMatchObject({
      planId: 'pro',
      billingCycle: 'yearly',
    });
    const inline = subscription({ price: { id: 'price_inline', interval: 'year' } });
    expect(toSnapshot(settings, inline)).toMatchObject({
      planId: 'premium',
      billingCycle: 'yearly',
    });
  });

  it('is null for a subscription on no plan of ours', () => {
    expect(toSnapshot(settings, subscription({ metadata: {} }))).toBeNull();
    expect(toSnapshot(settings, subscription({ metadata: { planId: 'basic' } }))).toBeNull();
  });

  it('counts a cancel_at date as cancelling at the period end', () => {
    expect(
      toSnapshot(settings, subscription({ cancel_at: 1_802_592_000 }))?.cancelAtPeriodEnd,
    ).toBe(true);
    expect(
      toSnapshot(settings, subscription({ cancel_at_period_end: true }))?.cancelAtPeriodEnd,
    ).toBe(true);
  });
});
