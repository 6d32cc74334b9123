import type { FormObject } from './stripe-form';
import {
  missing,
  type FakeInvoice,
  type FakeInvoicePayment,
  type FakePaymentIntent,
  type FakePaymentMethod,
  type FakeRefund,
  type FakePrice,
  type FakeSubscription,
  type FakeSubscriptionSchedule,
  type Metadata,
} from './stripe-objects';

/** The fake Stripe account's objects, in memory, keyed by id. */

/** One endpoint: its handler gets the regex groups of the path and the parsed form or query. */
export interface RouteContext {
  store: FakeStripeStore;
  params: string[];
  body: FormObject;
}

export interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  pattern: RegExp;
  handle(context: RouteContext): unknown;
}

export interface FakeCustomer {
  id: string;
  object: 'customer';
  email: string | null;
  name: string | null;
  created: number;
  livemode: false;
  metadata: Metadata;
  invoice_settings: { default_payment_method: string | null };
}

export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: 'subscription';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  customer: string | null;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Metadata;
  success_url: string;
  cancel_url: string | null;
  url: string | null;
  expires_at: number;
  created: number;
  currency: string;
  amount_subtotal: number;
  amount_total: number;
  discounts: { coupon?: string; promotion_code?: string }[];
  locale: string | null;
  subscription: string | null;
  invoice: string | null;
  ui_mode: 'hosted';
  livemode: false;
}

export interface FakeCoupon {
  id: string;
  object: 'coupon';
  name: string | null;
  percent_off: number | null;
  amount_off: number | null;
  currency: string | null;
  duration: string;
  metadata: Metadata;
  times_redeemed: number;
  valid: boolean;
  created: number;
  livemode: false;
}

export interface FakePromotionCode {
  id: string;
  object: 'promotion_code';
  code: string;
  active: boolean;
  promotion: { type: 'coupon'; coupon: string };
  metadata: Metadata;
  times_redeemed: number;
  created: number;
  livemode: false;
}

export interface FakeProduct {
  id: string;
  object: 'product';
  name: string;
  active: boolean;
  metadata: Metadata;
  created: number;
  livemode: false;
}

/** What a session will subscribe to when it is paid; Stripe keeps this on the session. */
export interface SessionPlan {
  priceId: string;
  subscriptionMetadata: Metadata;
}

export class FakeStripeStore {
  readonly customers = new Map<string, FakeCustomer>();
  readonly products = new Map<string, FakeProduct>();
  readonly prices = new Map<string, FakePrice>();
  readonly sessions = new Map<string, FakeCheckoutSession>();
  readonly sessionPlans = new Map<string, SessionPlan>();
  readonly subscriptions = new Map<string, FakeSubscription>();
  readonly schedules = new Map<string, FakeSubscriptionSchedule>();
  readonly invoices = new Map<string, FakeInvoice>();
  readonly paymentIntents = new Map<string, FakePaymentIntent>();
  readonly invoicePayments = new Map<string, FakeInvoicePayment>();
  readonly refunds = new Map<string, FakeRefund>();
  readonly coupons = new Map<string, FakeCoupon>();
  readonly promotionCodes = new Map<string, FakePromotionCode>();
  readonly paymentMethods = new Map<string, FakePaymentMethod>();
  readonly setupIntents = new Map<string, Record<string, unknown>>();
  readonly portalSessions = new Map<string, Record<string, unknown>>();

  /**
   * The next invoice a subscription update makes is declined (the customer's card fails), as a
   * test sets up for a card like 4000 0000 0000 0341.
   */
  declineNextInvoice = false;

  constructor(readonly now: () => number) {}

  customer(id: string): FakeCustomer {
    const found = this.customers.get(id);
    if (!found) throw missing('customer', id);
    return found;
  }

  subscription(id: string): FakeSubscription {
    const found = this.subscriptions.get(id);
    if (!found) throw missing('subscription', id);
    return found;
  }

  schedule(id: string): FakeSubscriptionSchedule {
    const found = this.schedules.get(id);
    if (!found) throw missing('subscription_schedule', id, 'schedule');
    return found;
  }

  session(id: string): FakeCheckoutSession {
    const found = this.sessions.get(id);
    if (!found) throw missing('checkout.session', id);
    return found;
  }

  paymentMethod(id: string): FakePaymentMethod {
    const found = this.paymentMethods.get(id);
    if (!found) throw missing('PaymentMethod', id, 'payment_method');
    return found;
  }

  price(id: string, param = 'price'): FakePrice {
    const found = this.prices.get(id);
    if (!found) throw missing('price', id, param);
    return found;
  }

  product(id: string, param = 'product'): FakeProduct {
    const found = this.products.get(id);
    if (!found) throw missing('product', id, param);
    return found;
  }

  /** Any object by id, for `expand[]`. */
  find(id: string): unknown {
    for (const map of [
      this.customers,
      this.subscriptions,
      this.schedules,
      this.invoices,
      this.paymentIntents,
      this.paymentMethods,
      this.prices,
      this.products,
      this.sessions,
    ] as Map<string, unknown>[]) {
      const found = map.get(id);
      if (found) return found;
    }
    return undefined;
  }
}

/** A deep copy, so that what a test holds does not change with the fake's state. */
export function snapshot<T>(value: T): T {
  return structuredClone(value);
}
