import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  sandboxPayRequestSchema,
  sandboxSessionParamsSchema,
  sandboxSessionResponseSchema,
  urlResponseSchema,
} from '#common/contracts/billing';
import { apiErrorSchema } from '#common/contracts/errors';
import { SIGNED_IN } from '#server/plugins/openapi';
import { signedIn } from '#server/plugins/session';
import type { BillingDeps } from '../billing-deps';
import { describeSandboxSession, paySandboxSession } from './payment-service';

const base = { tags: ['billing'], security: SIGNED_IN };
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/** The sandbox provider's hosted checkout (a page of the web app) talks to these. */
export const sandboxRoutes: FastifyPluginAsyncZod<{ deps: BillingDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/stripe/sandbox/sessions/:id',
    {
      schema: {
        ...base,
        summary: 'A sandbox checkout session of the caller (what the hosted page shows)',
        params: sandboxSessionParamsSchema,
        response: { 200: sandboxSessionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      session: await describeSandboxSession(deps, signedIn(request).user, request.params.id),
    }),
  );

  app.post(
    '/stripe/sandbox/pay',
    {
      config: { revokesSessions: true },
      schema: {
        ...base,
        summary: "Pay a sandbox checkout session with one of Stripe's test cards",
        description:
          '4242 4242 4242 4242 (and the other success test cards) pay and answer the success ' +
          "address; 4000 0000 0000 9995 is 402 PAYMENT_FAILED 'Payment failed: Insufficient " +
          "funds'; 4000 0000 0000 0002 and unknown numbers are 402 CARD_DECLINED. 410 " +
          'CHECKOUT_EXPIRED for an expired session; a paid session answers its address again.',
        body: sandboxPayRequestSchema,
        response: {
          200: urlResponseSchema,
          402: apiErrorSchema,
          409: apiErrorSchema,
          410: apiErrorSchema,
          ...errors,
        },
      },
    },
    async (request) => paySandboxSession(deps, signedIn(request).user, request.body),
  );
};
