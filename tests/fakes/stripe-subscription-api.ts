import {
  asArray,
  asBoolean,
  asNumber,
  asObject,
  asString,
  mergeMetadata,
  type FormValue,
} from './stripe-form';
import {
  addInterval,
  invalid,
  list,
  StripeFakeError,
  type FakeSubscription,
} from './stripe-objects';
import { expanded, priceFromData } from './stripe-checkout-api';
import type { FakeStripeStore, Route, RouteContext } from './stripe-store';
import { endSubscription, invoiceFor } from './stripe-test-clock';

/** The fake's subscriptions and invoices, with Stripe's checks on their parameters. */

const param = (context: RouteContext) => context.params[0] ?? '';

function resetPeriod(store: FakeStripeStore, subscription: FakeSubscription) {
  const now = store.now();
  for (const item of subscription.items.data) {
    item.current_period_start = now;
    item.current_period_end = addInterval(now, item.price.recurring.interval);
  }
}

/**
 * Changes the items and answers the proration Stripe computes for the rest of the period (in
 * cents, positive for an upgrade) when the interval stays; a new interval is billed in full.
 */
function updateItems(
  store: FakeStripeStore,
  subscription: FakeSubscription,
  items: FormValue[],
): number {
  let proration = 0;
  for (const [index, update] of items.map(asObject).entries()) {
    const field = `items[${index}]`;
    const item = subscription.items.data.find((candidate) => candidate.id === asString(update.id));
    if (!item)
      throw invalid(
        `No such subscription item: '${asString(update.id)}'`,
        `${field}[id]`,
        'resource_missing',
      );
    const priceId = asString(update.price);
    const price = priceId
      ? store.price(priceId, `${field}[price]`)
      : update.price_data
        ? priceFromData(store, asObject(update.price_data), `${field}[price_data]`)
        : null;
    if (!price) continue;
    const intervalChanged = price.recurring.interval !== item.price.recurring.interval;
    const previous = item.price.unit_amount;
    item.price = price;
    // A change of interval starts a new billing period now, as at Stripe.
    if (intervalChanged) {
      resetPeriod(store, subscription);
      proration += price.unit_amount;
    } else {
      const length = item.current_period_end - item.current_period_start;
      const left = Math.max(0, item.current_period_end - store.now());
      proration += Math.round(((price.unit_amount - previous) * left) / Math.max(length, 1));
    }
  }
  return proration;
}

function updateSubscription(context: RouteContext): FakeSubscription {
  const { store, body } = context;
  const subscription = store.subscription(param(context));
  if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
    throw invalid('A canceled subscription can only update its cancellation_details and metadata.');
  }
  const now = store.now();
  const atPeriodEnd = asBoolean(body.cancel_at_period_end);
  if (subscription.schedule && (atPeriodEnd !== undefined || body.cancel_at !== undefined)) {
    throw invalid(
      `The subscription is managed by the subscription schedule \`${subscription.schedule}\`, and updating any cancelation behavior directly is not allowed. Please update the schedule instead.`,
    );
  }
  if (atPeriodEnd !== undefined) {
    subscription.cancel_at_period_end = atPeriodEnd;
    subscription.canceled_at = atPeriodEnd ? now : null;
    if (!atPeriodEnd) subscription.cancel_at = null;
  }
  if (body.cancel_at !== undefined) {
    subscription.cancel_at = asNumber(body.cancel_at) ?? null;
    subscription.canceled_at = subscription.cancel_at === null ? null : now;
  }
  const before = structuredClone(subscription.items.data);
  const proration = updateItems(store, subscription, asArray(body.items));
  // always_invoice: the proration is invoiced and charged at once. With error_if_incomplete a
  // charge that fails leaves the subscription as it was and answers the card error.
  if (asString(body.proration_behavior) === 'always_invoice' && proration > 0) {
    const declined = store.declineNextInvoice;
    store.declineNextInvoice = false;
    if (declined && asString(body.payment_behavior) === 'error_if_incomplete') {
      subscription.items.data = before;
      throw new StripeFakeError(
        402,
        'card_error',
        'Your card has insufficient funds.',
        'card_declined',
      );
    }
    invoiceFor(store, subscription, !declined, 'subscription_update', proration);
  }
  subscription.metadata = mergeMetadata(subscription.metadata, body.metadata);
  const defaultMethod = asString(body.default_payment_method);
  if (defaultMethod) {
    if (store.paymentMethod(defaultMethod).customer !== subscription.customer) {
      throw invalid(
        'The payment method must be attached to the customer.',
        'default_payment_method',
      );
    }
    subscription.default_payment_method = defaultMethod;
  }
  return subscription;
}

export const subscriptionRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^\/v1\/subscriptions\/([^/]+)$/,
    handle: (context) =>
      expanded(context.store, context.store.subscription(param(context)), context.body),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/subscriptions\/([^/]+)$/,
    handle: (context) => expanded(context.store, updateSubscription(context), context.body),
  },
  {
    // Cancels at once (Stripe's "cancel a subscription"); a canceled one cannot be canceled again.
    method: 'DELETE',
    pattern: /^\/v1\/subscriptions\/([^/]+)$/,
    handle: (context) => {
      const subscription = context.store.subscription(param(context));
      if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
        throw invalid('This subscription has already been canceled.', 'subscription');
      }
      return endSubscription(context.store, subscription.id);
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/invoices\/([^/]+)$/,
    handle: (context) => {
      const invoice = context.store.invoices.get(param(context));
      if (!invoice) throw invalid(`No such invoice: '${param(context)}'`, 'id', 'resource_missing');
      return invoice;
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/subscriptions$/,
    handle: (context) => {
      const customer = asString(context.body.customer);
      const found = [...context.store.subscriptions.values()].filter(
        (subscription) => !customer || subscription.customer === customer,
      );
      return list(found, '/v1/subscriptions');
    },
  },
];
