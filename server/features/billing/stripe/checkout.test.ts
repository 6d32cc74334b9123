import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser } from '#server/test/accounts';
import {
  createDiscountCode,
  currentUser,
  discountCode,
  registerUser,
  startCheckout,
  startStripeApp,
  type StripeTestContext,
} from './stripe-test-support';
import { checkoutSessions, discountCodes } from '#server/db/schema';
import { eq } from 'drizzle-orm';

let stripe: StripeTestContext;
let configuredPrice: string;

beforeAll(async () => {
  stripe = await startStripeApp((fake) => {
    configuredPrice = fake.addPrice(39999, 'year').id;
    return { STRIPE_PRICE_PRO_YEARLY: configuredPrice };
  });
});
afterAll(async () => {
  await stripe.close();
});

const sessionCreations = () => stripe.stripe.requestsTo('POST', '/v1/checkout/sessions');

describe('POST /api/stripe/create-checkout-session with Stripe', () => {
  it('creates a subscription-mode Checkout Session priced by the server', async () => {
    const user = await registerUser(stripe.ctx.app, { email: 'stripe-buyer@example.com' });
    const before = sessionCreations().length;
    const response = await asUser(
      stripe.ctx.app,
      user.token,
      'POST',
      '/api/stripe/create-checkout-session',
      { plan_id: 'premium', billing_cycle: 'monthly', amount: 1, language: 'bg' },
    );
    expect(response.statusCode).toBe(200);
    const { url, sessionId } = response.json() as { url: string; sessionId: string };
    expect(sessionId).toMatch(/^cs_test_/);
    expect(url).toBe(stripe.stripe.store.session(sessionId).url);

    const [created] = sessionCreations().slice(before);
    const body = created!.body;
    const checkoutId = (body.metadata as Record<string, string>).checkoutId;
    expect(checkoutId).toMatch(/^[0-9a-f-]{36}$/);
    const metadata = {
      userId: user.user.id,
      checkoutId,
      planId: 'premium',
      billingCycle: 'monthly',
    };
    expect(body).toMatchObject({
      mode: 'subscription',
      client_reference_id: user.user.id,
      metadata,
      subscription_data: { metadata },
      locale: 'bg',
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'usd',
            // The server's price of Premium monthly; the client's amount is ignored.
            unit_amount: '1499',
            recurring: { interval: 'month' },
            product_data: { name: 'Amora Premium (monthly)' },
          },
        },
      ],
      success_url: 'https://amora.example/bg/welcome-premium?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://amora.example/bg/plans',
    });
    expect(body.discounts).toBeUndefined();

    // One customer for the user, with the address and our id.
    const customerId = body.customer as string;
    expect(stripe.stripe.store.customer(customerId)).toMatchObject({
      email: 'stripe-buyer@example.com',
      metadata: { userId: user.user.id },
    });
    const expiresAt = Number(body.expires_at);
    const lifetime = expiresAt - Math.floor(Date.now() / 1000);
    expect(lifetime).toBeGreaterThan(23 * 3600);
    expect(lifetime).toBeLessThanOrEqual(24 * 3600);
  });

  it('answers the same session to a second call and reuses the customer', async () => {
    const user = await registerUser(stripe.ctx.app);
    const first = await startCheckout(stripe.ctx, user);
    const second = await startCheckout(stripe.ctx, user);
    expect(second).toEqual(first);
    const yearly = await startCheckout(stripe.ctx, user, {
      plan_id: 'premium',
      billing_cycle: 'yearly',
    });
    expect(yearly.sessionId).not.toBe(first.sessionId);
    const customers = stripe.stripe
      .requestsTo('POST', '/v1/customers')
      .filter(
        (request) => (request.body.metadata as Record<string, string>).userId === user.user.id,
      );
    expect(customers).toHaveLength(1);
    const sessions = [first.sessionId, yearly.sessionId].map((id) =>
      stripe.stripe.store.session(id),
    );
    expect(sessions[0]!.customer).toBe(sessions[1]!.customer);
    expect(sessions[1]!.amount_total).toBe(14999);
  });

  it('uses the configured price id of a plan and cycle when there is one', async () => {
    const user = await registerUser(stripe.ctx.app);
    const { sessionId } = await startCheckout(stripe.ctx, user, {
      plan_id: 'pro',
      billing_cycle: 'yearly',
    });
    const created = sessionCreations().at(-1)!;
    expect(created.body.line_items).toEqual([{ price: configuredPrice, quantity: '1' }]);
    expect(stripe.stripe.store.session(sessionId).amount_total).toBe(39999);
  });

  it('applies a discount code as a Stripe promotion code made once per terms', async () => {
    const code = await createDiscountCode(stripe.ctx, 'SPRING25', {
      type: 'percentage',
      value: 25,
    });
    const coupons = () => stripe.stripe.requestsTo('POST', '/v1/coupons').length;
    const couponsBefore = coupons();

    const first = await registerUser(stripe.ctx.app);
    const { sessionId } = await startCheckout(stripe.ctx, first, {
      plan_id: 'premium',
      billing_cycle: 'monthly',
      discount_code: 'spring25',
    });
    const stored = await discountCode(stripe.ctx, code.id);
    expect(stored?.stripeCouponId).toBeTruthy();
    expect(stored?.stripePromotionCodeId).toMatch(/^promo_/);
    expect(stored?.stripeTermsKey).toBe('percentage:25');
    expect(stripe.stripe.store.coupons.get(stored!.stripeCouponId!)).toMatchObject({
      percent_off: 25,
      duration: 'once',
      name: 'SPRING25',
    });
    expect(sessionCreations().at(-1)!.body.discounts).toEqual([
      { promotion_code: stored!.stripePromotionCodeId },
    ]);
    // Stripe charges what our server priced: 14.99 less 25%.
    expect(stripe.stripe.store.session(sessionId).amount_total).toBe(1499 - 375);

    const second = await registerUser(stripe.ctx.app);
    await startCheckout(stripe.ctx, second, {
      plan_id: 'pro',
      billing_cycle: 'monthly',
      discount_code: 'SPRING25',
    });
    expect(coupons()).toBe(couponsBefore + 1);
    expect(sessionCreations().at(-1)!.body.discounts).toEqual([
      { promotion_code: stored!.stripePromotionCodeId },
    ]);

    // An admin changes the terms: a new coupon and promotion code, the old one switched off.
    await stripe.ctx.database.db
      .update(discountCodes)
      .set({ type: 'fixed', value: 5 })
      .where(eq(discountCodes.id, code.id));
    const third = await registerUser(stripe.ctx.app);
    const { sessionId: fixedSession } = await startCheckout(stripe.ctx, third, {
      plan_id: 'premium',
      billing_cycle: 'monthly',
      discount_code: 'SPRING25',
    });
    const changed = await discountCode(stripe.ctx, code.id);
    expect(coupons()).toBe(couponsBefore + 2);
    expect(changed?.stripeTermsKey).toBe('fixed:5');
    expect(changed?.stripePromotionCodeId).not.toBe(stored?.stripePromotionCodeId);
    expect(stripe.stripe.store.coupons.get(changed!.stripeCouponId!)).toMatchObject({
      amount_off: 500,
      currency: 'usd',
    });
    expect(stripe.stripe.store.promotionCodes.get(stored!.stripePromotionCodeId!)?.active).toBe(
      false,
    );
    expect(stripe.stripe.store.session(fixedSession).amount_total).toBe(999);
  });

  it('answers 503 when Stripe keeps failing, and retries a passing failure', async () => {
    const user = await registerUser(stripe.ctx.app);
    stripe.stripe.failNextRequests(500, { times: 10 });
    const down = await asUser(
      stripe.ctx.app,
      user.token,
      'POST',
      '/api/stripe/create-checkout-session',
      {
        plan_id: 'premium',
        billing_cycle: 'monthly',
      },
    );
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    stripe.stripe.failNextRequests(0);

    stripe.stripe.failNextRequests(500, { times: 1 });
    const { sessionId } = await startCheckout(stripe.ctx, user);
    expect(stripe.stripe.store.session(sessionId).status).toBe('open');
  });
});

