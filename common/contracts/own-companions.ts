import { z } from 'zod';
import { LANGUAGES } from '#common/i18n/languages';
import {
  adminCompanionInputSchema,
  adminCompanionSchema,
  adminPersonaSchema,
} from './admin-companions';
import { CARD_FAILURE_REASONS, UNMAPPED_REASONS } from './character-cards';

/**
 * A user's own companions (issue #22, docs/decisions/021-own-companions.md; docs/api.md, "Your
 * companions"). A companion a user makes or imports is private: only its owner sees it, in the
 * catalogue (`GET /api/models`, flagged `owned: true`), on her profile, in chats, calls and
 * media; for anyone else she does not exist (404). The fields are the admin companion's
 * (admin-companions.ts) minus what the site decides (active, premium, rating, response time,
 * the persona's system prompt).
 *
 * Routes (signed in; 401 for visitors):
 * - `GET    /api/users/me/companions` → `{companions, limit, used, canCreate}`
 * - `GET    /api/users/me/companions/{id}` → `{companion}`
 * - `POST   /api/users/me/companions` (JSON, ownCompanionInputSchema) → 201 `{companion}`
 * - `PATCH  /api/users/me/companions/{id}` (JSON, ownCompanionPatchSchema) → `{companion}`
 * - `DELETE /api/users/me/companions/{id}?confirm=true` → 204; without `confirm=true` 409
 *   `CONFIRMATION_REQUIRED` `{conversations, messages}` and nothing is deleted
 * - `PUT    /api/users/me/companions/{id}/avatar` (multipart, one file `avatar`) → `{companion}`
 * - `PUT    /api/users/me/companions/{id}/avatar/portrait` `{portrait}` → `{companion}`
 * - `DELETE /api/users/me/companions/{id}/avatar` → `{companion}`
 * - `GET    /api/companion-portraits` → `{portraits}`; `GET /api/companion-portraits/{id}` → WebP
 * - `POST   /api/users/me/companions/import/preview` (multipart: `card`, `language`) →
 *   `{draft, unmapped, creatorNotes, spec, source}` (nothing stored)
 * - `POST   /api/users/me/companions/import` (multipart: `card`, `language`) → 201
 *   `{companion, unmapped, creatorNotes, spec, source}`
 * - `GET    /api/users/me/companions/{id}/export?format=png|json&lang=en|bg` → the card file
 * Admins, for catalogue companions (beside the JSON import of admin-companions.ts):
 * - `POST   /api/admin/models/import/card/preview` (multipart: `card`, `language`) →
 *   `{draft, unmapped, creatorNotes, spec, source}`
 * - `POST   /api/admin/models/import/card` (multipart: `card`, `language`) → 201
 *   `{model, unmapped, creatorNotes, spec, source}`
 * - `GET    /api/admin/models/{id}/export/card?format=png|json&lang=en|bg` → the card file
 */

// ---- Limits -----------------------------------------------------------------------------------

/** Generated portraits a user can choose as the avatar (ids `portrait-1` … `portrait-8`). */
export const OWN_PORTRAIT_COUNT = 8;
export const OWN_PORTRAIT_IDS = Array.from(
  { length: OWN_PORTRAIT_COUNT },
  (_, index) => `portrait-${index + 1}`,
) as readonly string[];

/** Multipart part names. */
export const OWN_COMPANION_FORM = {
  avatar: 'avatar',
  card: 'card',
  language: 'language',
} as const;

// ---- What a user writes -----------------------------------------------------------------------

/**
 * Her persona in one language, as a user edits it: the admin persona without `prompt` (the
 * server builds the prompt from the fields, so a user cannot replace the site's rules for
 * replies). The form's fields map to it as:
 * - appearance → `appearance`
 * - story → `backstory.childhood`, `.career` (work), `.relationship_history` (love life),
 *   `.current_situation` (now), `.dreams`
 * - values → `values` (one per item)
 * - how she talks → `speech_patterns` (one line per item)
 * - greeting → `voice.greetings[0]` (the first message of a new conversation)
 */
export const ownPersonaSchema = adminPersonaSchema.omit({ prompt: true });
export type OwnPersona = z.infer<typeof ownPersonaSchema>;
const EMPTY_OWN_PERSONA: OwnPersona = ownPersonaSchema.parse({});

