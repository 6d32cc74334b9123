import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '#common/contracts/errors';
import {
  COMMUNICATION_STYLES,
  interestsSchema,
  profileResponseSchema,
  updateProfileRequestSchema,
} from '#common/contracts/profile';
import { settingsResponseSchema, updateSettingsRequestSchema } from '#common/contracts/settings';
import { SIGNED_IN } from '#server/plugins/openapi';
import { signedIn } from '#server/plugins/session';
import { accountRoutes } from './account-routes';
import { getProfile, getSettings, updateProfile, updateSettings } from './service';

// The undo link of an e-mail change is opened from the old inbox, often with no session, so
// server/app.ts registers it outside the signed-in scope.
export { emailUndoRoutes } from './email-undo-routes';

const read = { 200: profileResponseSchema, 401: apiErrorSchema };
const write = { ...read, 400: apiErrorSchema, 403: apiErrorSchema };

/**
 * The signed-in user's own records. Nothing here takes a user id: every route works on the
 * session's user, so no request can reach another user's data.
 */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const url of ['/users/profile', '/users/profile-data']) {
    app.get(
      url,
      {
        schema: {
          tags: ['users'],
          summary:
            url === '/users/profile' ? 'The profile' : 'The profile (alias of /users/profile)',
          security: SIGNED_IN,
          response: read,
        },
      },
      async (request) => ({ profile: await getProfile(app.db, signedIn(request).user.id) }),
    );
  }

  app.put(
    '/users/profile',
    {
      config: { revokesSessions: true },
      schema: {
        tags: ['users'],
        summary: 'Change the profile and the name',
        description: 'Only the fields sent change. Interests are trimmed and de-duplicated.',
        security: SIGNED_IN,
        body: updateProfileRequestSchema,
        response: write,
      },
    },
    async (request) => ({
      profile: await updateProfile(app.db, signedIn(request).user, request.body),
    }),
  );

  app.put(
    '/users/profile/interests',
    {
      schema: {
        tags: ['users'],
        summary: 'Replace the interests',
        security: SIGNED_IN,
        body: z.object({ interests: interestsSchema }),
        response: write,
      },
    },
    async (request) => ({
      profile: await updateProfile(app.db, signedIn(request).user, request.body),
    }),
  );

  app.put(
    '/users/profile/communication-style',
    {
      schema: {
        tags: ['users'],
        summary: 'Change the communication style',
        security: SIGNED_IN,
        body: z.object({ communicationStyle: z.enum(COMMUNICATION_STYLES) }),
        response: write,
      },
    },
    async (request) => ({
      profile: await updateProfile(app.db, signedIn(request).user, request.body),
    }),
  );

  app.get(
    '/users/settings',
    {
      schema: {
        tags: ['users'],
        summary: 'The settings, with the defaults for what was never changed',
        security: SIGNED_IN,
        response: { 200: settingsResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({ settings: await getSettings(app.db, signedIn(request).user.id) }),
  );

  app.put(
    '/users/settings',
    {
      config: { revokesSessions: true },
      schema: {
        tags: ['users'],
        summary: 'Change some settings',
        description:
          'Any part of the settings; the rest is kept. A key the settings do not have is 400. ' +
          '`content: {explicit: true}` needs `ageConfirmed: true` (the 18+ confirmation, not ' +
          'stored); turning it off ends explicit mode in all of your conversations.',
        security: SIGNED_IN,
        body: updateSettingsRequestSchema,
        response: { ...write, 200: settingsResponseSchema },
      },
    },
    async (request) => ({
      settings: await updateSettings(app.db, signedIn(request).user.id, request.body),
    }),
  );

  await app.register(accountRoutes);
};
