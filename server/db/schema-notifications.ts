import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Language } from '#common/i18n/languages';
import { users } from './schema-accounts';
import { companions } from './schema-companions';

/** Notifications outside the app (issue #23, decision 023): Web Push and the e-mail opt-out. */

const timestampColumn = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The site's VAPID key pair when VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY are not set: made at the
 * first start and kept, since every browser subscription is bound to the public key. One row
 * (id 1): processes starting together insert on conflict do nothing and all read the winner.
 */
export const pushVapidKeys = pgTable(
  'push_vapid_keys',
  {
    id: smallint('id').primaryKey().default(1),
    /** base64url, the uncompressed P-256 point (65 bytes). */
    publicKey: text('public_key').notNull(),
    /** base64url, the 32-byte private scalar. Never logged, never sent. */
    privateKey: text('private_key').notNull(),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
  },
  (table) => [check('push_vapid_keys_single_row_check', sql`${table.id} = 1`)],
);

/** A browser that allowed notifications for a user; a user may have several. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The push service's address for this browser: it identifies the subscription. */
    endpoint: text('endpoint').notNull().unique(),
    /** base64url, the browser's P-256 public key and its 16-byte auth secret (RFC 8291). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The language this browser's notifications are written in. */
    language: text('language').$type<Language>().notNull().default('en'),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
    /** The last time the push service accepted a notification for it. */
    lastSuccessAt: timestampColumn('last_success_at'),
  },
  (table) => [
    index('push_subscriptions_user_idx').on(table.userId, table.createdAt),
    check('push_subscriptions_language_check', sql`${table.language} in ('en', 'bg')`),
  ],
);

/**
 * Per-companion notification choice. Only a change is stored: a companion without a row may
 * notify (the default is on).
 */
export const companionNotificationPrefs = pgTable(
  'companion_notification_prefs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companionId: uuid('model_id')
      .notNull()
      .references(() => companions.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestampColumn('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.companionId] })],
);

/**
 * One-click unsubscribe links of notification e-mails (RFC 8058). Only the SHA-256 of the random
 * token is kept; a link works once.
 */
export const notificationUnsubscribes = pgTable(
  'notification_unsubscribes',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
    usedAt: timestampColumn('used_at'),
  },
  // Deleting an account removes its links.
  (table) => [index('notification_unsubscribes_user_idx').on(table.userId)],
);
