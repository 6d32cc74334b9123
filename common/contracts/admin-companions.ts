import { z } from 'zod';
import { COMPANION_CATEGORIES, COMPANION_STATUS_FILTERS } from './companion-rules';
import { EMPTY_PERSONA_VOICE, personaVoiceSchema } from './persona-voice';

/**
 * Companion management for admins (docs/api.md, "Models" and "Admin").
 * One editor for creating and editing: both languages, the persona fields that
 * drive replies, and up to four photos.
 *
 * Routes (all role admin; 401 for visitors, 403 for everyone else):
 * - `GET    /api/admin/models?search=&category=&status=&cursor=&limit=` → `{models, nextCursor}`
 * - `GET    /api/admin/models/stats` → `{total, active, inactive, premium, conversations, messages}`
 * - `GET    /api/admin/models/{id}` → `{model}`
 * - `POST   /api/admin/models` (multipart, see ADMIN_MODEL_FORM) → 201 `{model}`
 * - `PUT    /api/admin/models/{id}` (multipart, the edited object) → `{model}`
 * - `DELETE /api/admin/models/{id}` → 204 (its conversations go with it)
 * - `GET    /api/admin/models/export` → the export file (JSON download)
 * - `POST   /api/admin/models/import/preview` (JSON: the export file) → `{changes}`
 * - `POST   /api/admin/models/import` (JSON: the export file) → `{created, updated}`
 */

// ---- Limits -----------------------------------------------------------------------------------

/** A companion has at most four photos: the first is the avatar, positions 2 and 3 are premium. */
export const MAX_COMPANION_PHOTOS = 4;
export const ADMIN_COMPANIONS_PAGE_SIZE = 24;

/** Used when the response-time fields are left blank. */
export const DEFAULT_RESPONSE_TIME = { en: '2-5 minutes', bg: '2-5 минути' } as const;

/** Lower-case words joined by dashes, with a letter (a number alone would read as a legacy id). */
const SLUG_PATTERN = /^(?=[a-z0-9-]*[a-z])[a-z0-9]+(?:-[a-z0-9]+)*$/;

// ---- Persona (what drives replies; one per language) --------------------------------------------

const line = (max: number) => z.string().trim().max(max);
const lines = z.array(line(500)).max(30);

export const emotionalTriggersSchema = z
  .object({
    happy: lines.default([]),
    sad: lines.default([]),
    excited: lines.default([]),
    frustrated: lines.default([]),
    flirty: lines.default([]),
  })
  .strict();

export const backstorySchema = z
  .object({
    childhood: line(2000).default(''),
    career: line(2000).default(''),
    relationship_history: line(2000).default(''),
    current_situation: line(2000).default(''),
    dreams: line(2000).default(''),
  })
  .strict();

/**
 * The persona fields an admin edits in one language. Name, style, description, location,
 * interests, traits and response time are not repeated here: the model's own fields are used.
 * With an empty `prompt` replies come from a minimal persona built from the model's fields.
 */
export const adminPersonaSchema = z
  .object({
    values: lines.default([]),
    secrets: lines.default([]),
    speech_patterns: lines.default([]),
    emotional_triggers: emotionalTriggersSchema.default({
      happy: [],
      sad: [],
      excited: [],
      frustrated: [],
      flirty: [],
    }),
    backstory: backstorySchema.default({
      childhood: '',
      career: '',
      relationship_history: '',
      current_situation: '',
      dreams: '',
    }),
    prompt: line(8000).default(''),
    /**
     * How she looks, in a few sentences (the own-companion form, docs/decisions/021; optional so
     * that the admin form, which does not show it, keeps working).
     */
    appearance: line(1000).optional(),
    /** Her own first-person lines for the built-in engine (see persona-voice.ts). */
    voice: personaVoiceSchema.default(EMPTY_PERSONA_VOICE),
  })
  .strict();
export type AdminPersona = z.infer<typeof adminPersonaSchema>;

export const EMPTY_ADMIN_PERSONA: AdminPersona = adminPersonaSchema.parse({});

export const adminPersonasSchema = z
  .object({
    en: adminPersonaSchema.default(EMPTY_ADMIN_PERSONA),
    bg: adminPersonaSchema.default(EMPTY_ADMIN_PERSONA),
  })
  .strict();
export type AdminPersonas = z.infer<typeof adminPersonasSchema>;

// ---- What an admin writes ---------------------------------------------------------------------

