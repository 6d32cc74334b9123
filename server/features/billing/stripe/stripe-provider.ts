import type { Clock } from '#server/clock';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import type { PaymentProvider } from '../provider';
import { createCheckoutSession, expireCheckoutSession, findCompletedCheckout } from './checkout';
import {
  attachPaymentMethod,
  createSetupIntent,
  customerPortalUrl,
  detachPaymentMethod,
  listPaymentMethods,
} from './payment-methods';
import { settleRejectedCheckout } from './rejected-checkout';
import { createStripeClient } from './stripe-client';
import type { StripeContext } from './stripe-context';
import {
  cancelAtPeriodEnd,
  cancelScheduledChange,
  changePlan,
  reactivate,
  scheduleChange,
} from './subscriptions';

export interface StripeProviderOptions {
  config: AppConfig;
  db: Database;
  clock: Clock;
}

/** Where Stripe sends the browser back to when an address is app-relative. */
export function publicBaseUrl(config: AppConfig): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}

/** The adapter's working parts; the webhook route builds the same from the app's config. */
export function createStripeContext({ config, db, clock }: StripeProviderOptions): StripeContext {
  const stripe = createStripeClient(config.stripe);
  if (!stripe) throw new Error('The Stripe provider needs STRIPE_SECRET_KEY');
  return { stripe, db, clock, settings: config.stripe, publicBaseUrl: publicBaseUrl(config) };
}

/**
 * Payments through Stripe (STRIPE_SECRET_KEY): hosted Checkout Sessions in subscription mode,
 * subscription changes through Stripe's API, saved cards and the customer portal. Subscription
 * state comes back as BillingEvents (webhook-routes.ts and findCompletedCheckout), applied by
 * fulfilment.ts like the sandbox's.
 */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const context = createStripeContext(options);
  return {
    name: 'stripe',
    createCheckout: (order) => createCheckoutSession(context, order),
    findCompletedCheckout: (sessionId) => findCompletedCheckout(context, sessionId),
    expireCheckout: (sessionId) => expireCheckoutSession(context, sessionId),
    settleRejectedCheckout: (checkout) => settleRejectedCheckout(context, checkout),
    cancelAtPeriodEnd: (subscriptionId) => cancelAtPeriodEnd(context, subscriptionId),
    reactivate: (subscriptionId) => reactivate(context, subscriptionId),
    changePlan: (subscriptionId, planId, billingCycle) =>
      changePlan(context, subscriptionId, planId, billingCycle),
    scheduleChange: (subscriptionId, planId, billingCycle) =>
      scheduleChange(context, subscriptionId, planId, billingCycle),
    cancelScheduledChange: (subscriptionId) => cancelScheduledChange(context, subscriptionId),
    listPaymentMethods: (userId) => listPaymentMethods(context, userId),
    detachPaymentMethod: (userId, paymentMethodId) =>
      detachPaymentMethod(context, userId, paymentMethodId),
    createSetupIntent: (userId) => createSetupIntent(context, userId),
    attachPaymentMethod: (userId, paymentMethodId) =>
      attachPaymentMethod(context, userId, paymentMethodId),
    customerPortalUrl: (userId, returnUrl) => customerPortalUrl(context, userId, returnUrl),
  };
}
