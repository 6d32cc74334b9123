import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#common/contracts/errors';
import {
  companionDetailResponseSchema,
  companionIdParamSchema,
  companionsListPagedQuerySchema,
  companionsListResponseSchema,
} from '#common/contracts/companions';
import { isPremiumViewer } from '#server/plugins/viewer';
import { schemaSerializerCompiler } from '#server/plugins/schema-serializer';
import { getCompanionProfile, listCompanions } from './service';

export const companionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/models',
    {
      serializerCompiler: schemaSerializerCompiler,
      schema: {
        tags: ['models'],
        summary: 'List companions as cards',
        description:
          'Active companions as cards: what a catalogue card shows, in the language `lang` asks ' +
          'for (en, bg; English by default). The whole profile comes from `GET /api/models/{id}`. ' +
          '`status` (all, active, inactive) is honoured for admins only; ' +
          'anyone else gets the active ones whatever it says. `search` matches name, personality ' +
          'and description in English and Bulgarian, ignoring case. With `limit` (1-100) the ' +
          'list comes in pages: pass `nextCursor` as `cursor` for the next one (null at the end); ' +
          'without it, every companion.',
        querystring: companionsListPagedQuerySchema,
        response: { 200: companionsListResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) =>
      listCompanions(app.db, request.query, {
        isAdmin: request.user?.role === 'admin',
        userId: request.user?.id,
      }),
  );

  app.get(
    '/models/:id',
    {
      serializerCompiler: schemaSerializerCompiler,
      schema: {
        tags: ['models'],
        summary: 'A companion profile with its gallery',
        description:
          '`id` is the UUID, the number 1-6 of a built-in companion, or its name (either ' +
          'language, any case). Gallery images 3 and 4 are `{url: null, locked: true}` unless ' +
          'the caller is premium.',
        params: companionIdParamSchema,
        response: { 200: companionDetailResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      getCompanionProfile(app.db, request.params.id, isPremiumViewer(request), request.user?.id),
  );
};
