import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '#common/contracts/errors';
import { isPremiumViewer } from '#server/plugins/viewer';
import { getMediaForViewer, matchesEtag } from './service';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Binary bodies skip serialisation; the schema documents them and types `reply.send`. */
const imageBytesSchema = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .meta({ type: 'string', format: 'binary' });

const mediaParamsSchema = z.object({
  id: z.string().regex(UUID_PATTERN, 'Media id must be a UUID'),
});

/** Stored bytes never change under an id, so public copies may be cached for a year. */
const PUBLIC_CACHE = 'public, max-age=31536000, immutable';
/** Premium images are per-viewer: no shared cache may keep them. */
const PRIVATE_CACHE = 'private, max-age=31536000, immutable';

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/:id',
    {
      schema: {
        tags: ['media'],
        summary: 'A stored image',
        description:
          'Long-lived cache headers and a strong ETag (304 on If-None-Match). Premium images ' +
          "answer 403 PREMIUM_REQUIRED unless the caller is premium; a user's private image (an " +
          "own companion's avatar) is 404 for anyone but its owner.",
        params: mediaParamsSchema,
        response: {
          200: {
            description: 'The image bytes',
            content: { 'image/*': { schema: imageBytesSchema } },
          },
          304: z.null().describe('Not modified: the cached copy is current'),
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const image = await getMediaForViewer(
        app.db,
        request.params.id,
        isPremiumViewer(request),
        request.user?.id,
      );
      reply.header('cache-control', image.premium || image.private ? PRIVATE_CACHE : PUBLIC_CACHE);
      reply.header('etag', image.etag);
      reply.header('x-content-type-options', 'nosniff');
      if (matchesEtag(request.headers['if-none-match'], image.etag)) {
        return reply.code(304).send(null);
      }
      return reply.type(image.contentType).send(image.bytes);
    },
  );
};