const optionalAge = z
  .number()
  .int('Age must be a whole number')
  .min(18, 'Age must be at least 18')
  .max(120, 'Age must be at most 120')
  .nullable()
  .default(null);

/**
 * The editable fields of a companion (the create and edit forms, and one item of an import).
 * Bulgarian texts left blank take the English ones (name_bg, description_bg, personality_bg,
 * background_story_bg, location_bg, interests_bg, traits_bg), so a companion is never shown empty
 * in Bulgarian. Blank response times take DEFAULT_RESPONSE_TIME. New-model defaults: empty texts,
 * category romance, active, not premium, no tags.
 */
export const adminCompanionInputSchema = z
  .object({
    name: z
      .string({ error: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .max(60, 'Name is too long'),
    name_bg: line(60).default(''),
    description: z
      .string({ error: 'Description is required' })
      .trim()
      .min(1, 'Description is required')
      .max(2000, 'Description is too long'),
    description_bg: line(2000).default(''),
    personality: line(200).default(''),
    personality_bg: line(200).default(''),
    background_story: line(8000).default(''),
    background_story_bg: line(8000).default(''),
    location: line(100).default(''),
    location_bg: line(100).default(''),
    /** Comma-separated, in display order. */
    interests: line(1000).default(''),
    interests_bg: line(1000).default(''),
    /** Personality traits, shown as tags. */
    traits: z.array(line(60).min(1)).max(20).default([]),
    traits_bg: z.array(line(60).min(1)).max(20).default([]),
    response_time: line(40).default(''),
    response_time_bg: line(40).default(''),
    age: optionalAge,
    category: z.enum(COMPANION_CATEGORIES).default('romance'),
    is_active: z.boolean().default(true),
    is_premium: z.boolean().default(false),
    allows_explicit: z.boolean().default(false),
    rating: z.number().min(0).max(5).default(0),
    persona: adminPersonasSchema.default({ en: EMPTY_ADMIN_PERSONA, bg: EMPTY_ADMIN_PERSONA }),
  })
  .strict();
export type AdminCompanionInput = z.infer<typeof adminCompanionInputSchema>;
/** Before defaults: what a form may leave out. */
export type AdminCompanionDraft = z.input<typeof adminCompanionInputSchema>;

/**
 * Multipart encoding of create (POST) and update (PUT); every text part is a string:
 * - each field of AdminModelInput under its own name; booleans 'true'/'false'; numbers as
 *   decimal text; `age` '' for none; `traits`/`traits_bg` a JSON array or comma-separated;
 *   `persona` a JSON object (adminPersonasSchema).
 * - PUT: the full edited object; a field left out keeps its stored value (so a form without the
 *   persona fields never wipes the persona).
 * - PUT only: `keepPhotos`, a JSON array of the media ids of existing photos to keep, in their
 *   new order; photos not listed are removed. Left out, every existing photo is kept.
 * - files under `photos` or `photos[0]`, `photos[1]`…, appended after the kept ones. At most
 *   MAX_MODEL_PHOTOS in all; only the site's supported formats, checked by content; each at most
 *   the site's max_file_size MB (415 UNSUPPORTED_MEDIA_TYPE / 413 PAYLOAD_TOO_LARGE).
 * Unknown parts answer 400.
 */
export const ADMIN_COMPANION_FORM = {
  keepPhotos: 'keepPhotos',
  photo: (index: number) => `photos[${index}]`,
} as const;

/** The text parts of the multipart body for an input (the client appends photos itself). */
export function adminCompanionFormFields(
  input: AdminCompanionDraft,
  keepPhotos?: readonly string[],
): Array<[string, string]> {
  const fields: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (value === null) fields.push([key, '']);
    else if (typeof value === 'object') fields.push([key, JSON.stringify(value)]);
    else fields.push([key, String(value)]);
  }
  if (keepPhotos) fields.push([ADMIN_COMPANION_FORM.keepPhotos, JSON.stringify(keepPhotos)]);
  return fields;
}

// ---- What the server answers --------------------------------------------------------------------

export const adminCompanionPhotoSchema = z.object({
  /** 0 is the avatar; 2 and 3 are premium (locked for free users in the public gallery). */
  position: z.number().int().min(0).max(3),
  media_id: z.string().uuid(),
  url: z.string(),
  premium: z.boolean(),
});
export type AdminCompanionPhoto = z.infer<typeof adminCompanionPhotoSchema>;

export const adminCompanionStatsSchema = z.object({
  conversations: z.number().int(),
  messages: z.number().int(),
  rating: z.number(),
});

/** The admin's view of a companion: everything, both languages, persona included. */
export const adminCompanionSchema = z.object({
  id: z.string().uuid(),
  /** 1-6 for the built-in companions, null for admin-made ones. */
  legacy_id: z.number().int().nullable(),
  slug: z.string(),
  name: z.string(),
  name_bg: z.string(),
  description: z.string(),
  description_bg: z.string(),
  personality: z.string(),
  personality_bg: z.string(),
  background_story: z.string(),
  background_story_bg: z.string(),
  location: z.string(),
  location_bg: z.string(),
  interests: z.string(),
  interests_bg: z.string(),
  traits: z.array(z.string()),
  traits_bg: z.array(z.string()),
  /** The same as `traits` (the admin screens call them tags). */
  tags: z.array(z.string()),
  response_time: z.string(),
  response_time_bg: z.string(),
  age: z.number().int().nullable(),
  category: z.enum(COMPANION_CATEGORIES),
  is_active: z.boolean(),
  is_premium: z.boolean(),
  allows_explicit: z.boolean(),
  rating: z.number(),
  persona: adminPersonasSchema,
  /** '' when the companion has no photo (the client shows its placeholder). */
  avatar_url: z.string(),
  /** In position order. */
  photos: z.array(adminCompanionPhotoSchema),
  stats: adminCompanionStatsSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminCompanion = z.infer<typeof adminCompanionSchema>;

export const adminCompanionsQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  category: z.enum(COMPANION_CATEGORIES).optional(),
  status: z.enum(COMPANION_STATUS_FILTERS).default('all'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_COMPANIONS_PAGE_SIZE),
});
export type AdminCompanionsQuery = z.input<typeof adminCompanionsQuerySchema>;

export const adminCompanionsResponseSchema = z.object({
  models: z.array(adminCompanionSchema),
  nextCursor: z.string().nullable(),
});
export const adminCompanionResponseSchema = z.object({ model: adminCompanionSchema });
export const adminCompanionParamsSchema = z.object({
  id: z.string().uuid('Model id must be a UUID'),
});

export const adminCompanionsOverviewSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
  premium: z.number().int(),
  conversations: z.number().int(),
  messages: z.number().int(),
});
export type AdminCompanionsOverview = z.infer<typeof adminCompanionsOverviewSchema>;

