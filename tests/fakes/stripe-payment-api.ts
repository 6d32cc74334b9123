import { asString, mergeMetadata } from './stripe-form';
import {
  invalid,
  list,
  missing,
  newId,
  StripeFakeError,
  type FakeInvoice,
  type FakeRefund,
} from './stripe-objects';
import type { FakeStripeStore, Route } from './stripe-store';

/**
 * The fake's money movements: the PaymentIntent and InvoicePayment of every paid invoice, the
 * invoice payments list (how current API versions tell which payment paid an invoice) and
 * refunds of those payments.
 */

/** A paid invoice's charge, as Stripe records it: a PaymentIntent and an InvoicePayment. */
export function recordInvoicePayment(store: FakeStripeStore, invoice: FakeInvoice): void {
  if (invoice.status !== 'paid' || invoice.amount_paid === 0) return;
  const now = store.now();
  const intent = {
    id: newId('pi'),
    object: 'payment_intent' as const,
    amount: invoice.amount_paid,
    amount_received: invoice.amount_paid,
    currency: invoice.currency,
    customer: invoice.customer,
    status: 'succeeded' as const,
    created: now,
    livemode: false as const,
    amount_refunded: 0,
  };
  store.paymentIntents.set(intent.id, intent);
  const payment = {
    id: newId('inpay'),
    object: 'invoice_payment' as const,
    amount_paid: invoice.amount_paid,
    amount_requested: invoice.amount_due,
    created: now,
    currency: invoice.currency,
    invoice: invoice.id,
    is_default: true,
    livemode: false as const,
    payment: { type: 'payment_intent' as const, payment_intent: intent.id },
    status: 'paid' as const,
    status_transitions: { canceled_at: null, paid_at: now },
  };
  store.invoicePayments.set(payment.id, payment);
}

/** Every refund of a payment intent, for tests. */
export function refundsOf(store: FakeStripeStore, paymentIntentId: string): FakeRefund[] {
  return [...store.refunds.values()].filter((refund) => refund.payment_intent === paymentIntentId);
}

export const paymentRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^\/v1\/invoice_payments$/,
    handle: ({ store, body }) => {
      const invoice = asString(body.invoice);
      const status = asString(body.status);
      const found = [...store.invoicePayments.values()].filter(
        (payment) =>
          (!invoice || payment.invoice === invoice) && (!status || payment.status === status),
      );
      return list(found, '/v1/invoice_payments');
    },
  },
  {
    method: 'POST',
    pattern: /^\/v1\/refunds$/,
    handle: ({ store, body }) => {
      const intentId = asString(body.payment_intent);
      if (!intentId) throw invalid('Missing required param: payment_intent.', 'payment_intent');
      const intent = store.paymentIntents.get(intentId);
      if (!intent) throw missing('payment_intent', intentId, 'payment_intent');
      const left = intent.amount_received - intent.amount_refunded;
      if (left <= 0) {
        throw new StripeFakeError(
          400,
          'invalid_request_error',
          `Charge for PaymentIntent ${intentId} has already been refunded.`,
          'charge_already_refunded',
        );
      }
      const amount = Number(asString(body.amount) ?? left);
      if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
        throw invalid(
          `Refund amount ($${amount / 100}) is greater than unrefunded amount.`,
          'amount',
        );
      }
      intent.amount_refunded += amount;
      const refund: FakeRefund = {
        id: newId('re'),
        object: 'refund',
        amount,
        currency: intent.currency,
        payment_intent: intentId,
        reason: asString(body.reason) ?? null,
        status: 'succeeded',
        metadata: mergeMetadata({}, body.metadata),
        created: store.now(),
      };
      store.refunds.set(refund.id, refund);
      return refund;
    },
  },
];
