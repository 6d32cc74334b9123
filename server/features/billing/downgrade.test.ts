import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions } from '#server/db/schema';
import {
  asUser,
  createTestClock,
  nextAddress,
  registerUser,
  tokenOf,
  type TestUser,
} from '#server/test/accounts';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { me, subscribe } from './billing-test-support';
import { PAST_DUE_GRACE_MS, renewDueSandboxSubscriptions } from './sandbox/renewals';

// A downgrade takes effect at the period end (docs/product-rules.md, "Premium and
// subscriptions"); with the sandbox, its renewal applies it.
const clock = createTestClock(new Date('2030-03-10T08:00:00Z'));
let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp({ clock: clock.now });
});
afterAll(() => ctx.close());

function post(user: TestUser, path: string, body: unknown = {}) {
  return asUser(ctx.app, user.token, 'POST', `/api/stripe/${path}`, body);
}

async function current(user: TestUser) {
  const response = await asUser(ctx.app, user.token, 'GET', '/api/stripe/current-subscription');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().subscription;
}

async function usageLimit(user: TestUser): Promise<number | null> {
  return (await asUser(ctx.app, user.token, 'GET', '/api/chats/usage')).json().limit;
}

/** Payments recorded for the subscription besides its checkout (plan changes). */
async function planChangePayments(subscriptionId: string, checkoutSessionId: string) {
  const rows = await ctx.database.db
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.subscriptionId, subscriptionId),
        eq(checkoutSessions.status, 'complete'),
      ),
    );
  return rows.filter((row) => row.providerSessionId !== checkoutSessionId);
}

/** Past the period end; a long absence ends the session, so the user signs in again. */
async function passPeriodEnd(user: TestUser, periodEnd: string) {
  clock.advance(new Date(periodEnd).getTime() - clock.now().getTime() + 1000);
  await signInAgain(user);
}

async function signInAgain(user: TestUser) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { login: user.email, password: user.password },
    remoteAddress: nextAddress(),
  });
  expect(response.statusCode).toBe(200);
  user.token = tokenOf(response);
}

function renew() {
  return renewDueSandboxSubscriptions(ctx.database.db, clock.now());
}

