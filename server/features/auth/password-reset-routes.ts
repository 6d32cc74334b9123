import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okResponseSchema, resetLinkStatusSchema } from '#common/contracts/auth';
import { apiErrorSchema } from '#common/contracts/errors';
import { forgotPasswordRequestSchema, resetPasswordRequestSchema } from '#common/contracts/support';
import { linkBaseUrl, requireLinkHost } from '#server/features/mail';
import { createThrottle } from '#server/plugins/throttle';
import { createPasswordResets, RESET_LINK_MINUTES } from './password-reset-service';

/** Forgot password: a single-use link by e-mail, then a new password that signs out everywhere. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const resets = createPasswordResets({
    db: app.db,
    clock: app.clock,
    throttle: createThrottle(app),
    mailer: app.mailer,
    log: app.log,
  });
  // A reset e-mail still being written when the app stops is finished first.
  app.addHook('onClose', async () => resets.whenIdle());
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/auth/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'E-mail a password reset link',
        description:
          `Always 202 \`{ok: true}\`, whether or not the address has an account. An active ` +
          `account gets a single-use link to \`/{lang}/reset-password?token=...\` that works ` +
          `for ${RESET_LINK_MINUTES} minutes and replaces any earlier link; \`language\` picks ` +
          "the e-mail's language (default: the account's). Limited per e-mail and per client " +
          'address (429 with `retryAfter` seconds).',
        body: forgotPasswordRequestSchema,
        response: {
          202: okResponseSchema,
          400: apiErrorSchema,
          421: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      onRequest: requireLinkHost(app.config),
    },
    async (request, reply) => {
      await resets.request({
        email: request.body.email,
        language: request.body.language,
        ip: request.ip,
        baseUrl: linkBaseUrl(app.config, request),
      });
      return reply.code(202).send({ ok: true });
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { revokesSessions: true },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset link',
        description:
          'Uses up the link, sets the password and revokes every session of the user (sign in ' +
          'again afterwards). 400 INVALID_RESET_TOKEN for an unknown, used or expired link; ' +
          '400 VALIDATION_FAILED for a password that breaks the rules.',
        body: resetPasswordRequestSchema,
        response: { 200: okResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      await resets.reset(request.body.token, request.body.password);
      return { ok: true as const };
    },
  );

  app.get(
    '/auth/reset-password/:token/status',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether a reset link still works',
        description: 'Lets the page say a link has expired or been used before anyone types.',
        params: z.object({ token: z.string().min(1).max(200) }),
        response: { 200: resetLinkStatusSchema, 400: apiErrorSchema },
      },
    },
    async (request) => ({ valid: await resets.isUsable(request.params.token) }),
  );
};
