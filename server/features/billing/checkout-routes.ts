import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkoutRequestSchema,
  checkoutResponseSchema,
  confirmSessionQuerySchema,
  confirmSessionResponseSchema,
} from '#common/contracts/billing';
import { apiErrorSchema } from '#common/contracts/errors';
import { SIGNED_IN } from '#server/plugins/openapi';
import { signedIn } from '#server/plugins/session';
import type { BillingDeps } from './billing-deps';
import { confirmCheckout, createCheckout } from './checkout-service';
import { linkBaseUrl, requireLinkHost } from '#server/features/mail';

const base = { tags: ['billing'], security: SIGNED_IN };
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

export const checkoutRoutes: FastifyPluginAsyncZod<{ deps: BillingDeps }> = async (
  app,
  { deps },
) => {
  app.post(
    '/stripe/create-checkout-session',
    {
      schema: {
        ...base,
        summary: "A checkout session at the provider's hosted page for a paid plan",
        description:
          'The server prices the order; a client-sent amount or return address is ignored. The ' +
          'same user, plan, cycle and code within the session’s 24 hours answer the same ' +
          'session; another order first closes the user’s older open sessions. 409 ' +
          'HAS_SUBSCRIPTION while a subscription gives access; 409 CHECKOUT_ALREADY_PAID when an ' +
          'older session was paid and its webhook has not arrived yet.',
        body: checkoutRequestSchema,
        response: {
          200: checkoutResponseSchema,
          409: apiErrorSchema,
          421: apiErrorSchema,
          ...errors,
        },
      },
      // Its return addresses are links to this site.
      onRequest: requireLinkHost(app.config),
    },
    async (request) => {
      const { user } = signedIn(request);
      return createCheckout(deps, user, {
        ...request.body,
        language: request.body.language ?? user.language,
        baseUrl: linkBaseUrl(app.config, request),
      });
    },
  );

  app.get(
    '/stripe/confirm-session',
    {
      config: { revokesSessions: true },
      schema: {
        ...base,
        summary: 'Confirm a paid checkout (the welcome page): its subscription and the user',
        description:
          "Fulfils a session the provider reports paid if its webhook has not arrived yet. 404 for another user's session; 409 PAYMENT_PENDING while unpaid.",
        querystring: confirmSessionQuerySchema,
        response: {
          200: confirmSessionResponseSchema,
          409: apiErrorSchema,
          ...errors,
        },
      },
    },
    async (request) => confirmCheckout(deps, signedIn(request).user, request.query.session_id),
  );
};
