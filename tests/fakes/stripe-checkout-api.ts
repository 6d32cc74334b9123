import {
  asArray,
  asNumber,
  asObject,
  asString,
  mergeMetadata,
  type FormObject,
  type FormValue,
} from './stripe-form';
import { invalid, newId, type FakePrice } from './stripe-objects';
import type { FakeCheckoutSession, FakeStripeStore, Route, RouteContext } from './stripe-store';

/** The fake's Checkout Sessions, with Stripe's checks on their parameters. */

const param = (context: RouteContext) => context.params[0] ?? '';

/** An inline price (`price_data`), made into a Price object the way Stripe does. */
export function priceFromData(store: FakeStripeStore, data: FormObject, field: string): FakePrice {
  const recurring = asObject(data.recurring);
  const interval = asString(recurring.interval);
  if (interval !== 'month' && interval !== 'year') {
    throw invalid(
      'Subscription mode needs a recurring price: recurring[interval] is required.',
      `${field}[recurring][interval]`,
    );
  }
  const unitAmount = asNumber(data.unit_amount);
  if (unitAmount === undefined || !Number.isInteger(unitAmount) || unitAmount < 0) {
    throw invalid('Invalid integer: unit_amount', `${field}[unit_amount]`);
  }
  let productId = asString(data.product);
  if (productId) store.product(productId, `${field}[product]`);
  else {
    const productData = asObject(data.product_data);
    const name = asString(productData.name);
    if (!name)
      throw invalid('Missing required param: product_data[name].', `${field}[product_data][name]`);
    productId = newId('prod', 14);
    store.products.set(productId, {
      id: productId,
      object: 'product',
      name,
      active: true,
      metadata: mergeMetadata({}, productData.metadata),
      created: store.now(),
      livemode: false,
    });
  }
  const price: FakePrice = {
    id: newId('price'),
    object: 'price',
    active: false,
    currency: asString(data.currency) ?? 'usd',
    unit_amount: unitAmount,
    product: productId,
    type: 'recurring',
    recurring: { interval, interval_count: 1 },
    livemode: false,
    metadata: {},
  };
  store.prices.set(price.id, price);
  return price;
}

function discountOff(store: FakeStripeStore, discounts: FormValue[], subtotal: number): number {
  let off = 0;
  for (const discount of discounts.map(asObject)) {
    const promotionId = asString(discount.promotion_code);
    const promotion = promotionId ? store.promotionCodes.get(promotionId) : undefined;
    if (promotionId && (!promotion || !promotion.active)) {
      throw invalid(
        `No such promotion code: '${promotionId}'`,
        'discounts[0][promotion_code]',
        'resource_missing',
      );
    }
    const couponId = promotion?.promotion.coupon ?? asString(discount.coupon);
    const coupon = couponId ? store.coupons.get(couponId) : undefined;
    if (!coupon)
      throw invalid(`No such coupon: '${couponId}'`, 'discounts[0][coupon]', 'resource_missing');
    off += coupon.percent_off
      ? Math.round((subtotal * coupon.percent_off) / 100)
      : (coupon.amount_off ?? 0);
  }
  return Math.min(subtotal, off);
}

function createSession(context: RouteContext): FakeCheckoutSession {
  const { store, body } = context;
  if (asString(body.mode) !== 'subscription') {
    throw invalid('The fake Stripe supports mode=subscription only.', 'mode');
  }
  const successUrl = asString(body.success_url);
  if (!successUrl) throw invalid('Missing required param: success_url.', 'success_url');
  const customer = asString(body.customer);
  if (customer) store.customer(customer);
  const items = asArray(body.line_items).map(asObject);
  if (items.length !== 1)
    throw invalid('The fake Stripe expects exactly one line item.', 'line_items');
  const item = items[0] ?? {};
  const priceId = asString(item.price);
  const price = priceId
    ? store.price(priceId, 'line_items[0][price]')
    : priceFromData(store, asObject(item.price_data), 'line_items[0][price_data]');
  const quantity = asNumber(item.quantity) ?? 1;
  const now = store.now();
  const expiresAt = asNumber(body.expires_at) ?? now + 24 * 3600;
  if (expiresAt - now < 30 * 60 || expiresAt - now > 24 * 3600) {
    throw invalid(
      'The `expires_at` timestamp must be 30 minutes to 24 hours from now.',
      'expires_at',
    );
  }
  const discounts = asArray(body.discounts);
  const subtotal = price.unit_amount * quantity;
  const id = newId('cs_test', 58);
  const session: FakeCheckoutSession = {
    id,
    object: 'checkout.session',
    mode: 'subscription',
    status: 'open',
    payment_status: 'unpaid',
    customer: customer ?? null,
    customer_email: asString(body.customer_email) ?? null,
    client_reference_id: asString(body.client_reference_id) ?? null,
    metadata: mergeMetadata({}, body.metadata),
    success_url: successUrl,
    cancel_url: asString(body.cancel_url) ?? null,
    url: `https://checkout.stripe.com/c/pay/${id}`,
    expires_at: expiresAt,
    created: now,
    currency: price.currency,
    amount_subtotal: subtotal,
    amount_total: subtotal - discountOff(store, discounts, subtotal),
    discounts: discounts.map(asObject).map((discount) => ({
      ...(asString(discount.promotion_code)
        ? { promotion_code: asString(discount.promotion_code) }
        : {}),
      ...(asString(discount.coupon) ? { coupon: asString(discount.coupon) } : {}),
    })),
    locale: asString(body.locale) ?? null,
    subscription: null,
    invoice: null,
    ui_mode: 'hosted',
    livemode: false,
  };
  store.sessions.set(id, session);
  store.sessionPlans.set(id, {
    priceId: price.id,
    subscriptionMetadata: mergeMetadata({}, asObject(body.subscription_data).metadata),
  });
  return session;
}

/** `expand[]=subscription` and the like: ids replaced by the objects they name. */
export function expanded<T extends object>(store: FakeStripeStore, object: T, body: FormObject): T {
  const copy: Record<string, unknown> = { ...(object as Record<string, unknown>) };
  for (const field of asArray(body.expand).map(asString)) {
    const id = field ? copy[field] : undefined;
    if (field && typeof id === 'string') copy[field] = store.find(id) ?? id;
  }
  return copy as T;
}

/** Stripe expires only an open session; a paid or expired one answers invalid_request_error. */
function expireSession(context: RouteContext): FakeCheckoutSession {
  const session = context.store.session(param(context));
  if (session.status !== 'open') {
    throw invalid('Only Checkout Sessions with a status in ["open"] can be expired.');
  }
  session.status = 'expired';
  session.url = null;
  return session;
}

export const checkoutRoutes: Route[] = [
  { method: 'POST', pattern: /^\/v1\/checkout\/sessions$/, handle: createSession },
  {
    method: 'POST',
    pattern: /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/,
    handle: expireSession,
  },
  {
    method: 'GET',
    pattern: /^\/v1\/checkout\/sessions\/([^/]+)$/,
    handle: (context) =>
      expanded(context.store, context.store.session(param(context)), context.body),
  },
];
