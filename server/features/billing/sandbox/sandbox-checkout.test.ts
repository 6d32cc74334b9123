import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { checkoutSessions, subscriptions } from '#server/db/schema';
import { asUser, createTestClock, registerUser } from '#server/test/accounts';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { checkout, confirm, me, pay, subscribe, VISA } from '../billing-test-support';

const clock = createTestClock(new Date('2030-01-15T10:00:00Z'));
let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp({
    clock: clock.now,
    env: { FREE_DAILY_MESSAGES: '2' },
    engineTuning: { wordDelayMs: 0 },
  });
});
afterAll(() => ctx.close());

async function subscriptionsOf(userId: string) {
  const rows = await ctx.database.db.select().from(subscriptions);
  return rows.filter((row) => row.userId === userId);
}

function openChat(token: string, companion: string) {
  return asUser(ctx.app, token, 'POST', '/api/chats', { aiModelId: companion });
}

function send(token: string, chatId: string, text: string) {
  return asUser(ctx.app, token, 'POST', `/api/chats/${chatId}/ai-response`, { userMessage: text });
}

describe('paying in the sandbox with 4242 4242 4242 4242', () => {
  it('makes the user premium at once: companions, gallery and daily limit', async () => {
    const user = await registerUser(ctx.app);
    expect((await openChat(user.token, 'isabelle')).json()).toMatchObject({
      code: 'PREMIUM_REQUIRED',
    });
    expect((await openChat(user.token, 'isabelle')).statusCode).toBe(403);
    const before = await asUser(ctx.app, user.token, 'GET', '/api/models/isabelle');
    expect(before.json().model.gallery.slice(2)).toEqual([
      { url: null, locked: true },
      { url: null, locked: true },
    ]);
    const sophia = (await openChat(user.token, 'sophia')).json().conversation;
    expect((await send(user.token, sophia.id, 'hello')).statusCode).toBe(200);
    expect((await send(user.token, sophia.id, 'hello again')).statusCode).toBe(200);
    expect((await send(user.token, sophia.id, 'one more')).statusCode).toBe(429);

    const { sessionId } = await checkout(ctx.app, user.token);
    const session = await asUser(
      ctx.app,
      user.token,
      'GET',
      `/api/stripe/sandbox/sessions/${sessionId}`,
    );
    expect(session.json().session).toMatchObject({
      id: sessionId,
      plan_id: 'premium',
      billing_cycle: 'monthly',
      subtotal: 14.99,
      total: 14.99,
      discount: null,
      status: 'open',
      email: user.email,
      cancel_url: 'http://localhost/en/plans',
      success_url: `http://localhost/en/welcome-premium?session_id=${sessionId}`,
    });

    const paid = await pay(ctx.app, user.token, sessionId, VISA);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toEqual({
      url: `http://localhost/en/welcome-premium?session_id=${sessionId}`,
    });

    const confirmed = await confirm(ctx.app, user.token, sessionId);
    expect(confirmed.statusCode).toBe(200);
    const { subscription, user: view } = confirmed.json();
    expect(view).toMatchObject({ id: user.user.id, isPremium: true, plan: 'premium' });
    expect(subscription).toMatchObject({
      plan_id: 'premium',
      status: 'active',
      billing_cycle: 'monthly',
      cancel_at_period_end: false,
      provider: 'sandbox',
      current_period_end: '2030-02-15T10:00:00.000Z',
    });

    expect((await openChat(user.token, 'isabelle')).statusCode).toBe(201);
    const after = await asUser(ctx.app, user.token, 'GET', '/api/models/isabelle');
    for (const image of after.json().model.gallery) {
      expect(image.locked).toBe(false);
      expect(image.url).toMatch(/^\/api\/media\//);
    }
    expect((await send(user.token, sophia.id, 'premium now')).statusCode).toBe(200);
    const usage = (await asUser(ctx.app, user.token, 'GET', '/api/chats/usage')).json();
    expect(usage).toMatchObject({ limit: 600, used: 3, remaining: 597 });

    const cards = (await asUser(ctx.app, user.token, 'GET', '/api/stripe/payment-methods')).json();
    expect(cards.paymentMethods).toEqual([
      {
        id: expect.stringMatching(/^pm_sbx_/),
        brand: 'visa',
        last4: '4242',
        exp_month: 12,
        exp_year: 2040,
      },
    ]);
  });

  it('answers the success address again for a paid session and makes nothing twice', async () => {
    const user = await registerUser(ctx.app);
    const { sessionId } = await checkout(ctx.app, user.token, {
      plan_id: 'pro',
      billing_cycle: 'yearly',
    });
    const first = await pay(ctx.app, user.token, sessionId);
    const second = await pay(ctx.app, user.token, sessionId, '4000 0000 0000 9995');
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const rows = await subscriptionsOf(user.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ planId: 'pro', billingCycle: 'yearly', status: 'active' });
    expect(rows[0]!.currentPeriodEnd!.getUTCFullYear()).toBe(clock.now().getUTCFullYear() + 1);
    expect((await me(ctx.app, user.token)).plan).toBe('pro');
    const usage = (await asUser(ctx.app, user.token, 'GET', '/api/chats/usage')).json();
    expect(usage.limit).toBeNull();
  });

  it.each([
    ['5555 5555 5555 4444', 'mastercard', '123'],
    ['4000056655665556', 'visa', '123'],
    ['3782-822463-10005', 'amex', '1234'],
    ['6011111111111117', 'discover', '123'],
  ])("accepts Stripe's success test card %s", async (number, brand, cvc) => {
    const user = await registerUser(ctx.app);
    const { sessionId } = await checkout(ctx.app, user.token);
    const paid = await pay(ctx.app, user.token, sessionId, number, { cvc });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await me(ctx.app, user.token)).isPremium).toBe(true);
    const cards = (await asUser(ctx.app, user.token, 'GET', '/api/stripe/payment-methods')).json();
    expect(cards.paymentMethods[0]).toMatchObject({
      brand,
      last4: number.replace(/\D/g, '').slice(-4),
    });
  });
});

