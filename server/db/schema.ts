import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Language } from '#common/i18n/languages';
import { users } from './schema-accounts';
import { companions } from './schema-companions';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export * from './schema-companions';

/** E-mail addresses left on the coming-soon page; one row per address. */
export const earlyAccess = pgTable(
  'early_access',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    language: text('language').$type<Language>().notNull().default('en'),
    createdAt: createdAt(),
  },
  (table) => [
    check('early_access_email_lower_check', sql`${table.email} = lower(${table.email})`),
    check('early_access_language_check', sql`${table.language} in ('en', 'bg')`),
  ],
);

export * from './schema-accounts';

/** A user's favourite companions; removed with the user or the companion. */
export const favorites = pgTable(
  'favorites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companionId: uuid('model_id')
      .notNull()
      .references(() => companions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    // The primary key serves "this user's favourites"; this one serves the cascade from a model.
    primaryKey({ columns: [table.userId, table.companionId] }),
    index('favorites_model_idx').on(table.companionId),
  ],
);
export * from './schema-chats';
export * from './schema-billing';
export * from './schema-support';
export * from './schema-admin';
export * from './schema-memory';
export * from './schema-notifications';
export * from './schema-follow-ups';