describe('one payable checkout at a time with Stripe', () => {
  const ourSession = async (id: string) =>
    (
      await stripe.ctx.database.db
        .select()
        .from(checkoutSessions)
        .where(eq(checkoutSessions.providerSessionId, id))
    )[0];

  it('a checkout for another order expires the older one at Stripe, which then takes no payment', async () => {
    const user = await registerUser(stripe.ctx.app);
    const premium = await startCheckout(stripe.ctx, user, { plan_id: 'premium' });
    const pro = await startCheckout(stripe.ctx, user, { plan_id: 'pro' });
    expect(
      stripe.stripe.requestsTo('POST', `/v1/checkout/sessions/${premium.sessionId}/expire`),
    ).toHaveLength(1);
    expect(stripe.stripe.store.session(premium.sessionId).status).toBe('expired');
    expect(() => stripe.stripe.completeCheckout(premium.sessionId)).toThrow(/not open/);
    expect((await ourSession(premium.sessionId))?.status).toBe('expired');
    expect(stripe.stripe.store.session(pro.sessionId).status).toBe('open');
    expect((await ourSession(pro.sessionId))?.status).toBe('open');
  });

  it('checkouts pressed at the same moment leave one payable session at Stripe', async () => {
    const user = await registerUser(stripe.ctx.app);
    const orders = await Promise.all([
      startCheckout(stripe.ctx, user, { plan_id: 'premium' }),
      startCheckout(stripe.ctx, user, { plan_id: 'pro' }),
      startCheckout(stripe.ctx, user, { plan_id: 'premium', billing_cycle: 'yearly' }),
    ]);
    const payable = orders.filter(
      (order) => stripe.stripe.store.session(order.sessionId).status === 'open',
    );
    expect(payable).toHaveLength(1);
    const [open] = payable;
    expect((await ourSession(open!.sessionId))?.status).toBe('open');

    // The same order pressed twice at once is one session.
    const [first, second] = await Promise.all([
      startCheckout(stripe.ctx, user, { plan_id: 'pro' }),
      startCheckout(stripe.ctx, user, { plan_id: 'pro' }),
    ]);
    expect(second.sessionId).toBe(first.sessionId);
  });

  it('refuses a new checkout while an older one was just paid, before its webhook', async () => {
    const user = await registerUser(stripe.ctx.app);
    const premium = await startCheckout(stripe.ctx, user, { plan_id: 'premium' });
    stripe.stripe.completeCheckout(premium.sessionId);
    const before = sessionCreations().length;
    const response = await asUser(
      stripe.ctx.app,
      user.token,
      'POST',
      '/api/stripe/create-checkout-session',
      { plan_id: 'pro', billing_cycle: 'monthly' },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CHECKOUT_ALREADY_PAID' });
    expect(sessionCreations()).toHaveLength(before);
    // The paid one is still fulfilled when the user lands on the welcome page.
    const confirmed = await asUser(
      stripe.ctx.app,
      user.token,
      'GET',
      `/api/stripe/confirm-session?session_id=${encodeURIComponent(premium.sessionId)}`,
    );
    expect(confirmed.statusCode).toBe(200);
    expect((await currentUser(stripe.ctx, user)).plan).toBe('premium');
  });
});

describe('GET /api/stripe/confirm-session with Stripe', () => {
  it('is 409 PAYMENT_PENDING while unpaid, then confirms the paid session: premium', async () => {
    const user = await registerUser(stripe.ctx.app);
    const { sessionId } = await startCheckout(stripe.ctx, user);
    const confirm = () =>
      asUser(
        stripe.ctx.app,
        user.token,
        'GET',
        `/api/stripe/confirm-session?session_id=${encodeURIComponent(sessionId)}`,
      );
    const pending = await confirm();
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toMatchObject({ code: 'PAYMENT_PENDING' });

    const { subscription } = stripe.stripe.completeCheckout(sessionId);
    const confirmed = await confirm();
    expect(confirmed.statusCode).toBe(200);
    const body = confirmed.json();
    expect(body.user).toMatchObject({ isPremium: true, plan: 'premium' });
    expect(body.subscription).toMatchObject({
      plan_id: 'premium',
      status: 'active',
      billing_cycle: 'monthly',
      cancel_at_period_end: false,
      provider: 'stripe',
      current_period_end: new Date(
        subscription.items.data[0]!.current_period_end * 1000,
      ).toISOString(),
    });
    // The session was read with its subscription expanded.
    const retrieval = stripe.stripe.requestsTo('GET', `/v1/checkout/sessions/${sessionId}`).at(-1);
    expect(retrieval?.body.expand).toEqual(['subscription']);

    const again = await confirm();
    expect(again.statusCode).toBe(200);
    expect(again.json().subscription.id).toBe(body.subscription.id);
    expect((await currentUser(stripe.ctx, user)).isPremium).toBe(true);
  });
});
