import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './schema-accounts';

/**
 * The site's settings that admins change at run time (docs/product-rules.md, "Admin settings":
 * site_name, maintenance_mode, registration_enabled, ai_enabled, max_file_size, supported_formats).
 * One row (id 1); the column defaults are the settings' defaults.
 */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: smallint('id').primaryKey().default(1),
    siteName: text('site_name').notNull().default('Amora'),
    maintenanceMode: boolean('maintenance_mode').notNull().default(false),
    registrationEnabled: boolean('registration_enabled').notNull().default(true),
    aiEnabled: boolean('ai_enabled').notNull().default(true),
    /** Megabytes per uploaded photo. */
    maxFileSize: integer('max_file_size').notNull().default(10),
    supportedFormats: jsonb('supported_formats')
      .$type<string[]>()
      .notNull()
      .default(['jpg', 'png', 'gif']),
    /**
     * When the built-in companions were first seeded. Later starts seed only what is missing
     * from a fresh database, never re-creating a companion an admin deleted.
     */
    companionsSeededAt: timestamp('companions_seeded_at', { withTimezone: true }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('site_settings_single_row_check', sql`${table.id} = 1`),
    check('site_settings_file_size_check', sql`${table.maxFileSize} between 1 and 50`),
  ],
);
