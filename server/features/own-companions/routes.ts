import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_CARD_FILE_BYTES } from '#common/contracts/character-cards';
import { apiErrorSchema } from '#common/contracts/errors';
import {
  cardExportQuerySchema,
  OWN_COMPANION_FORM,
  OWN_PORTRAIT_IDS,
  ownCardImportResponseSchema,
  ownCardPreviewResponseSchema,
  ownCompanionDeleteQuerySchema,
  ownCompanionInputSchema,
  ownCompanionParamsSchema,
  ownCompanionPatchSchema,
  ownCompanionResponseSchema,
  ownCompanionsResponseSchema,
  portraitChoiceSchema,
  portraitParamsSchema,
  portraitsResponseSchema,
} from '#common/contracts/own-companions';
import { isLanguage, type Language } from '#common/i18n/languages';
import { entitlementsFor } from '#server/features/accounts';
import { readSiteSettings } from '#server/features/site-settings';
import { SIGNED_IN } from '#server/plugins/openapi';
import { signedIn } from '#server/plugins/session';
import { HttpError } from '#server/http-error';
import { exportOwnCard, importOwnCard, previewOwnCard, type CardFile } from './cards';
import { portraitUrl, portraitWebp } from './portraits';
import {
  choosePortrait,
  clearAvatar,
  createOwnCompanion,
  deleteOwnCompanion,
  getOwnCompanion,
  listOwnCompanions,
  updateOwnCompanion,
  uploadAvatar,
  type Owner,
} from './service';
import { readUpload } from '#server/features/media';
import type { ReplyEngines } from '#server/features/replies';

const base = { tags: ['own companions'], security: SIGNED_IN };
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};
const uploadErrors = { ...errors, 413: apiErrorSchema, 415: apiErrorSchema };
const binary = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .meta({ type: 'string', format: 'binary' });

function ownerOf(request: FastifyRequest): Owner {
  const { user } = signedIn(request);
  return { id: user.id, plan: entitlementsFor(user).plan };
}

/** The card's language part: en (default) or bg; anything else is 400. */
function cardLanguage(fields: Map<string, string>): Language {
  const value = fields.get(OWN_COMPANION_FORM.language) ?? 'en';
  if (!isLanguage(value)) {
    throw new HttpError(400, 'VALIDATION_FAILED', 'language must be en or bg.', {
      fields: { language: 'en or bg' },
    });
  }
  return value;
}

/** A card over the cap is the card's failure like any other (decision 020): 400 naming `file`. */
export const cardTooLarge = () =>
  new HttpError(400, 'CARD_INVALID', `The card file is over ${MAX_CARD_FILE_BYTES} bytes.`, {
    field: 'file',
    reason: 'too_large',
  });

export function sendCardFile(reply: FastifyReply, file: CardFile) {
  reply.header('content-disposition', `attachment; filename="${file.filename}"`);
  reply.header('cache-control', 'private, no-store');
  return reply.type(file.contentType).send(file.bytes);
}

/**
 * A user's own companions (common/contracts/own-companions.ts, docs/decisions/021). Registered
 * in the signed-in scope; every route acts on the caller's companions only (another user's id is
 * 404). Multipart is registered here for the avatar and card uploads of these routes only.
 */
