import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginRequestSchema, registerRequestSchema } from '#common/contracts/auth';
import { apiErrorSchema } from '#common/contracts/errors';
import {
  sessionProbeResponseSchema,
  sessionResponseSchema,
  userResponseSchema,
} from '#common/contracts/user';
import { SIGNED_IN } from '#server/plugins/openapi';
import { requireUser, signedIn, unauthenticated } from '#server/plugins/session';
import { createThrottle } from '#server/plugins/throttle';
import { describeUser } from '#server/features/accounts';
import { linkBaseUrl, requireLinkHost } from '#server/features/mail';
import { emailVerificationRoutes } from './email-verification-routes';
import { googleRoutes } from './google-routes';
import { passwordResetRoutes } from './password-reset-routes';
import { clientInfo, requestedDelivery, sendSession } from './reply-session';
import { login, register, type AuthDeps } from './service';
import { clearSessionCookie } from './session-cookie';
import { endSession, rotateSession } from './session-service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Redis counts the attempts when REDIS_URL is set, PostgreSQL otherwise (server/plugins/throttle).
  const deps: AuthDeps = {
    db: app.db,
    clock: app.clock,
    throttle: createThrottle(app),
    mailer: app.mailer,
    log: app.log,
  };

  app.post(
    '/auth/register',
    {
      config: { revokesSessions: true },
      schema: {
        tags: ['auth'],
        summary: 'Create an account and sign in',
        description:
          'Answers `{user, token}` and sets the session cookie. `username` defaults to the ' +
          "e-mail's local part, made unique. Sign-ups are limited per address (429). The " +
          "address starts unverified: it gets, in the account's language, a link to " +
          '`/{lang}/verify-email?token=...` (`POST /api/auth/verify-email`).',
        body: registerRequestSchema,
        response: {
          201: sessionResponseSchema,
          ...errors,
          409: apiErrorSchema,
          421: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      // The verification link is written from the request's host: other hosts are refused.
      onRequest: requireLinkHost(app.config),
    },
    async (request, reply) => {
      const delivery = requestedDelivery(request);
      const baseUrl = linkBaseUrl(app.config, request);
      const result = await register(deps, request.body, clientInfo(request), baseUrl);
      return sendSession(reply, app.config, result, { delivery, statusCode: 201 });
    },
  );

  app.post(
    '/auth/login',
    {
      config: { revokesSessions: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail or username and password',
        description:
          '`remember: false` gives a browser-session cookie and a 12-hour sliding session. ' +
          'Failures are limited per account and per address (429 with `retryAfter` seconds).',
        body: loginRequestSchema,
        response: { 200: sessionResponseSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const delivery = requestedDelivery(request);
      const result = await login(deps, request.body, clientInfo(request));
      return sendSession(reply, app.config, result, { delivery });
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { revokesSessions: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign out: revoke the token and clear the cookie',
        description: 'Also 204 when already signed out.',
        security: SIGNED_IN,
        response: { 204: z.null().describe('Signed out'), 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      if (request.session) await endSession(app.db, request.session.token);
      clearSessionCookie(reply, app.config);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/auth/verify',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: SIGNED_IN,
        response: { 200: userResponseSchema, 401: apiErrorSchema },
      },
      onRequest: requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { user: await describeUser(app.db, signedIn(request).user) };
    },
  );

  // The web app asks this at every start: a visitor is an answer, not an error, so a signed-out
  // page logs no failed request (verify keeps its 401 for API clients).
  app.get(
    '/auth/session',
    {
      schema: {
        tags: ['auth'],
        summary: 'Who is signed in, if anyone',
        description:
          'Like `GET /auth/verify`, but a caller without a live session gets 200 ' +
          'with `user: null` instead of 401.',
        response: { 200: sessionProbeResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { user: request.user ? await describeUser(app.db, request.user) : null };
    },
  );

  app.post(
    '/auth/refresh',
    {
      config: { revokesSessions: true },
      schema: {
        tags: ['auth'],
        summary: 'Exchange the token for a new one',
        description: 'The old token stops working at once.',
        security: SIGNED_IN,
        response: { 200: sessionResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
      onRequest: requireUser,
    },
    async (request, reply) => {
      const { user, session } = signedIn(request);
      const rotated = await rotateSession(
        app.db,
        app.clock,
        session,
        clientInfo(request).userAgent,
      );
      if (!rotated) throw unauthenticated();
      const described = await describeUser(app.db, user);
      // The token goes back the way it came: a cookie session never gets it in the body, even
      // when a script in the page asks for it.
      const delivery = session.source === 'bearer' ? 'token' : 'cookie';
      return sendSession(
        reply,
        app.config,
        { ...rotated, user: described, remember: session.remember },
        { delivery },
      );
    },
  );

  await app.register(googleRoutes, { deps });
  await app.register(passwordResetRoutes);
  await app.register(emailVerificationRoutes);
};
