import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { PaymentProvider } from './provider';
import { createSandboxProvider } from './sandbox/sandbox-provider';
import { createStripeProvider } from './stripe/stripe-provider';

/** Stripe when STRIPE_SECRET_KEY is set; otherwise the offline sandbox (DESIGN.md section 5). */
export function createPaymentProvider(options: {
  config: AppConfig;
  db: Database;
  clock: Clock;
}): PaymentProvider {
  return options.config.stripe.secretKey
    ? createStripeProvider(options)
    : createSandboxProvider(options);
}
