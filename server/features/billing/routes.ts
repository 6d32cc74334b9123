import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { runAlone } from '#server/db/run-alone';
import signedInScope from '#server/plugins/signed-in-scope';
import type { BillingDeps } from './billing-deps';
import { checkoutRoutes } from './checkout-routes';
import { plansRoutes } from './plans-routes';
import { createBillingNotifications } from './notifications';
import { createPaymentProvider } from './provider-factory';
import {
  RENEWALS_LOCK_KEY,
  SANDBOX_RENEWALS_JOB,
  renewDueSandboxSubscriptions,
} from './sandbox/renewals';
import { sandboxRoutes } from './sandbox/routes';
import { stripeWebhookRoutes } from './stripe/webhook-routes';
import { subscriptionRoutes } from './subscription-routes';

/**
 * Plans, checkout and subscriptions (docs/api.md, "Plans and billing"), with the payment provider
 * the settings choose: Stripe, or the offline sandbox.
 */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = createPaymentProvider({ config: app.config, db: app.db, clock: app.clock });
  const notify = createBillingNotifications({ db: app.db, mailer: app.mailer, log: app.log });
  const deps: BillingDeps = { db: app.db, clock: app.clock, provider, notify };

  await app.register(plansRoutes, { deps });
  // The plans and the webhook serve visitors and Stripe; the rest only a signed-in user.
  await app.register(signedInScope, {
    routes: async (scope) => {
      await scope.register(checkoutRoutes, { deps });
      await scope.register(subscriptionRoutes, { deps });
      if (provider.name === 'sandbox') await scope.register(sandboxRoutes, { deps });
    },
  });
  // Its own context: it reads the raw body to check Stripe's signature.
  await app.register(stripeWebhookRoutes, { deps });

  // Sandbox subscriptions made earlier keep renewing (or ending) even when Stripe is set now.
  // Once a minute the queue hands the round to one process; the advisory lock keeps a slow
  // round from overlapping the next one should its job expire and be retried meanwhile.
  app.jobs.define({
    name: SANDBOX_RENEWALS_JOB,
    cron: '* * * * *',
    policy: 'stately',
    expireInSeconds: 10 * 60,
    retryLimit: 0,
    handler: async () => {
      await runAlone(app.db, RENEWALS_LOCK_KEY, () =>
        renewDueSandboxSubscriptions(app.db, app.clock()),
      );
    },
  });
};
