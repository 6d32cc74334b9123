import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { poolOf, type Database, type Queryable } from '#server/db/client';
import { conversations, messages } from '#server/db/schema';
import { jsonIsoTime, jsonObject, jsonString, jsonWord } from '#server/db/json-text';
import { preparedFor } from '#server/db/prepared';
import {
  conversationStateColumns,
  countInValues,
  type ConversationState,
  type CountInOptions,
} from './repository';

const messageColumns = {
  id: messages.id,
  content: messages.content,
  senderType: messages.senderType,
  source: messages.source,
  engine: messages.engine,
  createdAt: messages.createdAt,
};

export type MessageRow = Awaited<ReturnType<typeof insertMessage>>;

export async function insertMessage(
  db: Queryable,
  values: {
    conversationId: string;
    senderType: 'user' | 'model';
    content: string;
    source?: 'chat' | 'call';
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

export interface NewMessage {
  senderType: 'user' | 'model';
  content: string;
  source?: 'chat' | 'call';
  clientMessageId?: string | null;
  replyToId?: string | null;
}

/**
 * Stores a message and counts it into the conversation's state (count, stage facts, stage) in
 * one statement: one round trip, atomic without a transaction, and never a read of the
 * conversation's other messages. The message gets its statement's clock time, so messages
 * stored in one transaction keep their order.
 */
export async function appendMessage(
  db: Queryable,
  conversationId: string,
  message: NewMessage,
  options: CountInOptions = {},
): Promise<{ message: MessageRow; state: ConversationState }> {
  const [row] = await appendStatement(
    db,
    { ...message, conversationId },
    countInValues([{ sender: message.senderType, content: message.content }], options),
  );
  if (!row) throw new Error('conversation vanished while a message was stored');
  return splitAppended(row);
}

/** The insert (as a CTE) and the conversation's update of appendMessage, as one statement. */
export function appendStatement(
  db: Queryable,
  values: PgInsertValue<typeof messages>,
  set: ReturnType<typeof countInValues>,
) {
  const inserted = db.$with('inserted').as(
    db
      .insert(messages)
      .values({ ...values, createdAt: sql`clock_timestamp()` })
      .returning(messageColumns),
  );
  return db
    .with(inserted)
    .update(conversations)
    .set(set)
    .from(inserted)
    .where(eq(conversations.id, values.conversationId))
    .returning({
      ...conversationStateColumns,
      id: inserted.id,
      content: inserted.content,
      senderType: inserted.senderType,
      source: inserted.source,
      engine: inserted.engine,
      createdAt: inserted.createdAt,
    });
}

/** appendStatement's row as the message and the conversation's state after it. */
export function splitAppended(row: MessageRow & ConversationState) {
  const { id, content, senderType, source, engine, createdAt, ...state } = row;
  return { message: { id, content, senderType, source, engine, createdAt }, state };
}

// The companion's reply: the same statement with the message's values as placeholders (a
// reply's text never changes the stage facts, only the count), and the reply in flight ended.
const appendReplyStatement = preparedFor((db) =>
  appendStatement(
    db,
    {
      conversationId: sql.placeholder('conversationId'),
      senderType: 'model',
      content: sql.placeholder('content'),
      replyToId: sql.placeholder('replyToId'),
      engine: sql.placeholder('engine'),
      failure: sql.placeholder('failure'),
      failureStatus: sql.placeholder('failureStatus'),
    },
    countInValues([{ sender: 'model', content: '' }], { clearPending: true }),
  ).prepare('chats_append_reply'),
);

/** Which engine wrote a reply, and why the provider failed if it did (null when it did not). */
export interface ReplyAuthor {
  engine: 'builtin' | 'openai';
  failure: string | null;
  failureStatus: number | null;
}

/** appendMessage for the companion's reply to `replyToId`; it also ends the reply in flight. */
export async function appendReply(
  db: Database,
  conversationId: string,
  content: string,
  replyToId: string,
  author: ReplyAuthor,
): Promise<{ message: MessageRow; state: ConversationState }> {
  const [row] = await appendReplyStatement(db).execute({
    conversationId,
    content,
    replyToId,
    ...author,
  });
  if (!row) throw new Error('conversation vanished while a reply was stored');
  return splitAppended(row);
}

const history = preparedFor((db) =>
  db
    .select({
      sender: messages.senderType,
      content: messages.content,
      // Covered by the conversation's rolling summary (rolling-summary.ts).
      summarized: sql<boolean>`coalesce(${messages.createdAt} <= (select c.summary_through from conversations c where c.id = ${sql.placeholder('conversationId')}), false)`,
    })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, sql.placeholder('conversationId')),
        sql`(${messages.createdAt}, ${messages.id}) < (select m.created_at, m.id from messages m where m.id = ${sql.placeholder('beforeId')} and m.conversation_id = ${sql.placeholder('conversationId')})`,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(sql.placeholder('limit'))
    .prepare('chats_history'),
);

/**
 * The last `limit` messages before the message `beforeId`, oldest first: the reply's context.
 * One indexed read of a few rows, however long the conversation is.
 */
export async function findHistory(
  db: Database,
  conversationId: string,
  beforeId: string,
  limit: number,
) {
  const rows = await history(db).execute({ conversationId, beforeId, limit });
  return rows.reverse();
}

/** The conversation's newest message, with the message it answers (null: none or a call turn). */
export async function findLastMessage(db: Queryable, conversationId: string) {
  const [row] = await db
    .select({ ...messageColumns, replyToId: messages.replyToId })
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1);
  return row ?? null;
}