export const ownCompanionRoutes: FastifyPluginAsyncZod<{ engines: ReplyEngines }> = async (
  app,
  { engines },
) => {
  // The provider fills the other language when one is configured (translate.ts).
  const writer = engines.writer ?? null;
  await app.register(multipart, { throwFileSizeLimit: true });

  app.get(
    '/users/me/companions',
    {
      schema: {
        ...base,
        summary: 'Your companions, with the plan limit and how many you have',
        response: { 200: ownCompanionsResponseSchema, ...errors },
      },
    },
    async (request) => listOwnCompanions(app.db, ownerOf(request)),
  );

  app.post(
    '/users/me/companions',
    {
      schema: {
        ...base,
        summary: 'Create your companion',
        description:
          'Past the plan limit 403 COMPANION_LIMIT_REACHED; a text stating an age under 18 ' +
          '400 UNDER_18 with `field`.',
        body: ownCompanionInputSchema,
        response: { 201: ownCompanionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const companion = await createOwnCompanion(app.db, ownerOf(request), request.body, writer);
      return reply.code(201).send({ companion });
    },
  );

  app.post(
    '/users/me/companions/import/preview',
    {
      schema: {
        ...base,
        summary: 'What a Character Card would import as (nothing stored)',
        consumes: ['multipart/form-data'],
        response: { 200: ownCardPreviewResponseSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const upload = await readUpload(
        request,
        OWN_COMPANION_FORM.card,
        [OWN_COMPANION_FORM.language],
        MAX_CARD_FILE_BYTES,
        cardTooLarge,
      );
      return previewOwnCard(upload.bytes, cardLanguage(upload.fields));
    },
  );

  app.post(
    '/users/me/companions/import',
    {
      schema: {
        ...base,
        summary: 'Import a Character Card (V1/V2/V3, PNG or JSON) as a new companion of yours',
        description:
          'A card that cannot be imported is 400 CARD_INVALID with `field` and `reason`.',
        consumes: ['multipart/form-data'],
        response: { 201: ownCardImportResponseSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      const upload = await readUpload(
        request,
        OWN_COMPANION_FORM.card,
        [OWN_COMPANION_FORM.language],
        MAX_CARD_FILE_BYTES,
        cardTooLarge,
      );
      const imported = await importOwnCard(
        app.db,
        owner,
        upload.bytes,
        cardLanguage(upload.fields),
        writer,
      );
      return reply.code(201).send(imported);
    },
  );

  app.get(
    '/users/me/companions/:id',
    {
      schema: {
        ...base,
        summary: 'One of your companions',
        params: ownCompanionParamsSchema,
        response: { 200: ownCompanionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      companion: await getOwnCompanion(app.db, ownerOf(request), request.params.id),
    }),
  );

  app.patch(
    '/users/me/companions/:id',
    {
      schema: {
        ...base,
        summary: 'Edit your companion (fields left out keep their values)',
        params: ownCompanionParamsSchema,
        body: ownCompanionPatchSchema,
        response: { 200: ownCompanionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      companion: await updateOwnCompanion(
        app.db,
        ownerOf(request),
        request.params.id,
        request.body,
        writer,
      ),
    }),
  );

  app.delete(
    '/users/me/companions/:id',
    {
      schema: {
        ...base,
        summary: 'Delete your companion with her conversations',
        description:
          'Needs `confirm=true`; without it 409 CONFIRMATION_REQUIRED with `conversations` and ' +
          '`messages` (what would be deleted) and nothing changes.',
        params: ownCompanionParamsSchema,
        querystring: ownCompanionDeleteQuerySchema,
        response: { 204: z.null(), ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await deleteOwnCompanion(
        app.db,
        ownerOf(request),
        request.params.id,
        request.query.confirm === 'true',
      );
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/users/me/companions/:id/avatar',
    {
      schema: {
        ...base,
        summary: 'Upload her avatar (re-encoded like admin photos)',
        consumes: ['multipart/form-data'],
        params: ownCompanionParamsSchema,
        response: { 200: ownCompanionResponseSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const settings = await readSiteSettings(app.db);
      const upload = await readUpload(
        request,
        OWN_COMPANION_FORM.avatar,
        [],
        settings.max_file_size * 1024 * 1024,
      );
      return {
        companion: await uploadAvatar(
          app.db,
          owner,
          request.params.id,
          { number: 1, bytes: upload.bytes },
          settings.supported_formats,
        ),
      };
    },
  );

  app.put(
    '/users/me/companions/:id/avatar/portrait',
    {
      schema: {
        ...base,
        summary: 'Use a generated portrait as her avatar',
        params: ownCompanionParamsSchema,
        body: portraitChoiceSchema,
        response: { 200: ownCompanionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      companion: await choosePortrait(
        app.db,
        ownerOf(request),
        request.params.id,
        request.body.portrait,
      ),
    }),
  );

  app.delete(
    '/users/me/companions/:id/avatar',
    {
      schema: {
        ...base,
        summary: 'Remove her avatar',
        params: ownCompanionParamsSchema,
        response: { 200: ownCompanionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      companion: await clearAvatar(app.db, ownerOf(request), request.params.id),
    }),
  );

  app.get(
    '/users/me/companions/:id/export',
    {
      schema: {
        ...base,
        summary: 'Download her as a Character Card (V3 PNG or JSON)',
        params: ownCompanionParamsSchema,
        querystring: cardExportQuerySchema,
        response: {
          200: {
            description: 'The card file',
            content: { 'image/png': { schema: binary }, 'application/json': { schema: binary } },
          },
          ...errors,
        },
      },
    },
    async (request, reply) =>
      sendCardFile(
        reply,
        await exportOwnCard(
          app.db,
          ownerOf(request),
          request.params.id,
          request.query.format,
          request.query.lang,
        ),
      ),
  );
};

/** The generated portraits (public: the same faces for everyone). */
export const portraitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companion-portraits',
    {
      schema: {
        tags: ['own companions'],
        summary: "Generated portraits to choose as an own companion's avatar",
        response: { 200: portraitsResponseSchema },
      },
    },
    async () => ({ portraits: OWN_PORTRAIT_IDS.map((id) => ({ id, url: portraitUrl(id) })) }),
  );

  app.get(
    '/companion-portraits/:portrait',
    {
      schema: {
        tags: ['own companions'],
        summary: 'A generated portrait (WebP)',
        params: portraitParamsSchema,
        response: {
          200: { description: 'The image', content: { 'image/webp': { schema: binary } } },
          400: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return reply.type('image/webp').send(await portraitWebp(request.params.portrait));
    },
  );
};
