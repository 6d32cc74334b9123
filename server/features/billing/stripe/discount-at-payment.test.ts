import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundsOf } from '#tests/fakes/stripe-payment-api';
import { checkoutSessions, discountCodes, subscriptions } from '#server/db/schema';
import { asUser } from '#server/test/accounts';
import {
  createDiscountCode,
  currentUser,
  deliver,
  discountCode,
  registerUser,
  startCheckout,
  startStripeApp,
  type StripeTestContext,
} from './stripe-test-support';

/**
 * Stripe takes a Checkout payment before we hear of it, so a code that no longer holds when the
 * payment reaches us is refused there: the subscription ends at once, the payment is refunded,
 * and the welcome page says so with the way on. Only one payment per remaining use keeps its
 * discount, however many checkouts were opened and paid at the same time.
 */

let stripe: StripeTestContext;

beforeAll(async () => {
  stripe = await startStripeApp();
});
afterAll(async () => {
  await stripe.close();
});

async function ourSession(sessionId: string) {
  const [row] = await stripe.ctx.database.db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.providerSessionId, sessionId));
  return row!;
}

function paymentIntentOf(invoiceId: string): string {
  const payment = [...stripe.stripe.store.invoicePayments.values()].find(
    (candidate) => candidate.invoice === invoiceId,
  );
  return payment!.payment.payment_intent;
}

function confirmSession(token: string, sessionId: string) {
  return asUser(
    stripe.ctx.app,
    token,
    'GET',
    `/api/stripe/confirm-session?session_id=${encodeURIComponent(sessionId)}`,
  );
}

describe('a discount code is re-validated when Stripe reports the payment', () => {
  it('keeps one discount for a one-use code; the other payments are refunded and ended', async () => {
    const code = await createDiscountCode(stripe.ctx, 'STRIPEONCE', {
      type: 'percentage',
      value: 50,
    });
    await stripe.ctx.database.db
      .update(discountCodes)
      .set({ maxUses: 1 })
      .where(eq(discountCodes.id, code.id));
    const buyers = await Promise.all([1, 2, 3].map(() => registerUser(stripe.ctx.app)));
    const checkouts = await Promise.all(
      buyers.map((buyer) =>
        startCheckout(stripe.ctx, buyer, {
          plan_id: 'premium',
          billing_cycle: 'monthly',
          discount_code: 'STRIPEONCE',
        }),
      ),
    );
    // All three pay on Stripe's page at half price before any webhook reaches us.
    const paid = checkouts.map(({ sessionId }) => stripe.stripe.completeCheckout(sessionId));
    for (const { invoice } of paid) expect(invoice.amount_paid).toBe(749);

    const deliveries = await Promise.all(
      paid.map(({ session }) => deliver(stripe, 'checkout.session.completed', session)),
    );
    for (const { response } of deliveries) expect(response.statusCode).toBe(200);
    expect((await discountCode(stripe.ctx, code.id))!.used).toBe(1);

    const outcomes = await Promise.all(
      checkouts.map(async ({ sessionId }, index) => ({
        index,
        session: await ourSession(sessionId),
      })),
    );
    const kept = outcomes.filter(({ session }) => session.status === 'complete');
    const refused = outcomes.filter(({ session }) => session.status === 'rejected');
    expect(kept).toHaveLength(1);
    expect(refused).toHaveLength(2);

    const winner = kept[0]!.index;
    expect((await currentUser(stripe.ctx, buyers[winner]!)).plan).toBe('premium');
    expect(refundsOf(stripe.stripe.store, paymentIntentOf(paid[winner]!.invoice.id))).toEqual([]);

    for (const { index, session } of refused) {
      const buyer = buyers[index]!;
      const { subscription, invoice } = paid[index]!;
      expect(session).toMatchObject({ rejectionReason: 'exhausted' });
      expect(session.refundedAt).not.toBeNull();
      // Stripe's side: the subscription ended at once, the whole payment refunded, once.
      expect(stripe.stripe.store.subscription(subscription.id).status).toBe('canceled');
      const refunds = refundsOf(stripe.stripe.store, paymentIntentOf(invoice.id));
      expect(refunds.map((refund) => refund.amount)).toEqual([749]);
      // Ours: no plan; the subscription is stored as ended, so a late "created" event of its
      // active start cannot grant the plan.
      expect((await currentUser(stripe.ctx, buyer)).plan).toBe('basic');
      const [row] = await stripe.ctx.database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.providerSubscriptionId, subscription.id));
      expect(row?.status).toBe('canceled');
      const late = await deliver(
        stripe,
        'customer.subscription.created',
        { ...subscription, status: 'active' },
        { created: subscription.created },
      );
      expect(late.response.statusCode).toBe(200);
      expect((await currentUser(stripe.ctx, buyer)).plan).toBe('basic');

      // The welcome page says what happened and how to go on.
      const welcome = await confirmSession(buyer.token, checkouts[index]!.sessionId);
      expect(welcome.statusCode).toBe(409);
      expect(welcome.json()).toMatchObject({
        code: 'DISCOUNT_NO_LONGER_VALID',
        reason: 'exhausted',
        refunded: true,
        plan_id: 'premium',
        billing_cycle: 'monthly',
      });
      expect(welcome.json().error).toContain('refunded');

      // Stripe delivers the same payment again: nothing is refunded twice.
      const again = await deliver(stripe, 'checkout.session.completed', paid[index]!.session);
      expect(again.response.statusCode).toBe(200);
      expect(refundsOf(stripe.stripe.store, paymentIntentOf(invoice.id))).toHaveLength(1);
    }
    expect((await discountCode(stripe.ctx, code.id))!.used).toBe(1);
  });

  it('refunds a payment made with a code that was switched off after the checkout opened', async () => {
    const code = await createDiscountCode(stripe.ctx, 'STRIPEOFF', {
      type: 'fixed',
      value: 100,
    });
    const buyer = await registerUser(stripe.ctx.app);
    const { sessionId } = await startCheckout(stripe.ctx, buyer, {
      plan_id: 'pro',
      billing_cycle: 'yearly',
      discount_code: 'STRIPEOFF',
    });
    await stripe.ctx.database.db
      .update(discountCodes)
      .set({ isActive: false })
      .where(eq(discountCodes.id, code.id));
    const { session, invoice, subscription } = stripe.stripe.completeCheckout(sessionId);
    expect(invoice.amount_paid).toBe(39999 - 10000);
    // The welcome page comes first this time: it asks Stripe, which reports the payment.
    const welcome = await confirmSession(buyer.token, sessionId);
    expect(welcome.statusCode).toBe(409);
    expect(welcome.json()).toMatchObject({
      code: 'DISCOUNT_NO_LONGER_VALID',
      reason: 'inactive',
      refunded: true,
    });
    expect(stripe.stripe.store.subscription(subscription.id).status).toBe('canceled');
    expect(
      refundsOf(stripe.stripe.store, paymentIntentOf(invoice.id)).map((refund) => refund.amount),
    ).toEqual([29999]);
    // The webhook that follows finds it settled.
    await deliver(stripe, 'checkout.session.completed', session);
    expect(refundsOf(stripe.stripe.store, paymentIntentOf(invoice.id))).toHaveLength(1);
    expect((await currentUser(stripe.ctx, buyer)).plan).toBe('basic');
    expect((await discountCode(stripe.ctx, code.id))!.used).toBe(0);
  });
});
