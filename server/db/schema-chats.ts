import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  boolean,
  bigint,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { RelationshipStage } from '#common/chat/stage';
import { users } from './schema-accounts';
import { companions } from './schema-companions';

/** Conversations, their messages and the daily message count (the chat issue). */

const timestampColumn = (name: string) => timestamp(name, { withTimezone: true });

/** One conversation per user and companion (POST /api/chats answers the existing one). */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companionId: uuid('model_id')
      .notNull()
      .references(() => companions.id, { onDelete: 'cascade' }),
    title: text('title'),
    messageCount: integer('message_count').notNull().default(0),
    relationshipStage: text('relationship_stage')
      .$type<RelationshipStage>()
      .notNull()
      .default('initial'),
    explicitMode: boolean('explicit_mode').notNull().default(false),
    /**
     * The stage's facts besides the count (common/chat/stage.ts): kept so that a send adds its
     * message to them instead of reading the whole conversation. A cleared conversation resets
     * them; no other path removes single messages.
     */
    hasLongUserMessage: boolean('has_long_user_message').notNull().default(false),
    hasFirstPersonStatement: boolean('has_first_person_statement').notNull().default(false),
    /**
     * Set while a reply is being written; it also serialises sends (one reply in flight per
     * conversation). The writer refreshes it every few seconds; one not refreshed for 20 seconds
     * counts as not pending (chats/repository.ts): a process that died mid-reply must not lock
     * the conversation.
     */
    replyPendingSince: timestampColumn('reply_pending_since'),
    /**
     * A rolling summary of the turns that fell out of the language model's window (written in
     * the background after replies; chats/summary.ts), and the time of the newest message it
     * covers. Cleared with the conversation.
     */
    summary: text('summary').notNull().default(''),
    summaryThrough: timestampColumn('summary_through'),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
    lastMessageAt: timestampColumn('last_message_at'),
    /**
     * The user has read the companion's messages up to this time (the chat page says so with
     * POST /api/chats/:id/read): later companion messages are unread, whatever wrote them (a
     * reply, a follow-up, a call). Existing rows start as read when the column is added.
     */
    lastReadAt: timestampColumn('last_read_at').notNull().defaultNow(),
    /**
     * How many companion messages are newer than last_read_at. Kept by triggers on messages
     * and on last_read_at (migration 0021), so every write path keeps it, and the list reads a
     * column instead of counting messages on every request (docs/decisions/028).
     */
    unreadCount: integer('unread_count').notNull().default(0),
    /**
     * Moves on with every statement that writes the conversation's messages (the same triggers
     * as unread_count, migration 0022), so this row changes whenever its messages do: the kept
     * answers of the list and of a page of messages check it (docs/decisions/030).
     */
    messagesVersion: bigint('messages_version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    uniqueIndex('conversations_user_model_idx').on(table.userId, table.companionId),
    // Serves the cascade from a companion and the per-companion counts of the profile page.
    index('conversations_model_idx').on(table.companionId),
    check(
      'conversations_stage_check',
      sql`${table.relationshipStage} in ('initial', 'building', 'deepening', 'intimate')`,
    ),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderType: text('sender_type').$type<'user' | 'model'>().notNull(),
    content: text('content').notNull(),
    /** Where it was said: typed in the chat, or spoken in a voice call (its transcript). */
    source: text('source').$type<'chat' | 'call'>().notNull().default('chat'),
    /** The browser's id of a send: a repeat of it answers the stored pair. */
    clientMessageId: uuid('client_message_id'),
    /**
     * On a companion's chat reply: the engine whose text it ends with ('openai' or 'builtin'),
     * and why the provider failed if it did ('timeout', 'context', 'http', 'connection', ...;
     * replies/reply-errors.ts) with the HTTP status when there was one. A reply the built-in
     * engine wrote with a failure set is a fallback. Null on user messages, call transcripts
     * and replies stored before these columns.
     */
    engine: text('engine').$type<'builtin' | 'openai'>(),
    failure: text('failure'),
    failureStatus: integer('failure_status'),
    /** On a companion's message: the user message it answers (how a repeated send finds it). */
    replyToId: uuid('reply_to_id').references((): AnyPgColumn => messages.id, {
      onDelete: 'cascade',
    }),
    /** On a call transcript's turn: the call session it was posted with (null otherwise). */
    callSessionId: uuid('call_session_id').references((): AnyPgColumn => callSessions.id, {
      onDelete: 'set null',
    }),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
  },
  (table) => [
    // Led by the browser's id, not the conversation: the paging index must be the only one a
    // "latest messages of this conversation" query can take (otherwise the planner may fetch a
    // whole conversation through this one and sort it, when it takes the conversation for short).
    uniqueIndex('messages_client_message_idx').on(table.clientMessageId, table.conversationId),
    index('messages_paging_idx').on(table.conversationId, table.createdAt, table.id),
    index('messages_reply_to_idx').on(table.replyToId),
    index('messages_call_session_idx').on(table.callSessionId),
    // The admin overview's messages of today and per day. BRIN (block ranges): tiny, cheap to
    // keep, and of no use for ordering, so no plan can walk it newest-first filtering by
    // conversation (a b-tree on created_at invited exactly that for the paging queries).
    index('messages_created_brin_idx').using('brin', table.createdAt),
    check('messages_sender_check', sql`${table.senderType} in ('user', 'model')`),
    check('messages_source_check', sql`${table.source} in ('chat', 'call')`),
    check('messages_engine_check', sql`${table.engine} in ('builtin', 'openai')`),
  ],
);

/**
 * Messages sent per user and UTC day. The send increments it with one conditional upsert
 * (`... do update set used = used + 1 where used < limit returning used`): the row lock makes
 * concurrent sends queue on it, so the limit holds without a table scan or an advisory lock.
 */
export const messageUsage = pgTable(
  'message_usage',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    used: integer('used').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

/**
 * A voice call the server started (POST /api/realtime/session): the only thing a transcript may
 * be posted with, by its user, for its conversation, until `expires_at`. `turns_count` holds the
 * turns stored with it, so a call cannot carry more than its cap (realtime/service.ts).
 */
export const callSessions = pgTable(
  'call_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    startedAt: timestampColumn('started_at').notNull().defaultNow(),
    expiresAt: timestampColumn('expires_at').notNull(),
    turnsCount: integer('turns_count').notNull().default(0),
  },
  (table) => [
    index('call_sessions_user_idx').on(table.userId),
    index('call_sessions_conversation_idx').on(table.conversationId),
    check('call_sessions_turns_check', sql`${table.turnsCount} >= 0`),
  ],
);
