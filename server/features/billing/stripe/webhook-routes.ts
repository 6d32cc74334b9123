import type { FastifyPluginAsync } from 'fastify';
import Stripe from 'stripe';
import { z } from 'zod';
import { apiErrorSchema } from '#common/contracts/errors';
import { HttpError } from '#server/http-error';
import type { BillingDeps } from '../billing-deps';
import { applyPaymentReport } from '../payment-reports';
import { createStripeContext } from './stripe-provider';
import { HANDLED_EVENT_TYPES, toBillingEvent } from './webhook-events';

const receivedSchema = z.object({ received: z.literal(true) });

function notConfigured(): HttpError {
  return new HttpError(
    503,
    'SERVICE_UNAVAILABLE',
    'Stripe webhooks are not configured on this server (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET).',
  );
}

/**
 * POST /stripe/webhook (under /api): Stripe's events about checkouts, subscriptions and invoices.
 * The signature covers the exact bytes Stripe sent, so this plugin keeps the body raw: its own
 * content-type parser applies inside this plugin only, every other route still gets parsed JSON.
 * Each event is applied once (fulfilment.ts records its id); an answer other than 2xx makes
 * Stripe deliver it again later, which is what a 503 from an unreachable Stripe API wants.
 */
export const stripeWebhookRoutes: FastifyPluginAsync<{ deps: BillingDeps }> = async (
  app,
  { deps },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  const webhookSecret = app.config.stripe.webhookSecret;
  const context = app.config.stripe.secretKey
    ? createStripeContext({ config: app.config, db: app.db, clock: app.clock })
    : null;

  app.post(
    '/stripe/webhook',
    {
      config: { revokesSessions: true },
      schema: {
        tags: ['billing'],
        summary: "Stripe's webhook events (signed; each applied once)",
        description:
          'Verified with the `Stripe-Signature` header against STRIPE_WEBHOOK_SECRET over the raw ' +
          `body. Acts on ${HANDLED_EVENT_TYPES.join(', ')}; other types are acknowledged only. ` +
          '503 SERVICE_UNAVAILABLE when Stripe is not configured.',
        response: {
          200: receivedSchema,
          400: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request) => {
      if (!webhookSecret || !context) throw notConfigured();
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || signature === '') {
        throw new HttpError(400, 'VALIDATION_FAILED', 'Missing Stripe-Signature header.');
      }
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let event: Stripe.Event;
      try {
        event = Stripe.webhooks.constructEvent(raw, signature, webhookSecret);
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) {
          throw new HttpError(400, 'VALIDATION_FAILED', 'The webhook body is not a JSON event.');
        }
        request.log.warn('Stripe webhook with an invalid signature refused');
        throw new HttpError(
          400,
          'VALIDATION_FAILED',
          "Invalid Stripe-Signature: the payload was not signed with this endpoint's secret.",
        );
      }
      const billingEvent = await toBillingEvent(context, event);
      // The provider that settles a refused payment is this Stripe account's (the app's provider
      // is Stripe whenever STRIPE_SECRET_KEY is set, which `context` needs too).
      const result = billingEvent ? await applyPaymentReport(deps, billingEvent) : 'ignored';
      request.log.info({ eventId: event.id, type: event.type, result }, 'Stripe webhook event');
      return { received: true as const };
    },
  );
};