/** One message of this conversation, or null. */
export async function findMessageIn(db: Queryable, conversationId: string, messageId: string) {
  const [row] = await db
    .select(messageColumns)
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.id, messageId)));
  return row ?? null;
}

/** Deletes a companion's reply that a new one replaces. */
export async function deleteMessage(db: Queryable, messageId: string): Promise<void> {
  await db.delete(messages).where(eq(messages.id, messageId));
}

/** Gives a user's message the text they edited it to; answers the message as it is now. */
export async function rewriteMessage(
  db: Queryable,
  messageId: string,
  content: string,
): Promise<MessageRow> {
  const [row] = await db
    .update(messages)
    .set({ content })
    .where(eq(messages.id, messageId))
    .returning(messageColumns);
  if (!row) throw new Error('message vanished while it was edited');
  return row;
}

/** Whether `messageId` is a message of this conversation (a paging cursor must be). */
export async function messageExists(db: Queryable, conversationId: string, messageId: string) {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.id, messageId)));
  return row !== undefined;
}

/** The conversation is `userId`'s: checked in the page's own statement, no extra round trip. */
const ownedBy = sql`exists (select 1 from ${conversations} c where c.id = ${sql.placeholder('conversationId')} and c.user_id = ${sql.placeholder('userId')})`;

function pageStatement(db: Database, name: string, older: SQL | undefined) {
  return db
    .select(messageColumns)
    .from(messages)
    .where(and(eq(messages.conversationId, sql.placeholder('conversationId')), ownedBy, older))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(sql.placeholder('limit'))
    .prepare(name);
}

const latestPage = preparedFor((db) => pageStatement(db, 'chats_latest_page', undefined));
// The cursor's time is read in SQL: timestamps have microseconds, which a JavaScript Date would
// drop. A message of another conversation is no cursor: the page is then empty.
const olderPage = preparedFor((db) =>
  pageStatement(
    db,
    'chats_older_page',
    sql`(${messages.createdAt}, ${messages.id}) < (select m.created_at, m.id from messages m where m.id = ${sql.placeholder('beforeId')} and m.conversation_id = ${sql.placeholder('conversationId')})`,
  ),
);

/**
 * Up to `limit` messages older than the message `beforeId` (or the newest), newest first, of
 * `userId`'s conversation. Empty for someone else's conversation or an unknown cursor: the
 * caller tells those apart only then, so the usual page is one statement.
 */
export async function findOwnMessagesPage(
  db: Database,
  page: { userId: string; conversationId: string; limit: number; beforeId: string | null },
) {
  const { userId, conversationId, limit, beforeId } = page;
  return beforeId
    ? olderPage(db).execute({ userId, conversationId, limit, beforeId })
    : latestPage(db).execute({ userId, conversationId, limit });
}

