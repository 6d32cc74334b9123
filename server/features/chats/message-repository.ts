import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { messages } from '../../db/schema';
import type { Queryable } from './repository';

const messageColumns = {
  id: messages.id,
  content: messages.content,
  senderType: messages.senderType,
  createdAt: messages.createdAt,
};

export type MessageRow = Awaited<ReturnType<typeof insertMessage>>;

export async function insertMessage(
  db: Queryable,
  values: {
    conversationId: string;
    senderType: 'user' | 'model';
    content: string;
    clientMessageId?: string | null;
    replyToId?: string | null;
  },
) {
  const [row] = await db.insert(messages).values(values).returning(messageColumns);
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The user message a browser sent under `clientMessageId`, and the reply to it if stored. */
export async function findSentPair(db: Queryable, conversationId: string, clientMessageId: string) {
  const [userMessage] = await db
    .select(messageColumns)
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        eq(messages.clientMessageId, clientMessageId),
      ),
    );
  if (!userMessage) return null;
  const [aiMessage] = await db
    .select(messageColumns)
    .from(messages)
    .where(eq(messages.replyToId, userMessage.id));
  return { userMessage, aiMessage: aiMessage ?? null };
}

/**
 * Every message's sender and text, oldest first: the stage rules look at the whole
 * conversation. This is one indexed range read; a conversation of thousands of messages costs
 * a few milliseconds, which the bench reports.
 */
export async function findTranscript(db: Queryable, conversationId: string) {
  return db
    .select({ sender: messages.senderType, content: messages.content })
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(asc(messages.createdAt), asc(messages.id));
}

/** Whether `messageId` is a message of this conversation (a paging cursor must be). */
export async function messageExists(db: Queryable, conversationId: string, messageId: string) {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.id, messageId)));
  return row !== undefined;
}

/**
 * Up to `limit` messages older than the message `beforeId` (or the newest), newest first. The
 * cursor's time is read in SQL: timestamps have microseconds, which a JavaScript Date would drop.
 */
export async function findMessagesPage(
  db: Queryable,
  conversationId: string,
  limit: number,
  beforeId: string | null,
) {
  const older = beforeId
    ? sql`(${messages.createdAt}, ${messages.id}) < (select m.created_at, m.id from messages m where m.id = ${beforeId})`
    : undefined;
  return db
    .select(messageColumns)
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), older))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
}

/** Every message of a conversation, oldest first (the data export). */
export async function findMessagesOf(db: Queryable, conversationId: string) {
  return db
    .select(messageColumns)
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(asc(messages.createdAt), asc(messages.id));
}
