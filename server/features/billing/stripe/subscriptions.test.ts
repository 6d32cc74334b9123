import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { checkoutSessions } from '#server/db/schema';
import { asUser, type TestUser } from '#server/test/accounts';
import {
  currentUser,
  deliver,
  registerUser,
  startCheckout,
  startStripeApp,
  storedSubscription,
  type StripeTestContext,
} from './stripe-test-support';

let stripe: StripeTestContext;

beforeAll(async () => {
  stripe = await startStripeApp();
});
afterAll(async () => {
  await stripe.close();
});

interface Subscriber {
  user: TestUser;
  /** Our subscription id (the API's). */
  id: string;
  stripeId: string;
  customerId: string;
}

/** A user who paid on Stripe's page; the webhook delivered. */
async function subscriber(card?: string): Promise<Subscriber> {
  const user = await registerUser(stripe.ctx.app);
  const { sessionId } = await startCheckout(stripe.ctx, user);
  const { session, subscription } = stripe.stripe.completeCheckout(sessionId, { card });
  await deliver(stripe, 'checkout.session.completed', session);
  const stored = await storedSubscription(stripe.ctx, subscription.id);
  return { user, id: stored!.id, stripeId: subscription.id, customerId: subscription.customer };
}

const call = (user: TestUser, method: 'GET' | 'POST' | 'DELETE', url: string, body?: object) =>
  asUser(stripe.ctx.app, user.token, method, url, body);

const updatesOf = (stripeId: string) =>
  stripe.stripe.requestsTo('POST', `/v1/subscriptions/${stripeId}`);

