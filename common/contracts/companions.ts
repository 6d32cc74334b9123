import { z } from 'zod';
import { LANGUAGES } from '#common/i18n/languages';
import {
  CARD_INTEREST_COUNT,
  COMPANION_CATEGORIES,
  COMPANION_STATUS_FILTERS,
} from './companion-rules';

// Constants and rules without zod live in companion-rules.ts (the web app imports them from there).
export {
  CARD_INTEREST_COUNT,
  FIRST_LOCKED_GALLERY_INDEX,
  GALLERY_SIZE,
  COMPANION_CATEGORIES,
  COMPANION_STATUS_FILTERS,
  splitInterests,
} from './companion-rules';
export type { CompanionCategory, CompanionStatusFilter } from './companion-rules';

export const galleryImageSchema = z.object({
  url: z.string().nullable(),
  locked: z.boolean(),
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;

/**
 * A companion as the API sends it (docs/api.md, "Models"). snake_case, as the API has always
 * named this entity's fields. Text that differs per language comes in both: `name` and
 * `name_bg`, and the localized block `bg` holds the Bulgarian personality, description, story
 * and interests.
 */
export const companionSchema = z.object({
  id: z.string().uuid(),
  legacy_id: z.number().int().nullable(),
  slug: z.string(),
  name: z.string(),
  name_bg: z.string(),
  personality: z.string(),
  description: z.string(),
  background_story: z.string(),
  avatar_url: z.string(),
  is_active: z.boolean(),
  is_premium: z.boolean(),
  age: z.number().int().nullable(),
  location: z.string().nullable(),
  interests: z.string(),
  category: z.enum(COMPANION_CATEGORIES),
  rating: z.number(),
  conversations_count: z.number().int(),
  response_time: z.string(),
  allows_explicit: z.boolean(),
  traits: z.array(z.string()),
  bg: z.object({
    personality: z.string(),
    description: z.string(),
    background_story: z.string(),
    location: z.string().nullable(),
    interests: z.string(),
    traits: z.array(z.string()),
  }),
  created_at: z.string(),
  updated_at: z.string(),
  /** Present (true) only for the viewer's own companion (common/contracts/own-companions.ts). */
  owned: z.literal(true).optional(),
});
export type Companion = z.infer<typeof companionSchema>;

/** The profile adds the gallery; the server never sends a locked image's address. */
export const companionDetailSchema = companionSchema.extend({
  gallery: z.array(galleryImageSchema),
});
export type CompanionDetail = z.infer<typeof companionDetailSchema>;

/**
 * A companion in a list (`GET /api/models`): what a card shows, in the language asked for
 * (`lang`, English by default; a Bulgarian text left empty falls back to the English one), and
 * nothing more. At most 800 bytes for every built-in companion in either language; the whole
 * profile, both languages and the gallery come from `GET /api/models/{id}`. snake_case like the
 * model it stands for.
 */
export const companionCardSchema = z.object({
  id: z.string().uuid(),
  /** Lower-case, the same in both languages: the address of her profile and chat. */
  slug: z.string(),
  name: z.string(),
  /** Her style in a few words (the card's tagline). */
  personality: z.string(),
  avatar_url: z.string(),
  is_active: z.boolean(),
  is_premium: z.boolean(),
  age: z.number().int().nullable(),
  location: z.string().nullable(),
  /** The first interests the card shows (at most CARD_INTEREST_COUNT)... */
  interests: z.array(z.string()).max(CARD_INTEREST_COUNT),
  /** ...and how many more her profile lists (the card's "+N"). */
  more_interests: z.number().int().min(0),
  /** Present (true) only for the viewer's own companion: the catalogue's "Yours". */
  owned: z.literal(true).optional(),
});
export type CompanionCard = z.infer<typeof companionCardSchema>;

/** The most a card may weigh, uncompressed, for the built-in companions (a test holds it). */
export const CARD_MAX_BYTES = 800;

export const companionsListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  status: z.enum(COMPANION_STATUS_FILTERS).optional(),
  category: z.enum(COMPANION_CATEGORIES).optional(),
});
export type CompanionsListQuery = z.infer<typeof companionsListQuerySchema>;

/** `{id}` of `GET /api/models/{id}`: a UUID, a built-in number 1-6 or a name. */
export const companionIdParamSchema = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[\p{L}\p{N}-]+$/u, 'Model id must be a UUID, a number or a name'),
});

/**
 * The catalogue pages like the other lists that can grow (docs/api.md, "Conventions"): `limit` and
 * `cursor` are optional, and without `limit` the answer is every companion.
 */
export const companionsListPagedQuerySchema = companionsListQuerySchema.extend({
  /** The language of the cards' texts. */
  lang: z.enum(LANGUAGES).default('en'),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  cursor: z.string().max(400).optional(),
});

/** `nextCursor` goes back as `cursor` for the next page; null on the last one (or unpaged). */
export const companionsListResponseSchema = z.object({
  models: z.array(companionCardSchema),
  nextCursor: z.string().nullable(),
});
export type CompanionsListResponse = z.infer<typeof companionsListResponseSchema>;
export const companionDetailResponseSchema = z.object({ model: companionDetailSchema });
