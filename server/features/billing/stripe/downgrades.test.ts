import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, type TestUser } from '#server/test/accounts';
import {
  currentUser,
  deliver,
  postWebhook,
  registerUser,
  startCheckout,
  startStripeApp,
  storedSubscription,
  type StripeTestContext,
} from './stripe-test-support';

// A downgrade through Stripe is a subscription schedule (docs/decisions/018-downgrades-at-period-end.md).
let stripe: StripeTestContext;

beforeAll(async () => {
  stripe = await startStripeApp();
});
afterAll(async () => {
  await stripe.close();
});

interface Subscriber {
  user: TestUser;
  id: string;
  stripeId: string;
}

/** A Pro subscriber who paid on Stripe's page; the webhook delivered. */
async function proSubscriber(): Promise<Subscriber> {
  const user = await registerUser(stripe.ctx.app);
  const { sessionId } = await startCheckout(stripe.ctx, user, {
    plan_id: 'pro',
    billing_cycle: 'monthly',
  });
  const { session, subscription } = stripe.stripe.completeCheckout(sessionId);
  await deliver(stripe, 'checkout.session.completed', session);
  const stored = await storedSubscription(stripe.ctx, subscription.id);
  return { user, id: stored!.id, stripeId: subscription.id };
}

const post = (user: TestUser, path: string, body: object) =>
  asUser(stripe.ctx.app, user.token, 'POST', `/api/stripe/${path}`, body);

const schedulesMade = () => stripe.stripe.requestsTo('POST', '/v1/subscription_schedules');

function scheduleOf(stripeId: string) {
  const id = stripe.stripe.store.subscription(stripeId).schedule;
  if (!id) throw new Error('no schedule');
  return stripe.stripe.store.schedule(id);
}