// ---- Export and import ----------------------------------------------------------------------------

/**
 * One companion in the export file: the editable fields plus its slug (the import key).
 * Photos are not exported (no image bytes in the file): an import never adds, changes or
 * removes photos, and a companion it creates starts without photos.
 */
export const exportedCompanionSchema = adminCompanionInputSchema
  .extend({
    slug: z
      .string()
      .trim()
      .min(1)
      .max(60)
      .regex(
        SLUG_PATTERN,
        'Slug must be lower-case letters, digits and dashes, with at least one letter',
      ),
    /** Informative; an import gives it back only if no other companion holds it. */
    legacy_id: z.number().int().min(1).nullable().default(null),
  })
  .strict();
export type ExportedCompanion = z.infer<typeof exportedCompanionSchema>;

export const COMPANIONS_EXPORT_FORMAT = 'amora-companions';
export const COMPANIONS_EXPORT_VERSION = 1;

export const companionsExportSchema = z
  .object({
    format: z.literal(COMPANIONS_EXPORT_FORMAT),
    version: z.literal(COMPANIONS_EXPORT_VERSION),
    exported_at: z.string().optional(),
    models: z.array(exportedCompanionSchema).max(500),
  })
  .strict();
export type CompanionsExport = z.infer<typeof companionsExportSchema>;
export type CompanionsExportInput = z.input<typeof companionsExportSchema>;

export const IMPORT_ACTIONS = ['create', 'update', 'unchanged'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

export const importChangeSchema = z.object({
  slug: z.string(),
  name: z.string(),
  action: z.enum(IMPORT_ACTIONS),
  /** The fields that would change (every field for a create; none when unchanged). */
  fields: z.array(z.string()),
});
export type ImportChange = z.infer<typeof importChangeSchema>;
export const importPreviewResponseSchema = z.object({ changes: z.array(importChangeSchema) });
export const importResultResponseSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
});
