import type Stripe from 'stripe';
import type { RejectedCheckoutSettlement } from '../provider';
import { callStripe, isInvalidRequest, isMissingAtStripe } from './stripe-errors';
import type { StripeContext } from './stripe-context';
import { snapshotOf } from './subscriptions';

/**
 * Stripe takes a Checkout payment before any of our code runs, so a discount code that stopped
 * holding between the checkout's start and its payment (an admin switched it off, another buyer
 * took its last use) is refused when the payment reaches us (fulfilment.ts): we end the
 * subscription Stripe started, at once, and refund what was paid. Every call carries an
 * idempotency key and a repeat finds the work done, so a webhook delivered again, or the welcome
 * page reporting the same payment, settles it once.
 */
export async function settleRejectedCheckout(
  context: StripeContext,
  checkout: { providerSessionId: string; providerSubscriptionId: string },
): Promise<RejectedCheckoutSettlement> {
  const subscription = await cancelAtOnce(context, checkout);
  const session = await callStripe(() =>
    context.stripe.checkout.sessions.retrieve(checkout.providerSessionId),
  );
  const invoiceId = typeof session.invoice === 'string' ? session.invoice : session.invoice?.id;
  if (invoiceId) await refundInvoice(context, invoiceId, checkout.providerSessionId);
  return { refunded: true, subscription: subscription ? snapshotOf(context, subscription) : null };
}

async function cancelAtOnce(
  context: StripeContext,
  checkout: { providerSessionId: string; providerSubscriptionId: string },
): Promise<Stripe.Subscription | null> {
  const id = checkout.providerSubscriptionId;
  try {
    return await callStripe(() =>
      context.stripe.subscriptions.cancel(
        id,
        { cancellation_details: { comment: 'Discount code no longer valid at payment' } },
        { idempotencyKey: `amora-reject-${checkout.providerSessionId}` },
      ),
    );
  } catch (error) {
    if (isMissingAtStripe(error)) return null;
    // Already canceled (by an earlier delivery without the same key, or in the dashboard).
    if (!isInvalidRequest(error)) throw error;
    return callStripe(() => context.stripe.subscriptions.retrieve(id));
  }
}

/** Refunds every paid payment of the invoice (none when a 100% code made it free). */
async function refundInvoice(
  context: StripeContext,
  invoiceId: string,
  providerSessionId: string,
): Promise<void> {
  const payments = await callStripe(() =>
    context.stripe.invoicePayments.list({ invoice: invoiceId, status: 'paid' }),
  );
  for (const payment of payments.data) {
    const intent = payment.payment.payment_intent;
    const intentId = typeof intent === 'string' ? intent : intent?.id;
    if (!intentId || payment.amount_paid === 0) continue;
    try {
      await callStripe(() =>
        context.stripe.refunds.create(
          {
            payment_intent: intentId,
            reason: 'requested_by_customer',
            metadata: { checkoutSession: providerSessionId, why: 'discount_no_longer_valid' },
          },
          { idempotencyKey: `amora-refund-${payment.id}` },
        ),
      );
    } catch (error) {
      // Refunded already, by an earlier try whose idempotency key Stripe has since forgotten.
      if (!isInvalidRequest(error) || error.code !== 'charge_already_refunded') throw error;
    }
  }
}
