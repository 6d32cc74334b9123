import type Stripe from 'stripe';
import type { CheckoutOrder, CreatedCheckout, BillingEvent } from '../provider';
import { ensureCustomer } from './customers';
import { ensurePromotionCode } from './promotion-codes';
import { callStripe, isInvalidRequest, isMissingAtStripe } from './stripe-errors';
import { absoluteUrl, type StripeContext } from './stripe-context';
import { configuredPriceId, toSnapshot } from './subscription-snapshot';

const PLAN_NAMES = { premium: 'Amora Premium', pro: 'Amora Pro' } as const;

/** Stripe accepts a session lifetime from 30 minutes to 24 hours. */
const MIN_LIFETIME_S = 31 * 60;
const MAX_LIFETIME_S = 24 * 60 * 60 - 60;

function expiresAtSeconds(context: StripeContext, expiresAt: Date): number {
  const now = Math.floor(context.clock().getTime() / 1000);
  const wanted = Math.floor(expiresAt.getTime() / 1000);
  return Math.min(now + MAX_LIFETIME_S, Math.max(now + MIN_LIFETIME_S, wanted));
}

/**
 * The line item: the configured Stripe price of the plan and cycle when there is one, else an
 * inline price at the amount our server priced (the client never sends an amount).
 */
function lineItem(
  context: StripeContext,
  order: CheckoutOrder,
): Stripe.Checkout.SessionCreateParams.LineItem {
  const price = configuredPriceId(context.settings, order);
  if (price) return { price, quantity: 1 };
  return {
    quantity: 1,
    price_data: {
      currency: 'usd',
      unit_amount: order.subtotalCents,
      recurring: { interval: order.billingCycle === 'yearly' ? 'year' : 'month' },
      product_data: {
        name: `${PLAN_NAMES[order.planId]} (${order.billingCycle})`,
        metadata: { planId: order.planId },
      },
    },
  };
}

/** A hosted Checkout Session in subscription mode for an order our server priced. */
export async function createCheckoutSession(
  context: StripeContext,
  order: CheckoutOrder,
): Promise<CreatedCheckout> {
  const customer = await ensureCustomer(context, order.userId, order.email);
  const promotionCode = order.discount ? await ensurePromotionCode(context, order.discount) : null;
  const metadata = {
    userId: order.userId,
    checkoutId: order.checkoutId,
    planId: order.planId,
    billingCycle: order.billingCycle,
  };
  const session = await callStripe(() =>
    context.stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        customer,
        client_reference_id: order.userId,
        line_items: [lineItem(context, order)],
        metadata,
        subscription_data: { metadata },
        success_url: absoluteUrl(context, order.successUrl),
        cancel_url: absoluteUrl(context, order.cancelUrl),
        expires_at: expiresAtSeconds(context, order.expiresAt),
        locale: order.language,
        ...(promotionCode ? { discounts: [{ promotion_code: promotionCode }] } : {}),
      },
      // One Stripe session per checkout of ours, even if this request is retried.
      { idempotencyKey: `amora-checkout-${order.checkoutId}` },
    ),
  );
  if (!session.url) throw new Error('Stripe returned a checkout session without a url');
  return { providerSessionId: session.id, url: session.url };
}

/**
 * The completion event of a paid subscription session, or null while it is not paid (or not
 * ours). A 100% discount makes Stripe report no_payment_required, which is paid as well.
 */
export async function completedCheckoutEvent(
  context: StripeContext,
  session: Stripe.Checkout.Session,
  event: { eventId: string; occurredAt: Date },
): Promise<BillingEvent | null> {
  if (session.mode !== 'subscription' || session.status !== 'complete') return null;
  if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') {
    return null;
  }
  const userId = session.client_reference_id ?? session.metadata?.userId ?? null;
  if (!userId || !session.subscription) return null;
  const subscription =
    typeof session.subscription === 'string'
      ? await callStripe(() =>
          context.stripe.subscriptions.retrieve(session.subscription as string),
        )
      : session.subscription;
  const snapshot = toSnapshot(context.settings, subscription);
  if (!snapshot) return null;
  return {
    kind: 'checkout_completed',
    provider: 'stripe',
    eventId: event.eventId,
    occurredAt: event.occurredAt,
    providerSessionId: session.id,
    userId,
    subscription: snapshot,
  };
}

/** The welcome page asks before a webhook arrived: look at the session itself. */
export async function findCompletedCheckout(
  context: StripeContext,
  sessionId: string,
): Promise<BillingEvent | null> {
  let session: Stripe.Checkout.Session;
  try {
    session = await callStripe(() =>
      context.stripe.checkout.sessions.retrieve(sessionId, { expand: ['subscription'] }),
    );
  } catch (error) {
    if (isMissingAtStripe(error)) return null;
    throw error;
  }
  // An id of its own, so that confirming twice applies it once; the later webhook (another id)
  // finds the checkout already complete.
  return completedCheckoutEvent(context, session, {
    eventId: `confirm_${session.id}`,
    occurredAt: context.clock(),
  });
}

/**
 * Closes an open Checkout Session at Stripe, so that an older tab cannot take a second payment
 * beside a newer checkout. Stripe refuses to expire a session that is no longer open: it was
 * then paid (or it expired by itself), which a look at the session tells apart.
 */
export async function expireCheckoutSession(
  context: StripeContext,
  sessionId: string,
): Promise<'expired' | 'paid'> {
  try {
    await callStripe(() => context.stripe.checkout.sessions.expire(sessionId));
    return 'expired';
  } catch (error) {
    if (isMissingAtStripe(error)) return 'expired';
    if (!isInvalidRequest(error)) throw error;
  }
  const session = await callStripe(() => context.stripe.checkout.sessions.retrieve(sessionId));
  return session.status === 'complete' ? 'paid' : 'expired';
}
