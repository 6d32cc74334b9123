import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '#common/contracts/errors';
import {
  favoriteIdsResponseSchema,
  favoritesListQuerySchema,
  favoritesListResponseSchema,
} from '#common/contracts/favorites';
import { companionIdParamSchema } from '#common/contracts/companions';
import { SIGNED_IN } from '#server/plugins/openapi';
import { signedIn } from '#server/plugins/session';
import { addFavorite, listFavorites, removeFavorite } from './service';

/** The same ids as GET /api/models/{id}: UUID, number 1-6 or name. */
const paramsSchema = z.object({ modelId: companionIdParamSchema.shape.id });

const changeSchema = {
  tags: ['favorites'],
  description: '`modelId` is the UUID, the number 1-6 or the name, as in GET /api/models/{id}.',
  security: SIGNED_IN,
  params: paramsSchema,
  response: {
    200: favoriteIdsResponseSchema,
    400: apiErrorSchema,
    401: apiErrorSchema,
    403: apiErrorSchema,
    404: apiErrorSchema,
  },
};

/** The signed-in user's favourites; keyed on the session's user only. */
export const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/favorites',
    {
      schema: {
        tags: ['favorites'],
        summary: 'The favourite companions, newest first',
        description:
          'Cards like those of `GET /api/models`, in the language `lang` asks for (en, bg; ' +
          'English by default). Includes companions that are no longer active.',
        security: SIGNED_IN,
        querystring: favoritesListQuerySchema,
        response: { 200: favoritesListResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({
      favorites: await listFavorites(app.db, signedIn(request).user.id, request.query.lang),
    }),
  );

  app.post(
    '/users/favorites/:modelId',
    { schema: { ...changeSchema, summary: 'Add a favourite (idempotent)' } },
    async (request) => {
      const userId = signedIn(request).user.id;
      return { favorites: await addFavorite(app.db, app.clock, userId, request.params.modelId) };
    },
  );

  app.delete(
    '/users/favorites/:modelId',
    { schema: { ...changeSchema, summary: 'Remove a favourite (idempotent)' } },
    async (request) => {
      const userId = signedIn(request).user.id;
      return { favorites: await removeFavorite(app.db, userId, request.params.modelId) };
    },
  );
};
