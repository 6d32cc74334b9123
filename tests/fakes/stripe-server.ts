import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { accountRoutes } from './stripe-account-api';
import { checkoutRoutes } from './stripe-checkout-api';
import { catalogRoutes } from './stripe-catalog-api';
import { paymentRoutes } from './stripe-payment-api';
import { advanceSchedule, scheduleRoutes } from './stripe-schedule-api';
import { subscriptionRoutes } from './stripe-subscription-api';
import { parseForm, type FormObject } from './stripe-form';
import {
  newId,
  StripeFakeError,
  type FakeInvoice,
  type FakePaymentMethod,
  type FakePrice,
  type FakeSubscription,
} from './stripe-objects';
import { FakeStripeStore, snapshot, type FakeCheckoutSession, type Route } from './stripe-store';
import {
  addPrice,
  completeCheckout,
  endSubscription,
  invoiceNextPeriod,
  newCard,
} from './stripe-test-clock';

/**
 * A small, real HTTP server that speaks enough of Stripe's REST API for the official SDK
 * (STRIPE_API_URL points the app at it): Bearer key check, form-encoded bodies with bracketed
 * keys, objects in Stripe's shapes, list envelopes and Stripe's error bodies. It records every
 * request, keeps its objects in memory, and plays Stripe's side for tests: paying a checkout,
 * renewing or failing an invoice, ending a subscription, and signing webhook events with
 * `stripe.webhooks.generateTestHeaderString` under the endpoint's secret.
 */

export interface RecordedStripeRequest {
  method: string;
  path: string;
  body: FormObject;
  idempotencyKey: string | undefined;
}

export interface FakeStripeOptions {
  secretKey?: string;
  webhookSecret?: string;
  /** Stripe's time in Unix seconds; the real time by default. */
  now?: () => number;
}

export interface SignedEvent {
  event: Stripe.Event;
  payload: string;
  header: string;
}

export interface FakeStripeServer {
  /** For STRIPE_API_URL. */
  apiUrl: string;
  secretKey: string;
  webhookSecret: string;
  store: FakeStripeStore;
  requests: RecordedStripeRequest[];
  /** The recorded requests of one method and path pattern (`/v1/checkout/sessions`). */
  requestsTo(method: string, path: string | RegExp): RecordedStripeRequest[];
  /** Answer the next `times` requests (1 by default) with this error, e.g. 500 api_error. */
  failNextRequests(
    status: number,
    options?: { times?: number; type?: string; message?: string },
  ): void;
  /** A configured Price (STRIPE_PRICE_*), as made in Stripe's dashboard. */
  addPrice(unitAmount: number, interval: 'month' | 'year'): FakePrice;
  /** A card the browser collected with Stripe.js, not yet attached to anyone. */
  createPaymentMethod(card?: string): FakePaymentMethod;
  /** The customer pays on the hosted page: the session completes, the subscription starts. */
  completeCheckout(
    sessionId: string,
    options?: { card?: string },
  ): { session: FakeCheckoutSession; subscription: FakeSubscription; invoice: FakeInvoice };
  /** Changes Stripe makes on its side (the portal, the dashboard, dunning). */
  updateSubscription(id: string, changes: SubscriptionChanges): FakeSubscription;
  /** The subscription ends now (canceled in the dashboard or at the period's end). */
  deleteSubscription(id: string): FakeSubscription;
  /** The next renewal's payment fails: an open invoice, the subscription past_due. */
  failNextInvoice(id: string): FakeInvoice;
  /** The next renewal is paid: a new period, the subscription active. */
  payNextInvoice(id: string): FakeInvoice;
  /**
   * The period ends for a subscription on a schedule: it moves into the next phase (its price
   * and metadata), that renewal's invoice is paid, and `event` is the signed
   * customer.subscription.updated Stripe sends about it.
   */
  advanceSchedule(id: string): {
    subscription: FakeSubscription;
    invoice: FakeInvoice;
    event: SignedEvent;
  };
  /** A webhook event as Stripe would deliver it, with its Stripe-Signature header. */
  signedEvent(
    type: string,
    object: object,
    options?: { created?: number; id?: string },
  ): SignedEvent;
  close(): Promise<void>;
}

export type SubscriptionChanges = Partial<
  Pick<
    FakeSubscription,
    'status' | 'cancel_at_period_end' | 'cancel_at' | 'canceled_at' | 'metadata'
  >
> & { current_period_start?: number; current_period_end?: number };

const ROUTES: Route[] = [
  ...accountRoutes,
  ...catalogRoutes,
  ...checkoutRoutes,
  ...subscriptionRoutes,
  ...scheduleRoutes,
  ...paymentRoutes,
];

