import type { Clock } from '#server/clock';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import type { PaymentProvider } from './provider';
import { createSandboxProvider } from './sandbox/sandbox-provider';
import { createStripeProvider } from './stripe/stripe-provider';

/** Stripe when STRIPE_SECRET_KEY is set; otherwise the offline sandbox. */
export function createPaymentProvider(options: {
  config: AppConfig;
  db: Database;
  clock: Clock;
}): PaymentProvider {
  return options.config.stripe.secretKey
    ? createStripeProvider(options)
    : createSandboxProvider(options);
}
