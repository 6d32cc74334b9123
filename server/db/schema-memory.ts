import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MemoryKind } from '#common/contracts/memories';
import type { Language } from '#common/i18n/languages';
import { users } from './schema-accounts';
import { companions } from './schema-companions';
import { conversations, messages } from './schema-chats';

const timestampColumn = (name: string) => timestamp(name, { withTimezone: true });

/**
 * What a companion remembers about a user (the memory issue): facts the user told her, per user
 * and companion, with the message they came from. The user can see, pin, correct and delete them.
 */
export const companionMemories = pgTable(
  'companion_memories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companionId: uuid('model_id')
      .notNull()
      .references(() => companions.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id').references(() => conversations.id, {
      onDelete: 'set null',
    }),
    kind: text('kind').$type<MemoryKind>().notNull(),
    /** The fact, as the user would read it ("Works as a nurse"). */
    content: text('content').notNull(),
    /** The message it came from; null after that message is deleted. */
    sourceMessageId: uuid('source_message_id').references(() => messages.id, {
      onDelete: 'set null',
    }),
    /** The words it came from, kept so the panel can show the source after a clear. */
    sourceExcerpt: text('source_excerpt').notNull().default(''),
    /** Where it came from: a chat message, a voice call or the user's own correction. */
    origin: text('origin').$type<'chat' | 'call' | 'user'>().notNull().default('chat'),
    language: text('language').$type<Language>().notNull().default('en'),
    pinned: boolean('pinned').notNull().default(false),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
    updatedAt: timestampColumn('updated_at').notNull().defaultNow(),
    /** When a reply last used it (relevance prefers recently used and recently told). */
    lastUsedAt: timestampColumn('last_used_at'),
  },
  (table) => [
    index('companion_memories_owner_idx').on(table.userId, table.companionId, table.updatedAt),
    index('companion_memories_source_idx').on(table.sourceMessageId),
    check('companion_memories_origin_check', sql`${table.origin} in ('chat', 'call', 'user')`),
  ],
);