describe('subscription changes through Stripe', () => {
  it('cancels at the period end, then reactivates', async () => {
    const { user, id, stripeId } = await subscriber();

    const cancelled = await call(user, 'POST', '/api/stripe/cancel-subscription', {
      subscription_id: id,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().subscription).toMatchObject({
      cancel_at_period_end: true,
      status: 'active',
    });
    expect(updatesOf(stripeId).at(-1)?.body).toEqual({ cancel_at_period_end: 'true' });
    expect(stripe.stripe.store.subscription(stripeId).cancel_at_period_end).toBe(true);
    expect((await storedSubscription(stripe.ctx, stripeId))?.cancelAtPeriodEnd).toBe(true);
    expect((await currentUser(stripe.ctx, user)).isPremium).toBe(true);

    const reactivated = await call(user, 'POST', '/api/stripe/reactivate-subscription', {
      subscription_id: id,
    });
    expect(reactivated.statusCode).toBe(200);
    expect(reactivated.json().subscription).toMatchObject({ cancel_at_period_end: false });
    expect(updatesOf(stripeId).at(-1)?.body).toEqual({ cancel_at_period_end: 'false' });
    expect(stripe.stripe.store.subscription(stripeId).cancel_at_period_end).toBe(false);
    expect((await storedSubscription(stripe.ctx, stripeId))?.cancelAtPeriodEnd).toBe(false);
  });

  it('reactivation clears a cancel_at date set in the customer portal', async () => {
    const { user, id, stripeId } = await subscriber();
    const inAWeek = Math.floor(Date.now() / 1000) + 7 * 86400;
    const portalChange = stripe.stripe.updateSubscription(stripeId, { cancel_at: inAWeek });
    await deliver(stripe, 'customer.subscription.updated', portalChange);

    const reactivated = await call(user, 'POST', '/api/stripe/reactivate-subscription', {
      subscription_id: id,
    });
    expect(reactivated.statusCode).toBe(200);
    expect(updatesOf(stripeId).at(-1)?.body).toEqual({ cancel_at: '' });
    expect(stripe.stripe.store.subscription(stripeId).cancel_at).toBeNull();
    expect(reactivated.json().subscription.cancel_at_period_end).toBe(false);
  });

  it('changes the plan with an inline price of our catalogue, prorated', async () => {
    const { user, id, stripeId } = await subscriber();
    const itemId = stripe.stripe.store.subscription(stripeId).items.data[0]!.id;

    const changed = await call(user, 'POST', '/api/stripe/update-subscription', {
      subscription_id: id,
      plan_id: 'pro',
      billing_cycle: 'yearly',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().subscription).toMatchObject({ plan_id: 'pro', billing_cycle: 'yearly' });
    expect(updatesOf(stripeId).at(-1)?.body).toEqual({
      items: [
        {
          id: itemId,
          price_data: {
            currency: 'usd',
            product: 'amora_pro',
            unit_amount: '39999',
            recurring: { interval: 'year' },
          },
        },
      ],
      proration_behavior: 'always_invoice',
      payment_behavior: 'error_if_incomplete',
      metadata: { planId: 'pro', billingCycle: 'yearly' },
      // Its paid invoice is recorded as a payment.
      expand: ['latest_invoice'],
    });
    const atStripe = stripe.stripe.store.subscription(stripeId);
    expect(atStripe.items.data[0]!.price).toMatchObject({
      unit_amount: 39999,
      product: 'amora_pro',
    });
    expect(atStripe.metadata).toMatchObject({ userId: user.user.id, planId: 'pro' });
    expect(await storedSubscription(stripe.ctx, stripeId)).toMatchObject({
      planId: 'pro',
      billingCycle: 'yearly',
      currentPeriodEnd: new Date(atStripe.items.data[0]!.current_period_end * 1000),
    });
    expect(await currentUser(stripe.ctx, user)).toMatchObject({ plan: 'pro' });

    // The product is made once under its fixed id and reused.
    const other = await subscriber();
    await call(other.user, 'POST', '/api/stripe/update-subscription', {
      subscription_id: other.id,
      plan_id: 'pro',
    });
    expect(stripe.stripe.requestsTo('POST', '/v1/products')).toHaveLength(1);
  });

  it('invoices a same-cycle upgrade at once and grants it only when that invoice is paid', async () => {
    const { user, id, stripeId } = await subscriber();
    const invoicesBefore = stripe.stripe.store.invoices.size;
    stripe.stripe.store.declineNextInvoice = true;
    const declined = await call(user, 'POST', '/api/stripe/update-subscription', {
      subscription_id: id,
      plan_id: 'pro',
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().code).toBe('CARD_DECLINED');
    expect(stripe.stripe.store.subscription(stripeId).items.data[0]!.price.unit_amount).toBe(1499);
    expect(await storedSubscription(stripe.ctx, stripeId)).toMatchObject({ planId: 'premium' });
    expect(await currentUser(stripe.ctx, user)).toMatchObject({ plan: 'premium' });
    expect(stripe.stripe.store.invoices.size).toBe(invoicesBefore);

    const paid = await call(user, 'POST', '/api/stripe/update-subscription', {
      subscription_id: id,
      plan_id: 'pro',
    });
    expect(paid.statusCode).toBe(200);
    const atStripe = stripe.stripe.store.subscription(stripeId);
    const invoice = stripe.stripe.store.invoices.get(atStripe.latest_invoice!)!;
    expect(invoice).toMatchObject({ billing_reason: 'subscription_update', status: 'paid' });
    // The whole period is left (the fake's clock has not moved): the whole difference.
    expect(invoice.amount_paid).toBe(3999 - 1499);
    expect(await currentUser(stripe.ctx, user)).toMatchObject({ plan: 'pro' });
  });

  it('records a paid upgrade as a payment once (revenue), whether its answer or its webhook does', async () => {
    const { user, id, stripeId } = await subscriber();
    const payments = async (invoiceId: string) =>
      stripe.ctx.database.db
        .select()
        .from(checkoutSessions)
        .where(eq(checkoutSessions.providerSessionId, invoiceId));
    stripe.stripe.store.declineNextInvoice = true;
    await call(user, 'POST', '/api/stripe/update-subscription', {
      subscription_id: id,
      plan_id: 'pro',
    });
    const declinedInvoice = stripe.stripe.store.subscription(stripeId).latest_invoice!;
    expect(await payments(declinedInvoice)).toEqual([]);

    const paid = await call(user, 'POST', '/api/stripe/update-subscription', {
      subscription_id: id,
      plan_id: 'pro',
    });
    expect(paid.statusCode).toBe(200);
    const invoice = stripe.stripe.store.invoices.get(
      stripe.stripe.store.subscription(stripeId).latest_invoice!,
    )!;
    expect(await payments(invoice.id)).toMatchObject([
      { status: 'complete', totalCents: 3999 - 1499, planId: 'pro', userId: user.user.id },
    ]);

    // Its invoice.paid webhook finds it counted; without the answer's record it counts it.
    expect((await deliver(stripe, 'invoice.paid', invoice)).response.statusCode).toBe(200);
    expect(await payments(invoice.id)).toHaveLength(1);
    await stripe.ctx.database.db
      .delete(checkoutSessions)
      .where(eq(checkoutSessions.providerSessionId, invoice.id));
    expect((await deliver(stripe, 'invoice.paid', invoice)).response.statusCode).toBe(200);
    expect(await payments(invoice.id)).toMatchObject([{ totalCents: 2500, status: 'complete' }]);
  });

  it('answers 409 when Stripe refuses a change (ended there, webhook still on its way)', async () => {
    const { user, id, stripeId } = await subscriber();
    stripe.stripe.deleteSubscription(stripeId);
    const response = await call(user, 'POST', '/api/stripe/cancel-subscription', {
      subscription_id: id,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT' });
    expect(response.json().error).toMatch(/^Stripe refused the change: /);
  });

  it("answers 404 for another user's subscription and calls Stripe for nothing", async () => {
    const owner = await subscriber();
    const stranger = await registerUser(stripe.ctx.app);
    const before = updatesOf(owner.stripeId).length;
    const response = await call(stranger, 'POST', '/api/stripe/cancel-subscription', {
      subscription_id: owner.id,
    });
    expect(response.statusCode).toBe(404);
    expect(updatesOf(owner.stripeId)).toHaveLength(before);
  });
});

describe('payment methods and the customer portal through Stripe', () => {
  it('lists the saved card and deletes only the own one', async () => {
    const owner = await subscriber('5555555555554444');
    const other = await subscriber();

    const listed = await call(owner.user, 'GET', '/api/stripe/payment-methods');
    expect(listed.statusCode).toBe(200);
    const methods = listed.json().paymentMethods as { id: string }[];
    expect(methods).toEqual([
      {
        id: expect.stringMatching(/^pm_/),
        brand: 'mastercard',
        last4: '4444',
        exp_month: 12,
        exp_year: expect.any(Number),
      },
    ]);

    const othersCard = (await call(other.user, 'GET', '/api/stripe/payment-methods')).json()
      .paymentMethods[0].id as string;
    const refused = await call(owner.user, 'DELETE', `/api/stripe/payment-methods/${othersCard}`);
    expect(refused.statusCode).toBe(404);
    expect(stripe.stripe.store.paymentMethod(othersCard).customer).toBe(other.customerId);
    const unknown = await call(owner.user, 'DELETE', '/api/stripe/payment-methods/pm_doesnotexist');
    expect(unknown.statusCode).toBe(404);

    const deleted = await call(
      owner.user,
      'DELETE',
      `/api/stripe/payment-methods/${methods[0]!.id}`,
    );
    expect(deleted.statusCode).toBe(204);
    expect(stripe.stripe.store.paymentMethod(methods[0]!.id).customer).toBeNull();
    expect((await call(owner.user, 'GET', '/api/stripe/payment-methods')).json()).toEqual({
      paymentMethods: [],
    });
  });

  it('has no cards for a user who never paid, without creating a customer', async () => {
    const user = await registerUser(stripe.ctx.app);
    const before = stripe.stripe.requestsTo('POST', '/v1/customers').length;
    const listed = await call(user, 'GET', '/api/stripe/payment-methods');
    expect(listed.json()).toEqual({ paymentMethods: [] });
    expect(stripe.stripe.requestsTo('POST', '/v1/customers')).toHaveLength(before);
  });

  it('creates a SetupIntent and attaches a new card as the default', async () => {
    const { user, stripeId, customerId } = await subscriber();
    const intent = await call(user, 'POST', '/api/stripe/create-setup-intent');
    expect(intent.statusCode).toBe(200);
    expect(intent.json().clientSecret).toMatch(/^seti_\w+_secret_\w+$/);
    expect(stripe.stripe.requestsTo('POST', '/v1/setup_intents').at(-1)?.body).toMatchObject({
      customer: customerId,
      usage: 'off_session',
    });

    const card = stripe.stripe.createPaymentMethod('4000056655665556');
    const attached = await call(user, 'POST', '/api/stripe/attach-payment-method', {
      payment_method_id: card.id,
    });
    expect(attached.statusCode).toBe(200);
    expect(stripe.stripe.store.paymentMethod(card.id).customer).toBe(customerId);
    expect(stripe.stripe.store.customer(customerId).invoice_settings.default_payment_method).toBe(
      card.id,
    );
    expect(stripe.stripe.store.subscription(stripeId).default_payment_method).toBe(card.id);

    const missing = await call(user, 'POST', '/api/stripe/attach-payment-method', {
      payment_method_id: 'pm_missing',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('opens the customer portal with a way back to the settings', async () => {
    const { user, customerId } = await subscriber();
    const response = await call(user, 'POST', '/api/stripe/customer-portal');
    expect(response.statusCode).toBe(200);
    const portal = [...stripe.stripe.store.portalSessions.values()].at(-1) as Record<
      string,
      string
    >;
    expect(response.json()).toEqual({ url: portal.url });
    expect(portal.url).toMatch(/^https:\/\/billing\.stripe\.com\//);
    expect(portal).toMatchObject({
      customer: customerId,
      return_url: expect.stringMatching(
        /^https:\/\/amora\.example\/(en|bg)\/settings\?tab=subscription$/,
      ),
    });
  });
});

describe('GET /api/config with Stripe', () => {
  it('says payments go through Stripe', async () => {
    const response = await stripe.ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toMatchObject({ payments: 'stripe' });
  });
});