export const ownPersonasSchema = z
  .object({
    en: ownPersonaSchema.default(EMPTY_OWN_PERSONA),
    bg: ownPersonaSchema.default(EMPTY_OWN_PERSONA),
  })
  .strict();
export type OwnPersonas = z.infer<typeof ownPersonasSchema>;

/**
 * The fields of the create form. Plain names are English, `_bg` Bulgarian (as for admins);
 * `language` says which one the user wrote: its `name` is required, the other language's texts
 * are optional and may stay empty (the server fills them with the reply provider when one is
 * configured and marks them `machine_translated`; with the built-in engine they stay empty and
 * every view shows the written language). A blank `description` is made from the personality
 * and appearance. Every text is capped (the admin caps), trimmed and stripped of markup; any
 * text, in either language, that states an age under 18 is refused (400 `UNDER_18` naming the
 * field). `age` is 18-120 or null. `allows_explicit` is one condition of explicit mode, like a
 * built-in companion's flag: the account's adult confirmation, the content setting, the stage
 * and the consent rules still apply (docs/product-rules.md, "Explicit mode"), and it can only be
 * set true while the user's own explicit setting is on (else 400). `portrait` picks a generated
 * portrait as her avatar (an uploaded one replaces it later).
 */
const ownCompanionFields = adminCompanionInputSchema
  .omit({
    name: true,
    description: true,
    is_active: true,
    is_premium: true,
    rating: true,
    response_time: true,
    response_time_bg: true,
    persona: true,
  })
  .extend({
    language: z.enum(LANGUAGES),
    name: z.string().trim().max(60, 'Name is too long').default(''),
    description: z.string().trim().max(2000, 'Description is too long').default(''),
    persona: ownPersonasSchema.default({ en: EMPTY_OWN_PERSONA, bg: EMPTY_OWN_PERSONA }),
    portrait: z
      .enum(OWN_PORTRAIT_IDS as [string, ...string[]])
      .nullable()
      .default(null),
  })
  .strict();

function requireWrittenName(
  value: { language?: 'en' | 'bg'; name?: string; name_bg?: string },
  ctx: z.RefinementCtx,
) {
  if (!value.language) return;
  const field = value.language === 'bg' ? 'name_bg' : 'name';
  if (!value[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'Name is required' });
}

export const ownCompanionInputSchema = ownCompanionFields.superRefine(requireWrittenName);
export type OwnCompanionInput = z.infer<typeof ownCompanionInputSchema>;
export type OwnCompanionDraft = z.input<typeof ownCompanionInputSchema>;

/**
 * The edit form (`PATCH`): any of the create fields; a field left out keeps its value. `persona`
 * replaces the persona of each language it names (`{bg: {...}}` leaves the English one alone).
 * The written language's name cannot be made empty.
 */
type OptionalWithoutDefault<T extends z.ZodRawShape> = {
  [K in keyof T]: z.ZodOptional<T[K] extends z.ZodDefault<infer Inner> ? Inner : T[K]>;
};

/** Every field optional and without its default, so a field left out of a patch stays unset. */
function optionalWithoutDefaults<T extends z.ZodRawShape>(shape: T): OptionalWithoutDefault<T> {
  return Object.fromEntries(
    Object.entries(shape).map(([key, schema]) => [
      key,
      ((schema instanceof z.ZodDefault ? schema.unwrap() : schema) as z.ZodType).optional(),
    ]),
  ) as unknown as OptionalWithoutDefault<T>;
}

export const ownCompanionPatchSchema = z
  .object({
    ...optionalWithoutDefaults(ownCompanionFields.omit({ portrait: true, persona: true }).shape),
    persona: z
      .object({ en: ownPersonaSchema.optional(), bg: ownPersonaSchema.optional() })
      .strict()
      .optional(),
  })
  .strict();
export type OwnCompanionPatch = z.infer<typeof ownCompanionPatchSchema>;
export type OwnCompanionPatchDraft = z.input<typeof ownCompanionPatchSchema>;

// ---- What the server answers --------------------------------------------------------------------

/**
 * The owner's view of her: every field in both languages (the other language's texts may be
 * empty), the persona without the prompt, and how much would go with her on delete.
 */
