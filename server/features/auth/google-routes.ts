import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  googleLinkRequestSchema,
  googleLoginRequestSchema,
  googleRegisterRequestSchema,
} from '#common/contracts/auth';
import { apiErrorSchema } from '#common/contracts/errors';
import { sessionResponseSchema, userResponseSchema } from '#common/contracts/user';
import { HttpError } from '#server/http-error';
import { describeUser } from '#server/features/accounts';
import { SIGNED_IN } from '#server/plugins/openapi';
import { requireUser, signedIn } from '#server/plugins/session';
import { accountForGoogleLogin, accountForGoogleRegister, linkGoogle } from './google-service';
import { createGoogleVerifier, type GoogleVerifier } from './google-verifier';
import { clientInfo, requestedDelivery, sendSession } from './reply-session';
import { signIn, type AuthDeps } from './service';

const responses = {
  200: sessionResponseSchema,
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  503: apiErrorSchema,
};

export const googleRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps }> = async (app, { deps }) => {
  const verifier = createGoogleVerifier(app.config, app.clock, app.log);

  function requireVerifier(): GoogleVerifier {
    if (!verifier) {
      throw new HttpError(503, 'GOOGLE_NOT_CONFIGURED', 'Google sign-in is not configured');
    }
    return verifier;
  }

  app.post(
    '/auth/google/login',
    {
      config: { revokesSessions: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a Google ID token',
        description:
          'Finds the account by Google id, else by the e-mail Google verified, and links it ' +
          'when that account has verified its address too (409 EMAIL_NOT_VERIFIED otherwise: ' +
          'sign in with the password and link Google in Settings). 404 when there is none; ' +
          '503 GOOGLE_NOT_CONFIGURED without GOOGLE_CLIENT_ID.',
        body: googleLoginRequestSchema,
        response: responses,
      },
    },
    async (request, reply) => {
      const delivery = requestedDelivery(request);
      const identity = await requireVerifier()(request.body.credential);
      const account = await accountForGoogleLogin(deps, identity);
      const { remember } = request.body;
      const result = await signIn(deps, account, { remember, client: clientInfo(request) });
      return sendSession(reply, app.config, result, { delivery });
    },
  );

  app.post(
    '/auth/google/register',
    {
      config: { revokesSessions: true },
      schema: {
        tags: ['auth'],
        summary: 'Create an account with a Google ID token and sign in',
        description:
          'No password; names and picture come from the token, and the address counts as ' +
          'verified. Signs in when the Google account or its e-mail already has an account ' +
          '(with the same 409 EMAIL_NOT_VERIFIED as sign-in).',
        body: googleRegisterRequestSchema,
        response: responses,
      },
    },
    async (request, reply) => {
      const delivery = requestedDelivery(request);
      const identity = await requireVerifier()(request.body.credential);
      const { remember, language } = request.body;
      const account = await accountForGoogleRegister(deps, identity, language);
      const result = await signIn(deps, account, { remember, client: clientInfo(request) });
      return sendSession(reply, app.config, result, { delivery });
    },
  );

  app.post(
    '/auth/google/link',
    {
      config: { revokesSessions: true },
      schema: {
        tags: ['auth'],
        summary: 'Link a Google account to the signed-in account',
        description:
          'The ID token is verified as at sign-in; afterwards "Sign in with Google" opens this ' +
          "account. When the Google address is the account's, it counts as verified. Linking " +
          'the Google account that is linked already answers the user unchanged. 409 ' +
          'GOOGLE_ALREADY_LINKED when that Google account belongs to another account or this ' +
          'one has another; 503 GOOGLE_NOT_CONFIGURED without GOOGLE_CLIENT_ID.',
        security: SIGNED_IN,
        body: googleLinkRequestSchema,
        response: {
          200: userResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
      onRequest: requireUser,
    },
    async (request) => {
      const identity = await requireVerifier()(request.body.credential);
      const account = await linkGoogle(deps, signedIn(request).user, identity);
      return { user: await describeUser(deps.db, account) };
    },
  );
};
