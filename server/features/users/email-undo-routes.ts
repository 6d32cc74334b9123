import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { undoEmailChangeRequestSchema } from '#common/contracts/account';
import { apiErrorSchema } from '#common/contracts/errors';
import { EMAIL_UNDO_DAYS, undoEmailChange } from './email-undo-service';

/** The undo link mailed to the old address after an e-mail change; no session needed. */
export const emailUndoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/auth/undo-email-change',
    {
      config: { revokesSessions: true },
      schema: {
        tags: ['auth'],
        summary: 'Undo an e-mail change with the link mailed to the old address',
        description:
          `Within ${EMAIL_UNDO_DAYS} days of the change: restores the old address, uses up the ` +
          'link and every other undo link of the user, ends every reset link and revokes every ' +
          'session (sign in again with the old address; choosing a new password by a reset ' +
          'link is advised, since whoever made the change knew the password). ' +
          '400 INVALID_UNDO_TOKEN for an unknown link; 410 UNDO_LINK_EXPIRED for a used or ' +
          'expired one; 409 OLD_EMAIL_TAKEN when the old address belongs to another account now.',
        body: undoEmailChangeRequestSchema,
        response: {
          200: z.object({ ok: z.literal(true) }),
          400: apiErrorSchema,
          409: apiErrorSchema,
          410: apiErrorSchema,
        },
      },
    },
    async (request) => {
      await undoEmailChange(app.db, app.clock, request.body.token);
      return { ok: true as const };
    },
  );
};
