import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions, subscriptions, users } from '#server/db/schema';
import type { HttpError } from '#server/http-error';
import { asUser, createTestClock, registerUser, type TestUser } from '#server/test/accounts';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { me, subscribe } from './billing-test-support';
import { createSandboxProvider } from './sandbox/sandbox-provider';

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = createTestClock(new Date('2030-01-15T10:00:00Z'));
let ctx: TestApp;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp({ clock: clock.now });
  admin = await registerUser(ctx.app);
  await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
});
afterAll(() => ctx.close());

function post(token: string, path: string, body: unknown = {}) {
  return asUser(ctx.app, token, 'POST', `/api/stripe/${path}`, body);
}

/** The payments recorded for a subscription outside its checkout (plan changes). */
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

async function revenueThisMonth(): Promise<number> {
  const response = await asUser(ctx.app, admin.token, 'GET', '/api/admin/overview');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().overview.revenueThisMonth;
}

/**
 * Connections opened beforehand, so that racing transactions overlap instead of queueing behind
 * connection set-up (which would let the first commit before the others start).
 */
async function openConnections(): Promise<void> {
  await Promise.all([1, 2, 3, 4].map(() => ctx.database.pool.query('select pg_sleep(0.05)')));
}

async function current(token: string) {
  return (await asUser(ctx.app, token, 'GET', '/api/stripe/current-subscription')).json()
    .subscription;
}

// One test at a time moves the shared clock; each starts its own subscription.
describe('sandbox upgrades are paid before they are granted', () => {
  it('quotes and charges the prorated difference, records the payment and counts it', async () => {
    const user = await registerUser(ctx.app);
    const { subscription, sessionId } = await subscribe(ctx.app, user.token, 'premium');
    const revenueBefore = await revenueThisMonth();
    // 31-day period (15 Jan – 15 Feb); 10 days in, 21 remain: 25.00 × 21 / 31 = 16.935… → 16.93.
    clock.advance(10 * DAY_MS);
    const body = { subscription_id: subscription.id, plan_id: 'pro' };
    const quote = await post(user.token, 'preview-plan-change', body);
    expect(quote.statusCode).toBe(200);
    expect(quote.json().quote).toEqual({
      plan_id: 'pro',
      billing_cycle: 'monthly',
      currency: 'usd',
      amount_due_now: 16.93,
      effective_at: null,
    });
    expect((await current(user.token)).plan_id).toBe('premium');

    const changed = await post(user.token, 'update-subscription', body);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().subscription).toMatchObject({
      plan_id: 'pro',
      current_period_end: subscription.current_period_end,
    });
    expect((await me(ctx.app, user.token)).plan).toBe('pro');
    const payments = await planChangePayments(subscription.id, sessionId);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      userId: user.user.id,
      provider: 'sandbox',
      planId: 'pro',
      totalCents: 1693,
      status: 'complete',
    });
    expect(payments[0]!.providerSessionId).toMatch(/^in_sbx_/);
    expect(await revenueThisMonth()).toBeCloseTo(revenueBefore + 16.93, 2);
  });

  it('charges once and changes once when three upgrades race', async () => {
    const user = await registerUser(ctx.app);
    const { subscription, sessionId } = await subscribe(ctx.app, user.token, 'premium');
    const body = { subscription_id: subscription.id, plan_id: 'pro' };
    await openConnections();
    const responses = await Promise.all(
      [1, 2, 3].map(() => post(user.token, 'update-subscription', body)),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    const payments = await planChangePayments(subscription.id, sessionId);
    expect(payments.map((payment) => payment.totalCents)).toEqual([2500]);
    expect((await current(user.token)).plan_id).toBe('pro');
  });

  it('charges once when three changes reach the provider together', async () => {
    const user = await registerUser(ctx.app);
    const { subscription, sessionId } = await subscribe(ctx.app, user.token, 'premium');
    const [row] = await ctx.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscription.id));
    const provider = createSandboxProvider({
      config: ctx.config,
      db: ctx.database.db,
      clock: clock.now,
    });
    await openConnections();
    // Past the service's own check, as requests that all read the old plan before any commit.
    const results = await Promise.allSettled(
      [1, 2, 3].map(() => provider.changePlan(row!.providerSubscriptionId, 'pro', 'monthly')),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused.map((result) => (result.reason as HttpError).statusCode)).toEqual([409, 409]);
    const payments = await planChangePayments(subscription.id, sessionId);
    expect(payments.map((payment) => payment.totalCents)).toEqual([2500]);
  });

  it('leaves the plan as it was and records nothing when the charge fails', async () => {
    const user = await registerUser(ctx.app);
    const { subscription, sessionId } = await subscribe(ctx.app, user.token, 'premium');
    await post(user.token, 'attach-payment-method', {
      payment_method_id: 'pm_card_visa_chargeDeclinedInsufficientFunds',
    });
    const response = await post(user.token, 'update-subscription', {
      subscription_id: subscription.id,
      plan_id: 'pro',
    });
    expect(response.statusCode).toBe(402);
    expect(response.json().code).toBe('PAYMENT_FAILED');
    expect(await current(user.token)).toEqual(subscription);
    expect((await me(ctx.app, user.token)).plan).toBe('premium');
    expect(await planChangePayments(subscription.id, sessionId)).toEqual([]);
  });

  it('records a new cycle paid in full', async () => {
    const user = await registerUser(ctx.app);
    const { subscription, sessionId } = await subscribe(ctx.app, user.token, 'premium');
    const body = { subscription_id: subscription.id, plan_id: 'premium', billing_cycle: 'yearly' };
    const quote = await post(user.token, 'preview-plan-change', body);
    expect(quote.json().quote.amount_due_now).toBe(149.99);
    expect((await post(user.token, 'update-subscription', body)).statusCode).toBe(200);
    const payments = await planChangePayments(subscription.id, sessionId);
    expect(payments.map((payment) => payment.totalCents)).toEqual([14999]);
  });

  it('quotes nothing for the same plan and cycle (409) and 404 for a stranger', async () => {
    const user = await registerUser(ctx.app);
    const stranger = await registerUser(ctx.app);
    const { subscription } = await subscribe(ctx.app, user.token, 'premium');
    const same = await post(user.token, 'preview-plan-change', {
      subscription_id: subscription.id,
      plan_id: 'premium',
    });
    expect(same.statusCode).toBe(409);
    const foreign = await post(stranger.token, 'preview-plan-change', {
      subscription_id: subscription.id,
      plan_id: 'pro',
    });
    expect(foreign.statusCode).toBe(404);
  });
});