describe('one payable checkout at a time', () => {
  const session = (token: string, id: string) =>
    asUser(ctx.app, token, 'GET', `/api/stripe/sandbox/sessions/${encodeURIComponent(id)}`);

  it('a newer checkout closes the older one: the older says expired and takes no payment', async () => {
    const user = await registerUser(ctx.app);
    const monthly = await checkout(ctx.app, user.token, {
      plan_id: 'premium',
      billing_cycle: 'monthly',
    });
    const yearly = await checkout(ctx.app, user.token, {
      plan_id: 'premium',
      billing_cycle: 'yearly',
    });
    expect((await session(user.token, monthly.sessionId)).json().session.status).toBe('expired');
    const older = await pay(ctx.app, user.token, monthly.sessionId);
    expect(older.statusCode).toBe(410);
    expect(older.json().code).toBe('CHECKOUT_EXPIRED');
    expect(await subscriptionsOf(user.user.id)).toEqual([]);

    expect((await pay(ctx.app, user.token, yearly.sessionId)).statusCode).toBe(200);
    const owned = await subscriptionsOf(user.user.id);
    expect(owned.map((row) => [row.planId, row.billingCycle])).toEqual([['premium', 'yearly']]);
  });

  it('pressing Buy again for the same order keeps its checkout open', async () => {
    const user = await registerUser(ctx.app);
    const first = await checkout(ctx.app, user.token, { plan_id: 'pro' });
    const again = await checkout(ctx.app, user.token, { plan_id: 'pro' });
    expect(again.sessionId).toBe(first.sessionId);
    expect((await session(user.token, first.sessionId)).json().session.status).toBe('open');
  });

  it('a session made at the same moment as another is not paid beside its subscription', async () => {
    const user = await registerUser(ctx.app);
    const premium = await checkout(ctx.app, user.token, { plan_id: 'premium' });
    const pro = await checkout(ctx.app, user.token, { plan_id: 'pro' });
    // Two presses at the very same moment both find nothing to close: both stay open.
    await ctx.database.db
      .update(checkoutSessions)
      .set({ status: 'open' })
      .where(eq(checkoutSessions.providerSessionId, premium.sessionId));
    expect((await pay(ctx.app, user.token, premium.sessionId)).statusCode).toBe(200);
    const second = await pay(ctx.app, user.token, pro.sessionId);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'HAS_SUBSCRIPTION', planId: 'premium' });
    const owned = await subscriptionsOf(user.user.id);
    expect(owned.map((row) => row.planId)).toEqual(['premium']);
  });
});