/**
 * The same page as `findOwnMessagesPage`, oldest first, as the HTTP answer's JSON text
 * (`{"messages":[…],"nextCursor":…}`, the `messagesPageSchema` contract). PostgreSQL writes each
 * message's JSON (docs/decisions/027-json-written-by-postgresql.md): this process then parses
 * one value per message instead of six and maps and serialises nothing; it only joins them.
 * Times are written as `Date.prototype.toISOString` writes them: UTC, milliseconds truncated.
 * `shown` is the number of messages on the page; 0 leaves the caller to tell an empty
 * conversation from someone else's or from an unknown cursor, as `findOwnMessagesPage` does.
 */
export async function findOwnMessagesPageJson(
  db: Database,
  page: { userId: string; conversationId: string; limit: number; beforeId: string | null },
): Promise<{ shown: number; body: string }> {
  const pool = poolOf(db);
  if (!pool) throw new Error('a message page as JSON needs the database pool');
  const { userId, conversationId, limit, beforeId } = page;
  // One row more than the page says whether older messages exist; newest first.
  const { rows } = await pool.query<{ id: string; json: string }>(
    beforeId
      ? { ...OLDER_PAGE_JSON, values: [conversationId, userId, limit + 1, beforeId] }
      : { ...LATEST_PAGE_JSON, values: [conversationId, userId, limit + 1] },
  );
  const shown = rows.slice(0, limit).reverse();
  const nextCursor = rows.length > limit ? JSON.stringify(shown[0]!.id) : 'null';
  const messages = shown.map((row) => row.json).join(',');
  return { shown: shown.length, body: `{"messages":[${messages}],"nextCursor":${nextCursor}}` };
}

/** A message (alias m) as the contract's JSON (view.ts, toMessage). */
const MESSAGE_JSON = jsonObject({
  id: jsonWord('m.id'),
  content: jsonString('m.content'),
  // Both kept to fixed words by check constraints (messages_sender_check, messages_source_check).
  sender_type: jsonWord('m.sender_type'),
  source: jsonWord('m.source'),
  created_at: jsonIsoTime('m.created_at'),
});

/**
 * $1 conversation, $2 user, $3 how many, $4 (older pages) the cursor message: the newest
 * messages (before the cursor), newest first, each with its JSON. Building the page's text here
 * as well (string_agg) cost PostgreSQL more than it saved this process.
 */
function pageJsonStatement(name: string, older: string) {
  const text = `
    select m.id, ${MESSAGE_JSON} as json
    from messages m
    where m.conversation_id = $1
      and exists (select 1 from conversations c where c.id = $1 and c.user_id = $2)
      ${older}
    order by m.created_at desc, m.id desc
    limit $3`;
  return { name, text };
}

const LATEST_PAGE_JSON = pageJsonStatement('chats_latest_page_json', '');
// The cursor's time is read in SQL, as in olderPage above.
const OLDER_PAGE_JSON = pageJsonStatement(
  'chats_older_page_json',
  `and (m.created_at, m.id) < (
     select o.created_at, o.id from messages o where o.id = $4 and o.conversation_id = $1
   )`,
);

/**
 * $1 conversation, $2 user: the version its messages are at (migration 0022), or no row when
 * the conversation is not the user's.
 */
const MESSAGES_VERSION = {
  name: 'chats_messages_version',
  text: 'select c.messages_version::text as version from conversations c where c.id = $1 and c.user_id = $2',
};

/** The version a page of the conversation's messages is kept under (kept-answers.ts). */
export async function findOwnMessagesVersion(
  db: Database,
  userId: string,
  conversationId: string,
): Promise<string | null> {
  const pool = poolOf(db);
  if (!pool) throw new Error('the messages version needs the database pool');
  const { rows } = await pool.query<{ version: string }>({
    ...MESSAGES_VERSION,
    values: [conversationId, userId],
  });
  return rows[0]?.version ?? null;
}

/** Every message of a conversation, oldest first (the data export). */
export async function findMessagesOf(db: Queryable, conversationId: string) {
  return db
    .select(messageColumns)
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(asc(messages.createdAt), asc(messages.id));
}
