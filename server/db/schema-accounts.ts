import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CommunicationStyle } from '#common/contracts/profile';
import type { UpdateSettingsRequest } from '#common/contracts/settings';
import type { AccountStatus, AddressForm, Role } from '#common/contracts/user';
import type { Language } from '#common/i18n/languages';

/** Accounts, sessions, throttling, profiles and settings (the accounts issue). */

const timestampColumn = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => timestampColumn('created_at').notNull().defaultNow();
const updatedAt = () => timestampColumn('updated_at').notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased (the request schemas lower-case it), so equality is the lookup. */
    email: text('email').notNull().unique(),
    /**
     * When the owner proved they read mail at `email` (a verification link, or Google's verified
     * address); null until then, and again after every change of address.
     */
    emailVerifiedAt: timestampColumn('email_verified_at'),
    /** Kept as typed; unique ignoring case through the lower() index below. */
    username: text('username').notNull(),
    /** argon2id PHC string; null for accounts that only sign in with Google. */
    passwordHash: text('password_hash'),
    /** Google's stable account id (`sub`); the e-mail of a Google account may change. */
    googleSub: text('google_sub').unique(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    avatar: text('avatar'),
    role: text('role').$type<Role>().notNull().default('user'),
    status: text('status').$type<AccountStatus>().notNull().default('active'),
    /** The language of e-mails and other messages sent outside the app (kept equal to settings). */
    language: text('language').$type<Language>().notNull().default('en'),
    /** How texts address the user (common/contracts/user.ts, ADDRESS_FORMS). */
    addressAs: text('address_as').$type<AddressForm>().notNull().default('neutral'),
    termsAcceptedAt: timestampColumn('terms_accepted_at'),
    /** Explicit mode (the chat issue) needs an adult-confirmed account. */
    adultConfirmedAt: timestampColumn('adult_confirmed_at'),
    lastLoginAt: timestampColumn('last_login_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${table.username})`),
    // The admin user list, newest first, every page of it, all or by status.
    index('users_created_idx').on(table.createdAt, table.id),
    index('users_status_created_idx').on(table.status, table.createdAt, table.id),
    check('users_email_lower_check', sql`${table.email} = lower(${table.email})`),
    check('users_role_check', sql`${table.role} in ('user', 'moderator', 'admin')`),
    check('users_status_check', sql`${table.status} in ('active', 'suspended', 'banned')`),
    check('users_language_check', sql`${table.language} in ('en', 'bg')`),
    check('users_address_as_check', sql`${table.addressAs} in ('neutral', 'female', 'male')`),
  ],
);

/** Signed-in sessions. Only a hash of the token is stored: a database leak opens no session. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** base64url SHA-256 of the token. */
    tokenHash: text('token_hash').notNull().unique(),
    /** "Remember me": 30 days sliding; otherwise 12 hours sliding and a browser-session cookie. */
    remember: boolean('remember').notNull().default(true),
    createdAt: createdAt(),
    lastUsedAt: timestampColumn('last_used_at').notNull().defaultNow(),
    expiresAt: timestampColumn('expires_at').notNull(),
    userAgent: text('user_agent'),
  },
  (table) => [
    index('sessions_user_idx').on(table.userId),
    index('sessions_expires_idx').on(table.expiresAt),
  ],
);

/**
 * One row per counted attempt (failed sign-in, registration) under a key such as
 * "login-ip:203.0.113.9"; the throttle counts rows in a sliding window. Redis replaces this
 * table when REDIS_URL is set (the Redis issue).
 */
export const throttleEvents = pgTable(
  'throttle_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    occurredAt: timestampColumn('occurred_at').notNull(),
  },
  (table) => [
    index('throttle_events_key_idx').on(table.key, table.occurredAt),
    index('throttle_events_occurred_idx').on(table.occurredAt),
  ],
);

export const profiles = pgTable(
  'profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    bio: text('bio').notNull().default(''),
    interests: jsonb('interests').$type<string[]>().notNull().default([]),
    communicationStyle: text('communication_style')
      .$type<CommunicationStyle>()
      .notNull()
      .default('casual'),
    location: text('location'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      'profiles_communication_style_check',
      sql`${table.communicationStyle} in ('casual', 'formal', 'playful', 'romantic')`,
    ),
  ],
);

/**
 * Only what the user changed is stored; reads merge it over DEFAULT_SETTINGS, so a changed
 * default reaches everyone who never touched that setting.
 */
export const userSettings = pgTable('user_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<UpdateSettingsRequest>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
