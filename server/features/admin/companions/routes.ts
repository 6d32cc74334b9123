import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCompanionParamsSchema,
  adminCompanionResponseSchema,
  adminCompanionsOverviewSchema,
  adminCompanionsQuerySchema,
  adminCompanionsResponseSchema,
  importPreviewResponseSchema,
  importResultResponseSchema,
  companionsExportSchema,
} from '#common/contracts/admin-companions';
import { apiErrorSchema } from '#common/contracts/errors';
import { MAX_CARD_FILE_BYTES } from '#common/contracts/character-cards';
import {
  adminCardImportResponseSchema,
  adminCardPreviewResponseSchema,
  cardExportQuerySchema,
  OWN_COMPANION_FORM,
} from '#common/contracts/own-companions';
import { isLanguage, type Language } from '#common/i18n/languages';
import { readUpload } from '#server/features/media';
import { HttpError } from '#server/http-error';
import { exportAdminCard, importAdminCard, previewAdminCard } from './cards';
import { SIGNED_IN } from '#server/plugins/openapi';
import { readSiteSettings } from '#server/features/site-settings';
import { applyImport, exportCompanions, previewImport } from './export-import';
import { readCompanionForm } from './multipart-form';
import {
  createAdminCompanion,
  deleteAdminCompanion,
  getAdminCompanion,
  listAdminCompanions,
  modelsOverview,
  updateAdminCompanion,
} from './service';

const base = { tags: ['admin'], security: SIGNED_IN };
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const uploadErrors = { ...errors, 404: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema };
/** An export of hundreds of companions with full personas stays well under this. */
const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

const MULTIPART_DESCRIPTION =
  'multipart/form-data: every field of the companion as text (booleans `true`/`false`, ' +
  'numbers as text, `traits` as a JSON array or comma-separated, `persona` as JSON), photos as ' +
  'files `photos[0]`, `photos[1]`… (or `photos`). Photos are checked by content against the ' +
  'site settings (formats: 415 UNSUPPORTED_MEDIA_TYPE; size: 413 PAYLOAD_TOO_LARGE), turned ' +
  'upright, stripped of metadata and stored as WebP. The first photo is the avatar; photos 3 ' +
  'and 4 are premium. Blank Bulgarian texts take the English ones.';

/**
 * Companion management (common/contracts/admin-companions.ts). Admins only: 401 for visitors, 403
 * for anyone else, before a body is read. Multipart parsing is registered here only, so no other
 * route accepts uploads. The create, edit, delete and stats routes are also served at the paths
 * docs/api.md names (`/models`, `/models/{id}`, `/models/stats/overview`).
 */
