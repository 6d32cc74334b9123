import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
} from '#common/contracts/account';
import { apiErrorSchema } from '#common/contracts/errors';
import { userResponseSchema } from '#common/contracts/user';
import { SIGNED_IN } from '#server/plugins/openapi';
import { signedIn } from '#server/plugins/session';
import { clearSessionCookie } from '#server/features/auth';
import { linkBaseUrl, requireLinkHost } from '#server/features/mail';
import type { FastifyRequest } from 'fastify';
import { createThrottle } from '#server/plugins/throttle';
import {
  changeEmail,
  changePassword,
  deleteAccount,
  type AccountActor,
  type AccountDeps,
} from './account-service';
import { exportFileName, exportUserData } from './export-service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  429: apiErrorSchema,
};

function actorOf(request: FastifyRequest): AccountActor {
  return { user: signedIn(request).user, address: request.ip };
}

/** E-mail, password, export and deletion of the signed-in account (behind `requireUser`). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttle = createThrottle(app);
  const deps = (request: FastifyRequest): AccountDeps => ({
    db: app.db,
    throttle,
    log: request.log,
  });

  app.put(
    '/users/me/email',
    {
      config: { revokesSessions: true },
      schema: {
        tags: ['users'],
        summary: 'Change the e-mail address (needs the current password)',
        description:
          "Ends every outstanding reset link and e-mails the old address, in the account's " +
          'language, a single-use link to `/{lang}/undo-email-change?token=...` that undoes ' +
          'the change for 7 days (`POST /api/auth/undo-email-change`).',
        security: SIGNED_IN,
        body: changeEmailRequestSchema,
        response: { 200: userResponseSchema, ...errors, 409: apiErrorSchema, 421: apiErrorSchema },
      },
      // The undo link is written from the request's host: a host links may not name is refused.
      onRequest: requireLinkHost(app.config),
    },
    async (request) => ({
      user: await changeEmail(deps(request), actorOf(request), request.body, {
        mailer: app.mailer,
        clock: app.clock,
        baseUrl: linkBaseUrl(app.config, request),
      }),
    }),
  );

  app.put(
    '/users/me/password',
    {
      config: { revokesSessions: true },
      schema: {
        tags: ['users'],
        summary: 'Change the password',
        description: 'Every other session is signed out; this one stays.',
        security: SIGNED_IN,
        body: changePasswordRequestSchema,
        response: { 204: z.null().describe('Changed'), ...errors },
      },
    },
    async (request, reply) => {
      const { session } = signedIn(request);
      await changePassword(deps(request), actorOf(request), session.id, request.body);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/users/me/export',
    {
      schema: {
        tags: ['users'],
        summary: 'Download every stored record of the user as JSON',
        description:
          'An attachment with the user, profile, settings, favorites, sessions, conversations, ' +
          'subscriptions and tickets. No password or token hashes.',
        security: SIGNED_IN,
        response: { 200: z.record(z.string(), z.unknown()), 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      const data = await exportUserData(
        { db: app.db, clock: app.clock, sections: app.userData.sections },
        user,
      );
      const fileName = exportFileName(user, app.clock);
      reply.header('content-disposition', `attachment; filename="${fileName}"`);
      return data;
    },
  );

  app.delete(
    '/users/me',
    {
      config: { revokesSessions: true },
      schema: {
        tags: ['users'],
        summary: 'Delete the account and all its data',
        description:
          '`{password}`, or `{confirm: "DELETE"}` for accounts that only sign in with Google. ' +
          'Every session ends.',
        security: SIGNED_IN,
        body: deleteAccountRequestSchema,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      await deleteAccount(
        { ...deps(request), beforeDelete: app.userData.beforeDelete },
        actorOf(request),
        request.body,
      );
      clearSessionCookie(reply, app.config);
      return reply.code(204).send(null);
    },
  );
};