export const ownCompanionSchema = adminCompanionSchema
  .pick({
    id: true,
    slug: true,
    name: true,
    name_bg: true,
    description: true,
    description_bg: true,
    personality: true,
    personality_bg: true,
    background_story: true,
    background_story_bg: true,
    location: true,
    location_bg: true,
    interests: true,
    interests_bg: true,
    traits: true,
    traits_bg: true,
    age: true,
    category: true,
    allows_explicit: true,
    avatar_url: true,
    created_at: true,
    updated_at: true,
  })
  .extend({
    persona: ownPersonasSchema,
    /** The language the user wrote her in. */
    language: z.enum(LANGUAGES),
    /** The language whose texts the provider filled in (shown as machine-translated), or null. */
    machine_translated: z.enum(LANGUAGES).nullable(),
    /** The generated portrait used as avatar, or null (an upload, or none). */
    portrait: z.string().nullable(),
    /** Her conversations and their messages: what deleting her deletes. */
    conversations_count: z.number().int(),
    messages_count: z.number().int(),
  });
export type OwnCompanion = z.infer<typeof ownCompanionSchema>;

export const ownCompanionResponseSchema = z.object({ companion: ownCompanionSchema });

export const ownCompanionsResponseSchema = z.object({
  /** Newest first. */
  companions: z.array(ownCompanionSchema),
  /** How many the user's plan allows (plan catalogue); null is unlimited. */
  limit: z.number().int().nullable(),
  /** How many the user has (after a downgrade it may be over `limit`: they are kept). */
  used: z.number().int(),
  /** Whether a create or an import would be accepted now. */
  canCreate: z.boolean(),
});
export type OwnCompanionsResponse = z.infer<typeof ownCompanionsResponseSchema>;

export const ownCompanionParamsSchema = z.object({
  id: z.string().uuid('Companion id must be a UUID'),
});

export const ownCompanionDeleteQuerySchema = z.object({
  confirm: z.enum(['true', 'false']).default('false'),
});

export const portraitParamsSchema = z.object({
  portrait: z.enum(OWN_PORTRAIT_IDS as [string, ...string[]]),
});
export const portraitChoiceSchema = z
  .object({ portrait: z.enum(OWN_PORTRAIT_IDS as [string, ...string[]]) })
  .strict();
export const portraitsResponseSchema = z.object({
  portraits: z.array(z.object({ id: z.string(), url: z.string() })),
});

// ---- Character Cards ----------------------------------------------------------------------------

export const CARD_EXPORT_FORMATS = ['png', 'json'] as const;
export const cardExportQuerySchema = z.object({
  format: z.enum(CARD_EXPORT_FORMATS).default('png'),
  /** The language of the card's own fields (the other rides in `extensions.amora`); default: hers. */
  lang: z.enum(LANGUAGES).optional(),
});

const cardReadSummary = {
  unmapped: z.array(z.object({ field: z.string(), reason: z.enum(UNMAPPED_REASONS) })),
  /** The card's creator notes: shown once on import, not stored. */
  creatorNotes: z.string(),
  spec: z.enum(['chara_card_v1', 'chara_card_v2', 'chara_card_v3']),
  source: z.enum(['json', 'ccv3', 'chara']),
};

export const ownCardPreviewResponseSchema = z.object({
  draft: ownCompanionFields,
  ...cardReadSummary,
});
export const ownCardImportResponseSchema = z.object({
  companion: ownCompanionSchema,
  ...cardReadSummary,
});
export const adminCardPreviewResponseSchema = z.object({
  draft: adminCompanionInputSchema,
  ...cardReadSummary,
});
export const adminCardImportResponseSchema = z.object({
  model: adminCompanionSchema,
  ...cardReadSummary,
});

/**
 * A refused card: 400 `CARD_INVALID` with the card's path of the failing field (`data.first_mes`,
 * or `file`, `json`, `png`…) and a reason from CARD_FAILURE_REASONS for the screen to translate.
 */
export const cardInvalidErrorSchema = z.object({
  error: z.string(),
  code: z.literal('CARD_INVALID'),
  field: z.string(),
  reason: z.enum(CARD_FAILURE_REASONS),
});