async function scheduleDowngrade(subscriber: Subscriber, body: object = { plan_id: 'premium' }) {
  const response = await post(subscriber.user, 'update-subscription', {
    subscription_id: subscriber.id,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().subscription;
}

describe('downgrades through Stripe wait for the period end', () => {
  it('puts the subscription on a two-phase schedule, charges nothing, and applies it at the phase change', async () => {
    const subscriber = await proSubscriber();
    const { stripeId } = subscriber;
    const atStripe = stripe.stripe.store.subscription(stripeId);
    const item = atStripe.items.data[0]!;
    const invoicesBefore = stripe.stripe.store.invoices.size;
    const periodEnd = new Date(item.current_period_end * 1000).toISOString();

    const answered = await scheduleDowngrade(subscriber);
    expect(answered).toMatchObject({
      plan_id: 'pro',
      scheduled_change: { plan_id: 'premium', billing_cycle: 'monthly', effective_at: periodEnd },
    });
    expect(schedulesMade().at(-1)?.body).toEqual({ from_subscription: stripeId });
    const schedule = scheduleOf(stripeId);
    expect(
      stripe.stripe.requestsTo('POST', `/v1/subscription_schedules/${schedule.id}`).at(-1)?.body,
    ).toEqual({
      end_behavior: 'release',
      proration_behavior: 'none',
      phases: [
        {
          start_date: String(item.current_period_start),
          end_date: String(item.current_period_end),
          items: [{ price: item.price.id, quantity: '1' }],
          metadata: { planId: 'pro', billingCycle: 'monthly' },
        },
        {
          items: [
            {
              price_data: {
                currency: 'usd',
                product: 'amora_premium',
                unit_amount: '1499',
                recurring: { interval: 'month' },
              },
              quantity: '1',
            },
          ],
          duration: { interval: 'month', interval_count: '1' },
          metadata: { planId: 'premium', billingCycle: 'monthly' },
        },
      ],
    });
    // Nothing invoiced now; the subscription stays on Pro at Stripe and here.
    expect(stripe.stripe.store.invoices.size).toBe(invoicesBefore);
    expect(stripe.stripe.store.subscription(stripeId).items.data[0]!.price.unit_amount).toBe(3999);
    expect(await currentUser(stripe.ctx, subscriber.user)).toMatchObject({ plan: 'pro' });

    // A webhook about the subscription before the phase change neither grants nor drops it.
    const created = Math.floor(Date.now() / 1000) + 1;
    const before = await deliver(
      stripe,
      'customer.subscription.updated',
      stripe.stripe.store.subscription(stripeId),
      { created },
    );
    expect(before.response.statusCode).toBe(200);
    expect(await storedSubscription(stripe.ctx, stripeId)).toMatchObject({
      providerStateAt: new Date(created * 1000), // applied, not set aside as older
      planId: 'pro',
      scheduledPlanId: 'premium',
      scheduledBillingCycle: 'monthly',
    });

    // The period ends: Stripe moves it into the Premium phase and charges that price.
    const { invoice, event } = stripe.stripe.advanceSchedule(stripeId);
    expect(invoice).toMatchObject({
      billing_reason: 'subscription_cycle',
      status: 'paid',
      amount_paid: 1499,
    });
    expect((await postWebhook(stripe.ctx, event.payload, event.header)).statusCode).toBe(200);
    expect(await storedSubscription(stripe.ctx, stripeId)).toMatchObject({
      planId: 'premium',
      billingCycle: 'monthly',
      scheduledPlanId: null,
      scheduledBillingCycle: null,
    });
    expect(await currentUser(stripe.ctx, subscriber.user)).toMatchObject({ plan: 'premium' });
    const current = await asUser(
      stripe.ctx.app,
      subscriber.user.token,
      'GET',
      '/api/stripe/current-subscription',
    );
    expect(current.json().subscription).toMatchObject({
      plan_id: 'premium',
      scheduled_change: null,
    });
  });

  it('replaces a scheduled change on the same schedule', async () => {
    const subscriber = await proSubscriber();
    await scheduleDowngrade(subscriber);
    const made = schedulesMade().length;
    const replaced = await scheduleDowngrade(subscriber, {
      plan_id: 'premium',
      billing_cycle: 'yearly',
    });
    expect(replaced.scheduled_change).toMatchObject({
      plan_id: 'premium',
      billing_cycle: 'yearly',
    });
    expect(schedulesMade()).toHaveLength(made);
    expect(scheduleOf(subscriber.stripeId).phases[1]).toMatchObject({
      metadata: { planId: 'premium', billingCycle: 'yearly' },
    });
  });

  it('releases the schedule to keep the current plan', async () => {
    const subscriber = await proSubscriber();
    await scheduleDowngrade(subscriber);
    const schedule = scheduleOf(subscriber.stripeId);
    const kept = await post(subscriber.user, 'cancel-scheduled-change', {
      subscription_id: subscriber.id,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().subscription).toMatchObject({ plan_id: 'pro', scheduled_change: null });
    expect(
      stripe.stripe.requestsTo('POST', `/v1/subscription_schedules/${schedule.id}/release`),
    ).toHaveLength(1);
    expect(stripe.stripe.store.schedule(schedule.id).status).toBe('released');
    expect(stripe.stripe.store.subscription(subscriber.stripeId).schedule).toBeNull();
    // Its webhook agrees: nothing scheduled.
    await deliver(
      stripe,
      'customer.subscription.updated',
      stripe.stripe.store.subscription(subscriber.stripeId),
      { created: Math.floor(Date.now() / 1000) + 1 },
    );
    expect(await storedSubscription(stripe.ctx, subscriber.stripeId)).toMatchObject({
      planId: 'pro',
      scheduledPlanId: null,
    });
  });

  it('releases the schedule before an upgrade or a cancel', async () => {
    const upgrading = await proSubscriber();
    await scheduleDowngrade(upgrading);
    const upgraded = await post(upgrading.user, 'update-subscription', {
      subscription_id: upgrading.id,
      plan_id: 'pro',
      billing_cycle: 'yearly',
    });
    expect(upgraded.statusCode, upgraded.body).toBe(200);
    expect(upgraded.json().subscription).toMatchObject({
      plan_id: 'pro',
      billing_cycle: 'yearly',
      scheduled_change: null,
    });
    expect(stripe.stripe.store.subscription(upgrading.stripeId).schedule).toBeNull();

    const cancelling = await proSubscriber();
    await scheduleDowngrade(cancelling);
    const cancelled = await post(cancelling.user, 'cancel-subscription', {
      subscription_id: cancelling.id,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().subscription).toMatchObject({
      cancel_at_period_end: true,
      scheduled_change: null,
    });
    expect(stripe.stripe.store.subscription(cancelling.stripeId)).toMatchObject({
      schedule: null,
      cancel_at_period_end: true,
    });
  });

  it("refuses another user's subscription and calls Stripe for nothing", async () => {
    const owner = await proSubscriber();
    const stranger = await registerUser(stripe.ctx.app);
    const made = schedulesMade().length;
    const refused = await post(stranger, 'update-subscription', {
      subscription_id: owner.id,
      plan_id: 'premium',
    });
    expect(refused.statusCode).toBe(404);
    expect(schedulesMade()).toHaveLength(made);
    await scheduleDowngrade(owner);
    const releasesBefore = stripe.stripe.requestsTo('POST', /\/release$/).length;
    const keep = await post(stranger, 'cancel-scheduled-change', { subscription_id: owner.id });
    expect(keep.statusCode).toBe(404);
    expect(stripe.stripe.requestsTo('POST', /\/release$/)).toHaveLength(releasesBefore);
    expect(stripe.stripe.store.subscription(owner.stripeId).schedule).not.toBeNull();
  });

  it('drops the scheduled change when the subscription ends', async () => {
    const subscriber = await proSubscriber();
    await scheduleDowngrade(subscriber);
    const ended = stripe.stripe.deleteSubscription(subscriber.stripeId);
    expect(ended.schedule).not.toBeNull();
    const { response } = await deliver(stripe, 'customer.subscription.deleted', ended, {
      created: Math.floor(Date.now() / 1000) + 1,
    });
    expect(response.statusCode).toBe(200);
    expect(await storedSubscription(stripe.ctx, subscriber.stripeId)).toMatchObject({
      status: 'canceled',
      scheduledPlanId: null,
      scheduledBillingCycle: null,
    });
  });
});