describe('sandbox downgrades wait for the period end', () => {
  it('schedules Pro → Premium: nothing charged, Pro kept until the renewal charges Premium', async () => {
    const user = await registerUser(ctx.app);
    const { subscription, sessionId } = await subscribe(ctx.app, user.token, 'pro');
    const periodEnd = subscription.current_period_end!;
    const body = { subscription_id: subscription.id, plan_id: 'premium' };

    const quote = await post(user, 'preview-plan-change', body);
    expect(quote.statusCode).toBe(200);
    expect(quote.json().quote).toEqual({
      plan_id: 'premium',
      billing_cycle: 'monthly',
      currency: 'usd',
      amount_due_now: 0,
      effective_at: periodEnd,
    });

    const changed = await post(user, 'update-subscription', body);
    expect(changed.statusCode, changed.body).toBe(200);
    const scheduled = {
      plan_id: 'premium',
      billing_cycle: 'monthly',
      effective_at: periodEnd,
    };
    expect(changed.json().subscription).toMatchObject({
      plan_id: 'pro',
      current_period_end: periodEnd,
      scheduled_change: scheduled,
    });
    expect(await current(user)).toMatchObject({ plan_id: 'pro', scheduled_change: scheduled });
    const list = await asUser(ctx.app, user.token, 'GET', '/api/stripe/user-subscriptions');
    expect(list.json().subscriptions[0].scheduled_change).toEqual(scheduled);
    expect((await me(ctx.app, user.token)).plan).toBe('pro');
    expect(await usageLimit(user)).toBeNull();
    expect(await planChangePayments(subscription.id, sessionId)).toEqual([]);
    // Asking again for what is already scheduled changes nothing.
    expect((await post(user, 'update-subscription', body)).statusCode).toBe(409);

    // Before the period end the renewal leaves it alone.
    await renew();
    expect((await current(user)).plan_id).toBe('pro');

    await passPeriodEnd(user, periodEnd);
    const summary = await renew();
    expect(summary.charges).toContainEqual({ subscriptionId: subscription.id, amountCents: 1499 });
    const renewed = await current(user);
    expect(renewed).toMatchObject({
      plan_id: 'premium',
      billing_cycle: 'monthly',
      status: 'active',
      scheduled_change: null,
    });
    expect(new Date(renewed.current_period_end).getTime()).toBeGreaterThan(
      new Date(periodEnd).getTime(),
    );
    expect((await me(ctx.app, user.token)).plan).toBe('premium');
    expect(await usageLimit(user)).toBe(600);
  });

  it('schedules yearly → monthly on the same plan: the year is paid', async () => {
    const user = await registerUser(ctx.app);
    const { subscription } = await subscribe(ctx.app, user.token, 'premium', 'yearly');
    const periodEnd = subscription.current_period_end!;
    const body = { subscription_id: subscription.id, plan_id: 'premium', billing_cycle: 'monthly' };
    const quote = await post(user, 'preview-plan-change', body);
    expect(quote.json().quote).toMatchObject({ amount_due_now: 0, effective_at: periodEnd });
    const changed = await post(user, 'update-subscription', body);
    expect(changed.json().subscription).toMatchObject({
      billing_cycle: 'yearly',
      current_period_end: periodEnd,
      scheduled_change: { plan_id: 'premium', billing_cycle: 'monthly', effective_at: periodEnd },
    });

    await passPeriodEnd(user, periodEnd);
    const summary = await renew();
    expect(summary.charges).toContainEqual({ subscriptionId: subscription.id, amountCents: 1499 });
    const renewed = await current(user);
    expect(renewed).toMatchObject({ billing_cycle: 'monthly', scheduled_change: null });
    // A month on from the old end, not a year.
    const end = new Date(periodEnd);
    end.setUTCMonth(end.getUTCMonth() + 1);
    expect(renewed.current_period_end).toBe(end.toISOString());
  });

  it('keeps the current plan when asked: the renewal charges it again', async () => {
    const user = await registerUser(ctx.app);
    const { subscription } = await subscribe(ctx.app, user.token, 'pro');
    const body = { subscription_id: subscription.id };
    const none = await post(user, 'cancel-scheduled-change', body);
    expect(none.statusCode).toBe(409);
    await post(user, 'update-subscription', { ...body, plan_id: 'premium' });

    const kept = await post(user, 'cancel-scheduled-change', body);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().subscription).toMatchObject({ plan_id: 'pro', scheduled_change: null });
    expect((await post(user, 'cancel-scheduled-change', body)).statusCode).toBe(409);

    await passPeriodEnd(user, subscription.current_period_end!);
    const summary = await renew();
    expect(summary.charges).toContainEqual({ subscriptionId: subscription.id, amountCents: 3999 });
    expect((await current(user)).plan_id).toBe('pro');
  });

  it('drops the scheduled downgrade on an upgrade', async () => {
    const user = await registerUser(ctx.app);
    const { subscription } = await subscribe(ctx.app, user.token, 'pro');
    const body = { subscription_id: subscription.id };
    await post(user, 'update-subscription', { ...body, plan_id: 'premium' });
    const upgraded = await post(user, 'update-subscription', {
      ...body,
      plan_id: 'pro',
      billing_cycle: 'yearly',
    });
    expect(upgraded.statusCode, upgraded.body).toBe(200);
    expect(upgraded.json().subscription).toMatchObject({
      plan_id: 'pro',
      billing_cycle: 'yearly',
      scheduled_change: null,
    });
  });

  it('drops the scheduled downgrade on a cancel, and schedules none on a cancelled one', async () => {
    const user = await registerUser(ctx.app);
    const { subscription } = await subscribe(ctx.app, user.token, 'pro');
    const body = { subscription_id: subscription.id };
    await post(user, 'update-subscription', { ...body, plan_id: 'premium' });
    const cancelled = await post(user, 'cancel-subscription', body);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().subscription).toMatchObject({
      cancel_at_period_end: true,
      scheduled_change: null,
    });
    const refused = await post(user, 'update-subscription', { ...body, plan_id: 'premium' });
    expect(refused.statusCode).toBe(409);
    expect((await current(user)).scheduled_change).toBeNull();
  });

  it("refuses another user's subscription (404) and leaves the owner's change", async () => {
    const owner = await registerUser(ctx.app);
    const stranger = await registerUser(ctx.app);
    const { subscription } = await subscribe(ctx.app, owner.token, 'pro');
    const body = { subscription_id: subscription.id };
    const refused = await post(stranger, 'update-subscription', { ...body, plan_id: 'premium' });
    expect(refused.statusCode).toBe(404);
    await post(owner, 'update-subscription', { ...body, plan_id: 'premium' });
    const keep = await post(stranger, 'cancel-scheduled-change', body);
    expect(keep.statusCode).toBe(404);
    expect((await current(owner)).scheduled_change).toMatchObject({ plan_id: 'premium' });
    const unknown = await post(owner, 'cancel-scheduled-change', {
      subscription_id: '6f1c1b0e-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps the plan while the renewal is past due, and drops the change when it ends', async () => {
    const user = await registerUser(ctx.app);
    const { subscription } = await subscribe(ctx.app, user.token, 'pro');
    await post(user, 'update-subscription', {
      subscription_id: subscription.id,
      plan_id: 'premium',
    });
    await post(user, 'attach-payment-method', { payment_method_id: 'pm_card_chargeDeclined' });
    await passPeriodEnd(user, subscription.current_period_end!);
    await renew();
    expect(await current(user)).toMatchObject({
      status: 'past_due',
      plan_id: 'pro',
      scheduled_change: { plan_id: 'premium' },
    });
    clock.advance(PAST_DUE_GRACE_MS);
    await signInAgain(user);
    await renew();
    expect(await current(user)).toMatchObject({ status: 'canceled', scheduled_change: null });
  });
});
