import {
  addInterval,
  cardBrand,
  invalid,
  newId,
  type FakePrice,
  type FakeInvoice,
  type FakePaymentMethod,
  type FakeSubscription,
} from './stripe-objects';
import { recordInvoicePayment } from './stripe-payment-api';
import type { FakeCheckoutSession, FakeStripeStore } from './stripe-store';

/**
 * What happens on Stripe's side without an API call from us: a customer paying on the hosted
 * page, renewals paid or failed, a subscription ending. Tests drive these, then deliver the
 * matching webhook events.
 */

export function invoiceFor(
  store: FakeStripeStore,
  subscription: FakeSubscription,
  paid: boolean,
  reason: FakeInvoice['billing_reason'],
  amount: number,
): FakeInvoice {
  const item = subscription.items.data[0];
  const invoice: FakeInvoice = {
    id: newId('in'),
    object: 'invoice',
    customer: subscription.customer,
    status: paid ? 'paid' : 'open',
    amount_due: amount,
    amount_paid: paid ? amount : 0,
    amount_remaining: paid ? 0 : amount,
    attempt_count: 1,
    attempted: true,
    billing_reason: reason,
    currency: subscription.currency,
    created: store.now(),
    period_start: item?.current_period_start ?? store.now(),
    period_end: item?.current_period_end ?? store.now(),
    livemode: false,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: {
        metadata: { ...subscription.metadata },
        subscription: subscription.id,
      },
    },
  };
  store.invoices.set(invoice.id, invoice);
  recordInvoicePayment(store, invoice);
  subscription.latest_invoice = invoice.id;
  return invoice;
}

export function completeCheckout(
  store: FakeStripeStore,
  sessionId: string,
  newCard: (customer: string) => FakePaymentMethod,
) {
  const session = store.session(sessionId);
  const plan = store.sessionPlans.get(sessionId);
  if (session.status !== 'open' || !plan) throw invalid(`Session ${sessionId} is not open.`);
  let customerId = session.customer;
  if (!customerId) {
    customerId = newId('cus', 14);
    store.customers.set(customerId, {
      id: customerId,
      object: 'customer',
      email: session.customer_email,
      name: null,
      created: store.now(),
      livemode: false,
      metadata: {},
      invoice_settings: { default_payment_method: null },
    });
  }
  const card = newCard(customerId);
  const now = store.now();
  const price = store.price(plan.priceId);
  const id = newId('sub');
  const subscription: FakeSubscription = {
    id,
    object: 'subscription',
    status: 'active',
    customer: customerId,
    currency: price.currency,
    collection_method: 'charge_automatically',
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    ended_at: null,
    created: now,
    start_date: now,
    default_payment_method: card.id,
    discounts: [],
    latest_invoice: null,
    livemode: false,
    metadata: { ...plan.subscriptionMetadata },
    schedule: null,
    items: {
      object: 'list',
      data: [
        {
          id: newId('si', 14),
          object: 'subscription_item',
          created: now,
          current_period_start: now,
          current_period_end: addInterval(now, price.recurring.interval),
          metadata: {},
          price,
          quantity: 1,
          subscription: id,
        },
      ],
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
    },
  };
  store.subscriptions.set(id, subscription);
  const invoice = invoiceFor(
    store,
    subscription,
    true,
    'subscription_create',
    session.amount_total,
  );
  for (const discount of session.discounts) {
    const promotion = discount.promotion_code
      ? store.promotionCodes.get(discount.promotion_code)
      : undefined;
    if (promotion) promotion.times_redeemed += 1;
    const coupon = store.coupons.get(promotion?.promotion.coupon ?? discount.coupon ?? '');
    if (coupon) coupon.times_redeemed += 1;
  }
  const completed: FakeCheckoutSession = Object.assign(session, {
    status: 'complete' as const,
    payment_status:
      session.amount_total === 0 ? ('no_payment_required' as const) : ('paid' as const),
    customer: customerId,
    subscription: id,
    invoice: invoice.id,
  });
  return { session: completed, subscription, invoice };
}

export function endSubscription(store: FakeStripeStore, id: string): FakeSubscription {
  const subscription = store.subscription(id);
  const now = store.now();
  subscription.status = 'canceled';
  subscription.canceled_at ??= now;
  subscription.ended_at = now;
  subscription.cancel_at_period_end = false;
  return subscription;
}

/**
 * The renewal at the end of the current period, as Stripe does it: the subscription moves to the
 * next period and its invoice is charged; paid keeps it active, a failed charge leaves an open
 * invoice and the subscription past_due (Stripe retries later).
 */
export function invoiceNextPeriod(
  store: FakeStripeStore,
  id: string,
  outcome: 'pay' | 'fail',
): FakeInvoice {
  const subscription = store.subscription(id);
  const item = subscription.items.data[0];
  if (!item) throw invalid(`Subscription ${id} has no items.`);
  item.current_period_start = item.current_period_end;
  item.current_period_end = addInterval(item.current_period_end, item.price.recurring.interval);
  subscription.status = outcome === 'pay' ? 'active' : 'past_due';
  return invoiceFor(
    store,
    subscription,
    outcome === 'pay',
    'subscription_cycle',
    item.price.unit_amount,
  );
}

/** A Price made in Stripe's dashboard, as STRIPE_PRICE_* settings name them. */
export function addPrice(
  store: FakeStripeStore,
  unitAmount: number,
  interval: 'month' | 'year',
): FakePrice {
  const product = newId('prod', 14);
  store.products.set(product, {
    id: product,
    object: 'product',
    name: 'Configured plan',
    active: true,
    metadata: {},
    created: store.now(),
    livemode: false,
  });
  const price: FakePrice = {
    id: newId('price'),
    object: 'price',
    active: true,
    currency: 'usd',
    unit_amount: unitAmount,
    product,
    type: 'recurring',
    recurring: { interval, interval_count: 1 },
    livemode: false,
    metadata: {},
  };
  store.prices.set(price.id, price);
  return price;
}

/** A card as Stripe.js makes it; attached to `customer` when given. */
export function newCard(
  store: FakeStripeStore,
  number: string,
  customer: string | null,
): FakePaymentMethod {
  const digits = number.replace(/\D/g, '');
  const method: FakePaymentMethod = {
    id: newId('pm'),
    object: 'payment_method',
    type: 'card',
    customer,
    created: store.now(),
    livemode: false,
    metadata: {},
    billing_details: { email: null, name: null },
    card: {
      brand: cardBrand(digits),
      last4: digits.slice(-4),
      exp_month: 12,
      exp_year: new Date(store.now() * 1000).getUTCFullYear() + 3,
      funding: 'credit',
    },
  };
  store.paymentMethods.set(method.id, method);
  return method;
}
