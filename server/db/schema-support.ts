import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  TicketCategory,
  TicketPriority,
  TicketSender,
  TicketStatus,
} from '#common/contracts/support';
import type { Language } from '#common/i18n/languages';
import { users } from './schema-accounts';

/** Support tickets, e-mail and password resets (the support issue). */

const timestampColumn = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => timestampColumn('created_at').notNull().defaultNow();
const updatedAt = () => timestampColumn('updated_at').notNull().defaultNow();

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The first message, as the ticket's description. */
    description: text('description').notNull(),
    category: text('category').$type<TicketCategory>().notNull().default('general'),
    priority: text('priority').$type<TicketPriority>().notNull().default('medium'),
    status: text('status').$type<TicketStatus>().notNull().default('open'),
    aiAttempts: integer('ai_attempts').notNull().default(0),
    maxAiAttempts: integer('max_ai_attempts').notNull().default(3),
    /** The staff member handling the ticket. */
    assignedTo: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** The language Nova and the e-mails use for this ticket. */
    language: text('language').$type<Language>().notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // The ticket lists, most recently updated first, every page of them: a user's own, staff's
    // by status, by assignee, or all of them.
    index('support_tickets_user_idx').on(table.userId, table.updatedAt, table.id),
    index('support_tickets_status_idx').on(table.status, table.updatedAt, table.id),
    index('support_tickets_assignee_idx').on(table.assignedTo, table.updatedAt, table.id),
    index('support_tickets_updated_idx').on(table.updatedAt, table.id),
    check(
      'support_tickets_status_check',
      sql`${table.status} in ('open', 'ai_processing', 'human_review', 'resolved', 'closed')`,
    ),
    check(
      'support_tickets_priority_check',
      sql`${table.priority} in ('low', 'medium', 'high', 'urgent')`,
    ),
    check('support_tickets_attempts_check', sql`${table.aiAttempts} >= 0`),
  ],
);

export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    sender: text('sender').$type<TicketSender>().notNull(),
    /** The user or staff member who wrote it; null for Nova and system notes. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    /** Staff-only notes; never sent to the ticket's owner. */
    isInternal: boolean('is_internal').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index('ticket_messages_ticket_idx').on(table.ticketId, table.createdAt),
    check(
      'ticket_messages_sender_check',
      sql`${table.sender} in ('user', 'ai', 'staff', 'system')`,
    ),
  ],
);

/**
 * Every e-mail the app sends. Without SMTP_URL this is the outbox admins read; with it, the
 * record of what went out and whether the SMTP server took it.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** Which template made it (`password_reset`, `welcome`…). */
    template: text('template').notNull(),
    language: text('language').$type<Language>().notNull(),
    /** stored: kept in the outbox (no SMTP); sent; failed (error says why). */
    status: text('status').$type<'stored' | 'sent' | 'failed'>().notNull(),
    error: text('error'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    sentAt: timestampColumn('sent_at'),
  },
  (table) => [
    index('mail_outbox_created_idx').on(table.createdAt),
    index('mail_outbox_to_idx').on(table.toAddress, table.createdAt),
    check('mail_outbox_status_check', sql`${table.status} in ('stored', 'sent', 'failed')`),
  ],
);

/** Single-use password reset links (stored as SHA-256 hashes of the token). */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestampColumn('expires_at').notNull(),
    usedAt: timestampColumn('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('password_resets_user_idx').on(table.userId)],
);

/**
 * Undo links mailed to the old address after an e-mail change (stored as SHA-256 hashes of the
 * token): whoever took over a session cannot keep the account by moving its address.
 */
export const emailChangeUndos = pgTable(
  'email_change_undos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the undo restores. */
    oldEmail: text('old_email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestampColumn('expires_at').notNull(),
    usedAt: timestampColumn('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('email_change_undos_user_idx').on(table.userId)],
);

/**
 * Verification links mailed after a sign-up or an e-mail change (stored as SHA-256 hashes of the
 * token). A link verifies only the address it was sent to, and only while that is still the
 * account's address.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the link was sent to (and the only one it can verify). */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestampColumn('expires_at').notNull(),
    usedAt: timestampColumn('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('email_verifications_user_idx').on(table.userId)],
);
