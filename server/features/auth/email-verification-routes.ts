import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  resendVerificationResponseSchema,
  verifyEmailRequestSchema,
} from '#common/contracts/account';
import { apiErrorSchema } from '#common/contracts/errors';
import { linkBaseUrl, requireLinkHost } from '#server/features/mail';
import { SIGNED_IN } from '#server/plugins/openapi';
import { requireUser, signedIn } from '#server/plugins/session';
import { createThrottle } from '#server/plugins/throttle';
import {
  EMAIL_VERIFICATION_DAYS,
  RESEND_VERIFICATION_PER_ACCOUNT,
  resendVerification,
  verifyEmail,
} from './email-verification-service';

/**
 * The verification link mailed after a sign-up or an e-mail change (opened from the inbox, often
 * with no session), and asking for another one (signed in).
 */
export const emailVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttle = createThrottle(app);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/auth/verify-email',
    {
      config: { revokesSessions: true },
      schema: {
        tags: ['auth'],
        summary: 'Verify the e-mail address with the link mailed to it',
        description:
          'No session needed: the link names the account. Marks the address the link was ' +
          "mailed to as verified while it is still the account's address, and uses up the " +
          'link. 400 INVALID_VERIFICATION_TOKEN for an unknown or used link (or one for an ' +
          `address the account no longer has); 410 VERIFICATION_LINK_EXPIRED after ` +
          `${EMAIL_VERIFICATION_DAYS} days.`,
        body: verifyEmailRequestSchema,
        response: {
          200: z.object({ ok: z.literal(true) }),
          400: apiErrorSchema,
          410: apiErrorSchema,
        },
      },
    },
    async (request) => {
      await verifyEmail(app.db, app.clock, request.body.token);
      return { ok: true as const };
    },
  );

  app.post(
    '/auth/resend-verification',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a new verification link to the signed-in user',
        description:
          '`{sent: true}` after mailing a new link (earlier links keep working until they ' +
          'expire); `{sent: false}` when the address is verified already. At most ' +
          `${RESEND_VERIFICATION_PER_ACCOUNT.limit} an hour per account (429 with ` +
          '`retryAfter`).',
        security: SIGNED_IN,
        response: {
          200: resendVerificationResponseSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          421: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      // The link is written from the request's host: a host links may not name is refused.
      onRequest: [requireUser, requireLinkHost(app.config)],
    },
    async (request) =>
      resendVerification(
        {
          db: app.db,
          clock: app.clock,
          mailer: app.mailer,
          throttle,
          baseUrl: linkBaseUrl(app.config, request),
        },
        signedIn(request).user,
      ),
  );
};