describe('failed sandbox payments', () => {
  async function attempt(cardNumber: string, extra: Record<string, unknown> = {}) {
    const user = await registerUser(ctx.app);
    const { sessionId } = await checkout(ctx.app, user.token);
    const response = await pay(ctx.app, user.token, sessionId, cardNumber, extra);
    return { user, sessionId, response };
  }

  async function stillFree(token: string, sessionId: string) {
    expect((await me(ctx.app, token)).isPremium).toBe(false);
    expect((await confirm(ctx.app, token, sessionId)).statusCode).toBe(409);
    const session = await asUser(
      ctx.app,
      token,
      'GET',
      `/api/stripe/sandbox/sessions/${sessionId}`,
    );
    expect(session.json().session.status).toBe('open');
  }

  it('4000 0000 0000 9995 fails with "Payment failed: Insufficient funds" and stays free', async () => {
    const { user, sessionId, response } = await attempt('4000 0000 0000 9995');
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({
      error: 'Payment failed: Insufficient funds',
      code: 'PAYMENT_FAILED',
    });
    await stillFree(user.token, sessionId);
    // The same session can still be paid with another card.
    expect((await pay(ctx.app, user.token, sessionId, VISA)).statusCode).toBe(200);
    expect((await me(ctx.app, user.token)).isPremium).toBe(true);
  });

  it('4000 0000 0000 0002 is declined', async () => {
    const { user, sessionId, response } = await attempt('4000000000000002');
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({
      error: 'Your card was declined.',
      code: 'CARD_DECLINED',
    });
    await stillFree(user.token, sessionId);
  });

  it('declines a valid number that is not a Stripe test card', async () => {
    const { user, sessionId, response } = await attempt('4111 1111 1111 1111');
    expect(response.statusCode).toBe(402);
    expect(response.json().code).toBe('CARD_DECLINED');
    expect(response.json().error).toContain('Stripe test cards');
    await stillFree(user.token, sessionId);
  });

  it('reports the other documented declines in Stripe words', async () => {
    expect((await attempt('4000000000000069')).response.json().error).toBe(
      'Your card has expired.',
    );
    expect((await attempt('4000000000000127')).response.json().error).toBe(
      "Your card's security code is incorrect.",
    );
  });

  it.each([
    ['4242424242424241', {}, 'Your card number is incorrect.'],
    [VISA, { expMonth: 12, expYear: 2029 }, 'Your card has expired.'],
    [VISA, { expMonth: 12, expYear: 29 }, 'Your card has expired.'],
    [VISA, { expMonth: 13 }, 'Invalid expiry month.'],
    [VISA, { cvc: '12' }, 'The security code has 3 or 4 digits.'],
    [VISA, { cvc: 'abc' }, 'The security code must be digits.'],
    ['4242', {}, 'The card number must have 12 to 19 digits.'],
    ['abcd efgh ijkl mnop', {}, 'The card number must have 12 to 19 digits.'],
  ])('answers 400 for the card %s %j', async (cardNumber, extra, message) => {
    const { user, sessionId, response } = await attempt(cardNumber, extra);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(response.json().error).toContain(message);
    await stillFree(user.token, sessionId);
  });

  it('accepts a card that expires this month', async () => {
    const { response } = await attempt(VISA, { expMonth: 1, expYear: 2030 });
    expect(response.statusCode).toBe(200);
  });

  it('answers 410 CHECKOUT_EXPIRED once the session has expired', async () => {
    const user = await registerUser(ctx.app);
    const { sessionId } = await checkout(ctx.app, user.token, { plan_id: 'pro' });
    clock.advance(25 * 60 * 60 * 1000);
    const response = await pay(ctx.app, user.token, sessionId);
    expect(response.statusCode).toBe(410);
    expect(response.json().code).toBe('CHECKOUT_EXPIRED');
    const session = await asUser(
      ctx.app,
      user.token,
      'GET',
      `/api/stripe/sandbox/sessions/${sessionId}`,
    );
    expect(session.json().session.status).toBe('expired');
    expect((await me(ctx.app, user.token)).isPremium).toBe(false);
  });
});

describe("another user's sandbox session", () => {
  it('is a 404 to read, to pay and to confirm, and stays unpaid', async () => {
    const owner = await registerUser(ctx.app);
    const stranger = await registerUser(ctx.app);
    const { sessionId } = await checkout(ctx.app, owner.token);
    const read = await asUser(
      ctx.app,
      stranger.token,
      'GET',
      `/api/stripe/sandbox/sessions/${sessionId}`,
    );
    expect(read.statusCode).toBe(404);
    expect((await pay(ctx.app, stranger.token, sessionId)).statusCode).toBe(404);
    expect((await me(ctx.app, stranger.token)).isPremium).toBe(false);
    expect((await confirm(ctx.app, owner.token, sessionId)).statusCode).toBe(409);
    const paid = await subscribe(ctx.app, owner.token, 'pro');
    expect((await confirm(ctx.app, stranger.token, paid.sessionId)).statusCode).toBe(404);
  });

  it('answers 401 signed out and 404 for an unknown id', async () => {
    const user = await registerUser(ctx.app);
    const signedOut = await ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/sandbox/pay',
      payload: {
        sessionId: 'cs_test_sbx_x',
        cardNumber: VISA,
        expMonth: 1,
        expYear: 2031,
        cvc: '123',
      },
    });
    expect(signedOut.statusCode).toBe(401);
    const unknown = await asUser(
      ctx.app,
      user.token,
      'GET',
      '/api/stripe/sandbox/sessions/cs_test_sbx_none',
    );
    expect(unknown.statusCode).toBe(404);
  });
});
