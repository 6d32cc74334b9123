import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './schema-accounts';
import { companions } from './schema-companions';
import { messages } from './schema-chats';
import { companionMemories } from './schema-memory';

const timestampColumn = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The messages a companion wrote first (issue 23, docs/decisions/022-job-queue-and-follow-ups.md):
 * one row per follow-up, written in the same transaction as the message. Its two unique keys
 * are what makes a follow-up happen once however many processes or retries try: one per user
 * and local day (across companions), and one per reason (a plan's memory, or one silence).
 */
export const followUps = pgTable(
  'follow_ups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companionId: uuid('model_id')
      .notNull()
      .references(() => companions.id, { onDelete: 'cascade' }),
    /** What prompted it: a remembered plan whose time has passed, or days of silence. */
    reason: text('reason').$type<'plan' | 'silence'>().notNull(),
    /** `plan:<memory id>` or `silence:<time of the user's last message>`: never twice. */
    reasonKey: text('reason_key').notNull(),
    /** The plan it asks about; kept as null when the user deletes that memory. */
    memoryId: uuid('memory_id').references(() => companionMemories.id, { onDelete: 'set null' }),
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'set null' }),
    /** The user's own calendar day (in their time zone) it was sent on. */
    localDay: date('local_day').notNull(),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
    /**
     * When its notification was attempted (sent, skipped, failed for good, or given up after a
     * day); null while it is owed, so a process that died after storing it is made up for by
     * the next round (decision 022).
     */
    deliveredAt: timestampColumn('delivered_at'),
  },
  (table) => [
    uniqueIndex('follow_ups_user_day_idx').on(table.userId, table.localDay),
    uniqueIndex('follow_ups_user_reason_idx').on(table.userId, table.reasonKey),
    index('follow_ups_model_idx').on(table.companionId),
    index('follow_ups_message_idx').on(table.messageId),
    index('follow_ups_memory_idx').on(table.memoryId),
    index('follow_ups_undelivered_idx')
      .on(table.createdAt)
      .where(sql`${table.deliveredAt} is null`),
    check('follow_ups_reason_check', sql`${table.reason} in ('plan', 'silence')`),
  ],
);
