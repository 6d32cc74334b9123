import { asObject, asString, mergeMetadata } from './stripe-form';
import { invalid, list, newId } from './stripe-objects';
import type { Route, RouteContext } from './stripe-store';

/**
 * The fake's customers, cards, setup intents and portal sessions: the endpoints our adapter
 * calls, with Stripe's validation where it matters.
 */

const param = (context: RouteContext, index = 0) => context.params[index] ?? '';

export const accountRoutes: Route[] = [
  {
    method: 'POST',
    pattern: /^\/v1\/customers$/,
    handle: ({ store, body }) => {
      const customer = {
        id: newId('cus', 14),
        object: 'customer' as const,
        email: asString(body.email) ?? null,
        name: asString(body.name) ?? null,
        created: store.now(),
        livemode: false as const,
        metadata: mergeMetadata({}, body.metadata),
        invoice_settings: { default_payment_method: null },
      };
      store.customers.set(customer.id, customer);
      return customer;
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/customers\/([^/]+)$/,
    handle: (context) => context.store.customer(param(context)),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/customers\/([^/]+)$/,
    handle: (context) => {
      const { store, body } = context;
      const customer = store.customer(param(context));
      if (body.email !== undefined) customer.email = asString(body.email) || null;
      customer.metadata = mergeMetadata(customer.metadata, body.metadata);
      const defaultMethod = asString(asObject(body.invoice_settings).default_payment_method);
      if (defaultMethod !== undefined) {
        if (defaultMethod && store.paymentMethod(defaultMethod).customer !== customer.id) {
          throw invalid(
            `No such PaymentMethod: '${defaultMethod}'; it is not attached to this customer.`,
            'invoice_settings[default_payment_method]',
            'resource_missing',
          );
        }
        customer.invoice_settings.default_payment_method = defaultMethod || null;
      }
      return customer;
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/customers\/([^/]+)\/payment_methods$/,
    handle: (context) => {
      const customer = context.store.customer(param(context));
      const type = asString(context.body.type);
      const methods = [...context.store.paymentMethods.values()].filter(
        (method) => method.customer === customer.id && (!type || method.type === type),
      );
      return list(methods, `/v1/customers/${customer.id}/payment_methods`);
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/payment_methods\/([^/]+)$/,
    handle: (context) => context.store.paymentMethod(param(context)),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/payment_methods\/([^/]+)\/attach$/,
    handle: (context) => {
      const method = context.store.paymentMethod(param(context));
      const customerId = asString(context.body.customer);
      if (!customerId) throw invalid('Missing required param: customer.', 'customer');
      const customer = context.store.customer(customerId);
      if (method.customer && method.customer !== customer.id) {
        throw invalid(
          'The payment method you provided has already been attached to a customer.',
          undefined,
          'payment_method_unexpected_state',
        );
      }
      method.customer = customer.id;
      return method;
    },
  },
  {
    method: 'POST',
    pattern: /^\/v1\/payment_methods\/([^/]+)\/detach$/,
    handle: (context) => {
      const method = context.store.paymentMethod(param(context));
      if (!method.customer) {
        throw invalid(
          'The payment method you provided is not attached to a customer so detachment is impossible.',
          undefined,
          'payment_method_unexpected_state',
        );
      }
      method.customer = null;
      return method;
    },
  },
  {
    method: 'POST',
    pattern: /^\/v1\/setup_intents$/,
    handle: ({ store, body }) => {
      const customer = asString(body.customer);
      if (customer) store.customer(customer);
      const id = newId('seti');
      const intent = {
        id,
        object: 'setup_intent',
        client_secret: `${id}_secret_${newId('', 16)}`,
        customer: customer ?? null,
        status: 'requires_payment_method',
        usage: asString(body.usage) ?? 'off_session',
        metadata: mergeMetadata({}, body.metadata),
        created: store.now(),
        livemode: false,
      };
      store.setupIntents.set(id, intent);
      return intent;
    },
  },
  {
    method: 'POST',
    pattern: /^\/v1\/billing_portal\/sessions$/,
    handle: ({ store, body }) => {
      const customerId = asString(body.customer);
      if (!customerId) throw invalid('Missing required param: customer.', 'customer');
      store.customer(customerId);
      const id = newId('bps');
      const session = {
        id,
        object: 'billing_portal.session',
        customer: customerId,
        return_url: asString(body.return_url) ?? null,
        url: `https://billing.stripe.com/p/session/test_${newId('', 32)}`,
        created: store.now(),
        livemode: false,
      };
      store.portalSessions.set(id, session);
      return session;
    },
  },
];
