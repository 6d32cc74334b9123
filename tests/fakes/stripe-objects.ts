import { randomBytes } from 'node:crypto';

/**
 * The objects of the fake Stripe server, in Stripe's shapes (the fields our adapter and the SDK
 * read, under Stripe's names), and the error bodies Stripe answers with.
 */

export type Metadata = Record<string, string>;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `cus_…`, `sub_…`: Stripe's ids are a prefix and random letters and digits. */
export function newId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return prefix ? `${prefix}_${id}` : id;
}

export interface FakePrice {
  id: string;
  object: 'price';
  active: boolean;
  currency: string;
  unit_amount: number;
  product: string;
  type: 'recurring';
  recurring: { interval: 'month' | 'year'; interval_count: number };
  livemode: false;
  metadata: Metadata;
}

export interface FakeSubscriptionItem {
  id: string;
  object: 'subscription_item';
  created: number;
  current_period_start: number;
  current_period_end: number;
  metadata: Metadata;
  price: FakePrice;
  quantity: number;
  subscription: string;
}

export interface FakeSubscription {
  id: string;
  object: 'subscription';
  status:
    | 'active'
    | 'trialing'
    | 'past_due'
    | 'canceled'
    | 'incomplete'
    | 'incomplete_expired'
    | 'unpaid'
    | 'paused';
  customer: string;
  currency: string;
  collection_method: 'charge_automatically';
  cancel_at: number | null;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  created: number;
  start_date: number;
  default_payment_method: string | null;
  discounts: string[];
  latest_invoice: string | null;
  livemode: false;
  metadata: Metadata;
  /** The subscription schedule that manages it, if any. */
  schedule: string | null;
  items: { object: 'list'; data: FakeSubscriptionItem[]; has_more: false; url: string };
}

export interface FakeSchedulePhase {
  start_date: number;
  end_date: number;
  items: { price: string; quantity: number; metadata: Metadata }[];
  metadata: Metadata;
  proration_behavior: 'create_prorations' | 'none' | 'always_invoice';
}

/** Stripe's SubscriptionSchedule: phases a subscription moves through (its fields we use). */
export interface FakeSubscriptionSchedule {
  id: string;
  object: 'subscription_schedule';
  status: 'not_started' | 'active' | 'completed' | 'released' | 'canceled';
  customer: string;
  subscription: string | null;
  released_subscription: string | null;
  released_at: number | null;
  completed_at: number | null;
  canceled_at: number | null;
  created: number;
  end_behavior: 'release' | 'cancel';
  current_phase: { start_date: number; end_date: number } | null;
  phases: FakeSchedulePhase[];
  metadata: Metadata;
  livemode: false;
}

export interface FakeInvoice {
  id: string;
  object: 'invoice';
  customer: string;
  status: 'paid' | 'open';
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  attempt_count: number;
  attempted: boolean;
  billing_reason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
  currency: string;
  created: number;
  period_start: number;
  period_end: number;
  livemode: false;
  parent: {
    type: 'subscription_details';
    quote_details: null;
    subscription_details: { metadata: Metadata; subscription: string };
  };
}

/** The charge of an invoice (Stripe's PaymentIntent, with what has been refunded of it). */
export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  customer: string;
  status: 'succeeded';
  created: number;
  livemode: false;
  /** Not a field of Stripe's object: the fake's sum of the refunds made for it. */
  amount_refunded: number;
}

/** How an invoice was paid (current API versions: `GET /v1/invoice_payments?invoice=`). */
export interface FakeInvoicePayment {
  id: string;
  object: 'invoice_payment';
  amount_paid: number;
  amount_requested: number;
  created: number;
  currency: string;
  invoice: string;
  is_default: boolean;
  livemode: false;
  payment: { type: 'payment_intent'; payment_intent: string };
  status: 'paid';
  status_transitions: { canceled_at: null; paid_at: number };
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded';
  metadata: Metadata;
  created: number;
}

export interface FakePaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  customer: string | null;
  created: number;
  livemode: false;
  metadata: Metadata;
  billing_details: { email: string | null; name: string | null };
  card: { brand: string; last4: string; exp_month: number; exp_year: number; funding: 'credit' };
}

export function list<T>(data: T[], url: string) {
  return { object: 'list' as const, data, has_more: false, url };
}

/** A calendar month or year after `seconds`, as Stripe's billing periods run. */
export function addInterval(seconds: number, interval: 'month' | 'year'): number {
  const date = new Date(seconds * 1000);
  if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + 1);
  else date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}

/** Brands of the common test card numbers; anything else is reported as a visa. */
export function cardBrand(number: string): string {
  if (/^3[47]/.test(number)) return 'amex';
  if (/^5[1-5]|^2[2-7]/.test(number)) return 'mastercard';
  if (/^6011|^65/.test(number)) return 'discover';
  return 'visa';
}

export class StripeFakeError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }

  toBody() {
    return {
      error: {
        type: this.type,
        message: this.message,
        ...(this.code ? { code: this.code } : {}),
        ...(this.param ? { param: this.param } : {}),
      },
    };
  }
}

export function missing(kind: string, id: string, param = 'id'): StripeFakeError {
  return new StripeFakeError(
    404,
    'invalid_request_error',
    `No such ${kind}: '${id}'`,
    'resource_missing',
    param,
  );
}

export function invalid(
  message: string,
  param?: string,
  code = 'parameter_invalid',
): StripeFakeError {
  return new StripeFakeError(400, 'invalid_request_error', message, code, param);
}
