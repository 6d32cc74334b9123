// The companions and their images: the catalogue's tables (server/features/companions reads
// them). Apart from schema.ts so that the tables that point at a companion import it from here,
// not from the module that re-exports them.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CompanionCategory } from '#common/contracts/companions';
import type { Language } from '#common/i18n/languages';
import { users } from './schema-accounts';
import type { LocalizedPersona } from '#server/features/companions';

/** Raw bytes (images); pg hands bytea values back as Buffers. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Stored images, served by `GET /api/media/{id}`. */
export const media = pgTable('media', {
  id: uuid('id').primaryKey().defaultRandom(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  byteSize: integer('byte_size').notNull(),
  /** Hex SHA-256 of the bytes: the strong ETag. */
  sha256: text('sha256').notNull(),
  /** Premium images are only served to premium viewers (gallery images 3 and 4). */
  premium: boolean('premium').notNull().default(false),
  /**
   * A private image (an own companion's avatar, docs/decisions/021): served to this user only,
   * 404 for anyone else. Null for the catalogue's images.
   */
  ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/** The full persona in both languages; server-only (secrets and the prompt live here). */
export interface StoredPersona {
  en: LocalizedPersona;
  bg: LocalizedPersona;
}

/** The companions. Text shown to users exists in English and, in the `_bg` column, Bulgarian. */
export const companions = pgTable(
  'ai_models',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The built-in companions' numbers 1-6 (old links use them); null for admin-made ones. */
    legacyId: integer('legacy_id').unique(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    nameBg: text('name_bg').notNull(),
    personality: text('personality').notNull(),
    personalityBg: text('personality_bg').notNull(),
    description: text('description').notNull(),
    descriptionBg: text('description_bg').notNull(),
    backgroundStory: text('background_story').notNull(),
    backgroundStoryBg: text('background_story_bg').notNull(),
    location: text('location'),
    locationBg: text('location_bg'),
    /** Comma-separated, in display order (the API sends them as comma-separated text). */
    interests: text('interests').notNull().default(''),
    interestsBg: text('interests_bg').notNull().default(''),
    traits: jsonb('traits').$type<string[]>().notNull().default([]),
    traitsBg: jsonb('traits_bg').$type<string[]>().notNull().default([]),
    responseTime: text('response_time').notNull(),
    responseTimeBg: text('response_time_bg').notNull(),
    age: integer('age'),
    category: text('category').$type<CompanionCategory>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isPremium: boolean('is_premium').notNull().default(false),
    allowsExplicit: boolean('allows_explicit').notNull().default(false),
    rating: real('rating').notNull().default(0),
    /**
     * Conversations with this companion, kept by a trigger on `conversations` (migration 0006):
     * the list shows it for every companion, and counting them per request grew with the
     * number of conversations.
     */
    conversationsCount: integer('conversations_count').notNull().default(0),
    persona: jsonb('persona').$type<StoredPersona>().notNull(),
    avatarMediaId: uuid('avatar_media_id').references(() => media.id, { onDelete: 'set null' }),
    /**
     * The user whose private companion this is (docs/decisions/021); null for the catalogue
     * (built-in and admin-made). Removed with the user, and her conversations with her.
     */
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** An own companion: the language the user wrote her in; null for the catalogue. */
    writtenLanguage: text('written_language').$type<Language>(),
    /** An own companion: the language the reply provider filled in (machine-translated), or null. */
    machineTranslated: text('machine_translated').$type<Language>(),
    /** An own companion's generated portrait (`portrait-3`) when it is her avatar, else null. */
    portrait: text('portrait'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // The catalogue (public: by status; admin: all) in listing order, every page of it: the
    // built-in companions by number, then the others by name (models/repository.ts).
    index('ai_models_listing_idx').on(
      table.isActive,
      sql`coalesce(${table.legacyId}, 2147483647)`,
      table.name,
      table.id,
    ),
    index('ai_models_sort_idx').on(
      sql`coalesce(${table.legacyId}, 2147483647)`,
      table.name,
      table.id,
    ),
    index('ai_models_category_idx').on(table.category),
    // A user's own companions (their list, the limit's count, the catalogue's "Yours").
    index('ai_models_owner_idx')
      .on(table.ownerUserId, table.createdAt)
      .where(sql`${table.ownerUserId} is not null`),
    // A companion by name in either language or by slug, ignoring case (GET /api/models/emma).
    index('ai_models_slug_lower_idx').on(sql`lower(${table.slug})`),
    index('ai_models_name_lower_idx').on(sql`lower(${table.name})`),
    index('ai_models_name_bg_lower_idx').on(sql`lower(${table.nameBg})`),
    check(
      'ai_models_category_check',
      sql`${table.category} in ('romance', 'friendship', 'professional', 'casual')`,
    ),
    check('ai_models_age_check', sql`${table.age} is null or ${table.age} >= 18`),
    check(
      'ai_models_written_language_check',
      sql`${table.writtenLanguage} is null or ${table.writtenLanguage} in ('en', 'bg')`,
    ),
    check(
      'ai_models_machine_translated_check',
      sql`${table.machineTranslated} is null or ${table.machineTranslated} in ('en', 'bg')`,
    ),
    check('ai_models_rating_check', sql`${table.rating} >= 0 and ${table.rating} <= 5`),
  ],
);

/** A companion's gallery: four positions (0-3); positions 2 and 3 are premium. */
export const companionPhotos = pgTable(
  'model_photos',
  {
    companionId: uuid('model_id')
      .notNull()
      .references(() => companions.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.companionId, table.position] }),
    index('model_photos_media_idx').on(table.mediaId),
    check('model_photos_position_check', sql`${table.position} between 0 and 3`),
  ],
);

/**
 * One row whose number goes up with every statement that changes a companion or a gallery
 * (triggers in migration 0007, so no write path can forget it): a process keeps the catalogue
 * in memory and reads only this number to know whether its copy is current.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('catalogue_version_single_row', sql`${table.id} = 1`)],
);
