import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions, subscriptions } from '#server/db/schema';
import { asUser, createTestClock, registerUser } from '#server/test/accounts';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { checkout, me, subscribe } from './billing-test-support';

const clock = createTestClock(new Date('2030-01-15T10:00:00Z'));
let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp({ clock: clock.now });
});
afterAll(() => ctx.close());

function post(token: string, path: string, body: unknown = {}) {
  return asUser(ctx.app, token, 'POST', `/api/stripe/${path}`, body);
}

async function usageLimit(token: string) {
  return (await asUser(ctx.app, token, 'GET', '/api/chats/usage')).json().limit;
}

describe('reading subscriptions', () => {
  it('answers null and an empty list before any payment', async () => {
    const user = await registerUser(ctx.app);
    const current = await asUser(ctx.app, user.token, 'GET', '/api/stripe/current-subscription');
    expect(current.json()).toEqual({ subscription: null });
    const list = await asUser(ctx.app, user.token, 'GET', '/api/stripe/user-subscriptions');
    expect(list.json()).toEqual({ subscriptions: [] });
  });

  it('answers the best subscription as current and all of them newest first', async () => {
    const user = await registerUser(ctx.app);
    const premium = await subscribe(ctx.app, user.token, 'premium');
    // Two at once no longer come from checkout (409 HAS_SUBSCRIPTION), but older accounts and a
    // provider's double completion may have them: the premium one is set aside while Pro is bought.
    const setStatus = (status: 'active' | 'canceled') =>
      ctx.database.db
        .update(subscriptions)
        .set({ status })
        .where(eq(subscriptions.id, premium.subscription.id));
    await setStatus('canceled');
    const pro = await subscribe(ctx.app, user.token, 'pro');
    await setStatus('active');
    const current = await asUser(ctx.app, user.token, 'GET', '/api/stripe/current-subscription');
    expect(current.json().subscription).toMatchObject({ id: pro.subscription.id, plan_id: 'pro' });
    const list = await asUser(ctx.app, user.token, 'GET', '/api/stripe/user-subscriptions');
    expect(list.json().subscriptions.map((s: { id: string }) => s.id)).toEqual([
      pro.subscription.id,
      premium.subscription.id,
    ]);
    expect((await me(ctx.app, user.token)).plan).toBe('pro');
  });

  it('needs sign-in for every subscription and card route', async () => {
    const routes: Array<[string, string]> = [
      ['GET', '/api/stripe/current-subscription'],
      ['GET', '/api/stripe/user-subscriptions'],
      ['POST', '/api/stripe/cancel-subscription'],
      ['POST', '/api/stripe/reactivate-subscription'],
      ['POST', '/api/stripe/update-subscription'],
      ['POST', '/api/stripe/preview-plan-change'],
      ['POST', '/api/stripe/cancel-scheduled-change'],
      ['GET', '/api/stripe/payment-methods'],
      ['DELETE', '/api/stripe/payment-methods/pm_x'],
      ['POST', '/api/stripe/create-setup-intent'],
      ['POST', '/api/stripe/attach-payment-method'],
      ['POST', '/api/stripe/customer-portal'],
      ['GET', '/api/stripe/sandbox/sessions/cs_test_sbx_x'],
    ];
    for (const [method, url] of routes) {
      const response = await ctx.app.inject({
        method: method as 'GET',
        url,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('cancel and reactivate', () => {
  it('cancels at the period end, keeps premium until then, and reactivates', async () => {
    const user = await registerUser(ctx.app);
    const { subscription } = await subscribe(ctx.app, user.token);
    const cancelled = await post(user.token, 'cancel-subscription', {
      subscription_id: subscription.id,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().subscription).toMatchObject({
      id: subscription.id,
      status: 'active',
      cancel_at_period_end: true,
      current_period_end: subscription.current_period_end,
    });
    expect((await me(ctx.app, user.token)).isPremium).toBe(true);

    const twice = await post(user.token, 'cancel-subscription', {
      subscription_id: subscription.id,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toContain('already set to end');

    const reactivated = await post(user.token, 'reactivate-subscription', {
      subscription_id: subscription.id,
    });
    expect(reactivated.statusCode).toBe(200);
    expect(reactivated.json().subscription.cancel_at_period_end).toBe(false);
    const again = await post(user.token, 'reactivate-subscription', {
      subscription_id: subscription.id,
    });
    expect(again.statusCode).toBe(409);
  });

  it("answers 404 for another user's subscription and changes nothing", async () => {
    const owner = await registerUser(ctx.app);
    const stranger = await registerUser(ctx.app);
    const { subscription } = await subscribe(ctx.app, owner.token);
    const body = { subscription_id: subscription.id };
    expect((await post(stranger.token, 'cancel-subscription', body)).statusCode).toBe(404);
    expect((await post(stranger.token, 'reactivate-subscription', body)).statusCode).toBe(404);
    const update = await post(stranger.token, 'update-subscription', { ...body, plan_id: 'pro' });
    expect(update.statusCode).toBe(404);
    const list = await asUser(ctx.app, stranger.token, 'GET', '/api/stripe/user-subscriptions');
    expect(list.json().subscriptions).toEqual([]);
    const mine = await asUser(ctx.app, owner.token, 'GET', '/api/stripe/current-subscription');
    expect(mine.json().subscription).toMatchObject({
      plan_id: 'premium',
      cancel_at_period_end: false,
    });
  });

  it.each([
    ['cancel-subscription', { subscription_id: 'not-a-uuid' }],
    ['cancel-subscription', {}],
    ['reactivate-subscription', { subscription_id: 42 }],
    [
      'update-subscription',
      { subscription_id: '6f1c1b0e-0000-4000-8000-000000000000', plan_id: 'basic' },
    ],
    [
      'update-subscription',
      {
        subscription_id: '6f1c1b0e-0000-4000-8000-000000000000',
        plan_id: 'pro',
        billing_cycle: 'weekly',
      },
    ],
  ])('answers 400 for %s %j', async (path, body) => {
    const user = await registerUser(ctx.app);
    const response = await post(user.token, path, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it('answers 404 for an unknown subscription id', async () => {
    const user = await registerUser(ctx.app);
    const response = await post(user.token, 'cancel-subscription', {
      subscription_id: '6f1c1b0e-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('plan changes', () => {
  it('moves premium to pro at once: unlimited messages, same period', async () => {
    const user = await registerUser(ctx.app);
    const { subscription } = await subscribe(ctx.app, user.token, 'premium');
    expect(await usageLimit(user.token)).toBe(600);
    const response = await post(user.token, 'update-subscription', {
      subscription_id: subscription.id,
      plan_id: 'pro',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().subscription).toMatchObject({
      id: subscription.id,
      plan_id: 'pro',
      billing_cycle: 'monthly',
      current_period_end: subscription.current_period_end,
    });
    expect(await usageLimit(user.token)).toBeNull();
    expect((await me(ctx.app, user.token)).plan).toBe('pro');
  });

  it('starts a yearly period at once when the cycle changes', async () => {
    const user = await registerUser(ctx.app);
    const { subscription } = await subscribe(ctx.app, user.token, 'pro');
    const response = await post(user.token, 'update-subscription', {
      subscription_id: subscription.id,
      plan_id: 'pro',
      billing_cycle: 'yearly',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().subscription).toMatchObject({
      billing_cycle: 'yearly',
      current_period_end: '2031-01-15T10:00:00.000Z',
    });
  });

  it('refuses a cycle change with 402 when the card fails, and changes nothing', async () => {
    const user = await registerUser(ctx.app);
    const { subscription } = await subscribe(ctx.app, user.token, 'premium');
    await post(user.token, 'attach-payment-method', {
      payment_method_id: 'pm_card_visa_chargeDeclinedInsufficientFunds',
    });
    const response = await post(user.token, 'update-subscription', {
      subscription_id: subscription.id,
      plan_id: 'pro',
      billing_cycle: 'yearly',
    });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({
      code: 'PAYMENT_FAILED',
      error: 'Payment failed: Insufficient funds',
    });
    const current = await asUser(ctx.app, user.token, 'GET', '/api/stripe/current-subscription');
    expect(current.json().subscription).toEqual(subscription);
  });

  it('refuses the same plan and cycle with 409', async () => {
    const user = await registerUser(ctx.app);
    const { subscription } = await subscribe(ctx.app, user.token, 'premium');
    const response = await post(user.token, 'update-subscription', {
      subscription_id: subscription.id,
      plan_id: 'premium',
    });
    expect(response.statusCode).toBe(409);
  });

  it('refuses a second checkout while a subscription gives access, for any paid plan', async () => {
    const user = await registerUser(ctx.app);
    const { subscription } = await subscribe(ctx.app, user.token, 'premium');
    const same = await post(user.token, 'create-checkout-session', {
      plan_id: 'premium',
      billing_cycle: 'yearly',
    });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toMatchObject({
      code: 'HAS_SUBSCRIPTION',
      subscriptionId: subscription.id,
      planId: 'premium',
    });
    expect(same.json().error).toContain('already have the Premium plan');
    const pro = await post(user.token, 'create-checkout-session', { plan_id: 'pro' });
    expect(pro.statusCode).toBe(409);
    expect(pro.json()).toMatchObject({
      code: 'HAS_SUBSCRIPTION',
      subscriptionId: subscription.id,
      planId: 'premium',
    });
    expect(pro.json().error).toContain('change your plan to Pro');
    const sessions = await ctx.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.userId, user.user.id));
    expect(sessions).toHaveLength(1);
  });

  it('sells a plan again once the subscription has ended', async () => {
    const user = await registerUser(ctx.app);
    const { subscription } = await subscribe(ctx.app, user.token, 'premium');
    await ctx.database.db
      .update(subscriptions)
      .set({ status: 'canceled' })
      .where(eq(subscriptions.id, subscription.id));
    const pro = await checkout(ctx.app, user.token, { plan_id: 'pro' });
    expect(pro.sessionId).toMatch(/^cs_test_sbx_/);
  });
});

describe('payment methods and the portal', () => {
  it('lists, attaches Stripe test payment methods, and detaches own cards only', async () => {
    const user = await registerUser(ctx.app);
    const stranger = await registerUser(ctx.app);
    await subscribe(ctx.app, user.token);
    const attached = await post(user.token, 'attach-payment-method', {
      payment_method_id: 'pm_card_mastercard',
    });
    expect(attached.statusCode).toBe(200);
    expect(attached.json().paymentMethod).toMatchObject({ brand: 'mastercard', last4: '4444' });
    const amex = await post(user.token, 'attach-payment-method', {
      payment_method_id: 'pm_card_amex',
    });
    expect(amex.json().paymentMethod).toMatchObject({ brand: 'amex', last4: '8431' });

    const list = await asUser(ctx.app, user.token, 'GET', '/api/stripe/payment-methods');
    const methods = list.json().paymentMethods;
    expect(methods.map((m: { last4: string }) => m.last4)).toEqual(['8431', '4444', '4242']);

    const cardId = methods[0].id;
    const foreign = await asUser(
      ctx.app,
      stranger.token,
      'DELETE',
      `/api/stripe/payment-methods/${cardId}`,
    );
    expect(foreign.statusCode).toBe(404);
    const removed = await asUser(
      ctx.app,
      user.token,
      'DELETE',
      `/api/stripe/payment-methods/${cardId}`,
    );
    expect(removed.statusCode).toBe(204);
    const after = await asUser(ctx.app, user.token, 'GET', '/api/stripe/payment-methods');
    expect(after.json().paymentMethods).toHaveLength(2);
    const gone = await asUser(
      ctx.app,
      user.token,
      'DELETE',
      `/api/stripe/payment-methods/${cardId}`,
    );
    expect(gone.statusCode).toBe(404);
  });

  it('refuses a payment method that is not a Stripe test one with 400', async () => {
    const user = await registerUser(ctx.app);
    for (const id of ['pm_1234', 'toString', '']) {
      const response = await post(user.token, 'attach-payment-method', { payment_method_id: id });
      expect(response.statusCode, id).toBe(400);
    }
  });

  it('makes setup intent secrets and sends the portal to the subscription tab', async () => {
    const user = await registerUser(ctx.app, { language: 'bg' });
    const setup = await post(user.token, 'create-setup-intent');
    expect(setup.json().clientSecret).toMatch(/^seti_sbx_\w+_secret_\w+$/);
    const portal = await post(user.token, 'customer-portal');
    expect(portal.json()).toEqual({ url: 'http://localhost/bg/settings?tab=subscription' });
  });
});