export const adminCompanionRoutes: FastifyPluginAsyncZod = async (app) => {
  // Over-size files throw (413) rather than arrive truncated.
  await app.register(multipart, { throwFileSizeLimit: true });
  /** Reads the upload settings first: the size limit applies while the body streams in. */
  const receive = async (request: FastifyRequest) => {
    const settings = await readSiteSettings(app.db);
    const form = await readCompanionForm(request, settings.max_file_size);
    return { form, formats: settings.supported_formats };
  };

  app.get(
    '/admin/models',
    {
      schema: {
        ...base,
        summary: 'Companions for the management screen',
        description:
          'Every companion (`status` all by default) with both languages, the persona, photos ' +
          'and statistics. `search` matches name, personality and description in both ' +
          'languages. Pass `nextCursor` as `cursor` for the next page.',
        querystring: adminCompanionsQuerySchema,
        response: { 200: adminCompanionsResponseSchema, ...errors },
      },
    },
    async (request) => listAdminCompanions(app.db, request.query),
  );

  for (const url of ['/admin/models/stats', '/models/stats/overview']) {
    app.get(
      url,
      {
        schema: {
          ...base,
          summary: 'Companion figures',
          response: { 200: adminCompanionsOverviewSchema, ...errors },
        },
      },
      async () => modelsOverview(app.db),
    );
  }

  app.get(
    '/admin/models/export',
    {
      schema: {
        ...base,
        summary: 'Download every companion as JSON',
        description:
          'Both languages and the persona; no photos. Import reads this file back, keyed by slug.',
        response: { 200: companionsExportSchema, ...errors },
      },
    },
    async (_request, reply) => {
      const now = new Date();
      reply.header(
        'content-disposition',
        `attachment; filename="amora-companions-${now.toISOString().slice(0, 10)}.json"`,
      );
      return exportCompanions(app.db, now);
    },
  );

  app.post(
    '/admin/models/import/preview',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        ...base,
        summary: 'What importing an export file would change',
        description:
          'Per companion (by slug): create, update (with the changed fields) or unchanged.',
        body: companionsExportSchema,
        response: { 200: importPreviewResponseSchema, 413: apiErrorSchema, ...errors },
      },
    },
    async (request) => ({ changes: await previewImport(app.db, request.body) }),
  );

  app.post(
    '/admin/models/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        ...base,
        summary: 'Import an export file',
        description:
          'In one transaction: unknown slugs are created (without photos), known ones updated. ' +
          'Photos are never changed by an import.',
        body: companionsExportSchema,
        response: { 200: importResultResponseSchema, 413: apiErrorSchema, ...errors },
      },
    },
    async (request) => applyImport(app.db, request.body),
  );

  /** A card file and its language (en by default); a card over the cap is CARD_INVALID. */
  const receiveCard = async (request: FastifyRequest) => {
    const upload = await readUpload(
      request,
      OWN_COMPANION_FORM.card,
      [OWN_COMPANION_FORM.language],
      MAX_CARD_FILE_BYTES,
      () =>
        new HttpError(400, 'CARD_INVALID', 'The card file is too large.', {
          field: 'file',
          reason: 'too_large',
        }),
    );
    const language = upload.fields.get(OWN_COMPANION_FORM.language) ?? 'en';
    if (!isLanguage(language)) {
      throw new HttpError(400, 'VALIDATION_FAILED', 'language must be en or bg.', {
        fields: { language: 'en or bg' },
      });
    }
    return { bytes: upload.bytes, language: language as Language };
  };
  const cardBinary = z
    .custom<Buffer>((value) => Buffer.isBuffer(value))
    .meta({ type: 'string', format: 'binary' });

  app.post(
    '/admin/models/import/card/preview',
    {
      schema: {
        ...base,
        summary: 'What a Character Card would import as (nothing stored)',
        consumes: ['multipart/form-data'],
        response: { 200: adminCardPreviewResponseSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const { bytes, language } = await receiveCard(request);
      return previewAdminCard(bytes, language);
    },
  );

  app.post(
    '/admin/models/import/card',
    {
      schema: {
        ...base,
        summary: 'Import a Character Card as a new catalogue companion (inactive)',
        description:
          'V1/V2/V3, PNG or JSON (`card`, and `language` en|bg). A card that cannot be ' +
          'imported is 400 CARD_INVALID with `field` and `reason`.',
        consumes: ['multipart/form-data'],
        response: { 201: adminCardImportResponseSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const { bytes, language } = await receiveCard(request);
      return reply.code(201).send(await importAdminCard(app.db, bytes, language));
    },
  );

  app.get(
    '/admin/models/:id/export/card',
    {
      schema: {
        ...base,
        summary: 'Download a catalogue companion as a Character Card (V3 PNG or JSON)',
        params: adminCompanionParamsSchema,
        querystring: cardExportQuerySchema,
        response: {
          200: {
            description: 'The card file',
            content: {
              'image/png': { schema: cardBinary },
              'application/json': { schema: cardBinary },
            },
          },
          404: apiErrorSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const file = await exportAdminCard(
        app.db,
        request.params.id,
        request.query.format,
        request.query.lang ?? 'en',
      );
      reply.header('content-disposition', `attachment; filename="${file.filename}"`);
      reply.header('cache-control', 'private, no-store');
      return reply.type(file.contentType).send(file.bytes);
    },
  );

  app.get(
    '/admin/models/:id',
    {
      schema: {
        ...base,
        summary: 'One companion, everything included',
        params: adminCompanionParamsSchema,
        response: { 200: adminCompanionResponseSchema, 404: apiErrorSchema, ...errors },
      },
    },
    async (request) => ({ model: await getAdminCompanion(app.db, request.params.id) }),
  );

  for (const url of ['/admin/models', '/models']) {
    app.post(
      url,
      {
        schema: {
          ...base,
          summary: 'Create a companion',
          description: MULTIPART_DESCRIPTION,
          consumes: ['multipart/form-data'],
          response: { 201: adminCompanionResponseSchema, ...uploadErrors },
        },
      },
      async (request, reply) => {
        const { form, formats } = await receive(request);
        return reply.code(201).send({ model: await createAdminCompanion(app.db, form, formats) });
      },
    );
  }

  for (const url of ['/admin/models/:id', '/models/:id']) {
    app.put(
      url,
      {
        schema: {
          ...base,
          summary: 'Save an edited companion',
          description:
            `${MULTIPART_DESCRIPTION} The edited companion: fields left out keep their stored ` +
            'values. `keepPhotos` (JSON array of media ids) lists the existing photos to keep, ' +
            'in their new order; new photos follow them; at most 4 in all.',
          consumes: ['multipart/form-data'],
          params: adminCompanionParamsSchema,
          response: { 200: adminCompanionResponseSchema, ...uploadErrors },
        },
      },
      async (request) => {
        const { form, formats } = await receive(request);
        return { model: await updateAdminCompanion(app.db, request.params.id, form, formats) };
      },
    );

    app.delete(
      url,
      {
        schema: {
          ...base,
          summary: 'Delete a companion',
          description: 'Its conversations, favourites and photos go with it.',
          params: adminCompanionParamsSchema,
          response: { 204: z.null().describe('Deleted'), 404: apiErrorSchema, ...errors },
        },
      },
      async (request, reply) => {
        await deleteAdminCompanion(app.db, request.params.id);
        return reply.code(204).send(null);
      },
    );
  }
};