export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripeServer> {
  const secretKey = options.secretKey ?? `sk_test_${newId('', 24)}`;
  const webhookSecret = options.webhookSecret ?? `whsec_${newId('', 32)}`;
  const store = new FakeStripeStore(options.now ?? (() => Math.floor(Date.now() / 1000)));
  const requests: RecordedStripeRequest[] = [];
  const idempotent = new Map<string, { status: number; body: unknown }>();
  let failure: { error: StripeFakeError; times: number } | null = null;

  function answer(
    method: string,
    path: string,
    body: FormObject,
  ): { status: number; body: unknown } {
    if (failure && failure.times > 0) {
      failure.times -= 1;
      throw failure.error;
    }
    for (const route of ROUTES) {
      const match = route.method === method ? route.pattern.exec(path) : null;
      if (match) {
        const result = route.handle({ store, params: match.slice(1), body });
        return { status: 200, body: snapshot(result) };
      }
    }
    throw new StripeFakeError(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${method}: ${path}).`,
    );
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake-stripe');
    const method = req.method ?? 'GET';
    const text =
      method === 'GET' || method === 'DELETE' ? url.search.slice(1) : await readBody(req);
    const body = parseForm(text);
    const idempotencyKey = header(req, 'idempotency-key');
    requests.push({ method, path: url.pathname, body, idempotencyKey });
    res.setHeader('request-id', newId('req', 14));
    if (header(req, 'authorization') !== `Bearer ${secretKey}`) {
      return sendJson(res, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_****' },
      });
    }
    const cacheKey = idempotencyKey ? `${method} ${url.pathname} ${idempotencyKey}` : null;
    const cached = cacheKey ? idempotent.get(cacheKey) : undefined;
    if (cached) return sendJson(res, cached.status, cached.body, { 'idempotent-replayed': 'true' });
    let result: { status: number; body: unknown };
    try {
      result = answer(method, url.pathname, body);
    } catch (error) {
      if (!(error instanceof StripeFakeError)) throw error;
      result = { status: error.status, body: error.toBody() };
    }
    if (cacheKey && method === 'POST' && result.status < 500) idempotent.set(cacheKey, result);
    sendJson(res, result.status, result.body);
  }

  function signedEvent(
    type: string,
    object: object,
    { created, id }: { created?: number; id?: string } = {},
  ): SignedEvent {
    const event = {
      id: id ?? newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: created ?? store.now(),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    } as unknown as Stripe.Event;
    const payload = JSON.stringify(event, null, 2);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    return { event, payload, header };
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      sendJson(res, 500, {
        error: { type: 'api_error', message: `Fake Stripe failed: ${String(error)}` },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiUrl: `http://127.0.0.1:${port}`,
    secretKey,
    webhookSecret,
    store,
    requests,
    requestsTo: (method, path) =>
      requests.filter(
        (request) =>
          request.method === method &&
          (typeof path === 'string' ? request.path === path : path.test(request.path)),
      ),
    failNextRequests: (status, { times = 1, type = 'api_error', message } = {}) => {
      const text = message ?? 'Something went wrong on Stripe’s end.';
      failure = { error: new StripeFakeError(status, type, text), times };
    },
    addPrice: (unitAmount, interval) => snapshot(addPrice(store, unitAmount, interval)),
    createPaymentMethod: (card = '4242424242424242') => snapshot(newCard(store, card, null)),
    completeCheckout: (sessionId, { card = '4242424242424242' } = {}) =>
      snapshot(completeCheckout(store, sessionId, (customer) => newCard(store, card, customer))),
    updateSubscription: (id, changes) => {
      const subscription = store.subscription(id);
      const { current_period_start: start, current_period_end: end, ...fields } = changes;
      Object.assign(subscription, fields);
      for (const item of subscription.items.data) {
        if (start !== undefined) item.current_period_start = start;
        if (end !== undefined) item.current_period_end = end;
      }
      return snapshot(subscription);
    },
    deleteSubscription: (id) => snapshot(endSubscription(store, id)),
    failNextInvoice: (id) => snapshot(invoiceNextPeriod(store, id, 'fail')),
    payNextInvoice: (id) => snapshot(invoiceNextPeriod(store, id, 'pay')),
    advanceSchedule: (id) => {
      const { subscription, invoice } = snapshot(advanceSchedule(store, id));
      return {
        subscription,
        invoice,
        // Sent as the new phase starts, at the old period's end.
        event: signedEvent('customer.subscription.updated', subscription, {
          created: subscription.items.data[0]?.current_period_start,
        }),
      };
    },
    signedEvent,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, status: number, payload: unknown, headers = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(payload));
}
