import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  addToStageFacts,
  EMPTY_STAGE_FACTS,
  STAGE_THRESHOLDS,
  type RelationshipStage,
  type StageMessage,
} from '#common/chat/stage';
import type { Database, Queryable } from '#server/db/client';
import type { Bound } from '#server/db/prepared';
import { companions, conversations, messages } from '#server/db/schema';

/**
 * A pending mark not refreshed for this long no longer counts as a reply in flight: the process
 * writing it died. A live writer refreshes it every PENDING_HEARTBEAT_MS (reply-writer.ts), so
 * after a crash the conversation takes sends again within seconds, not minutes.
 */
export const PENDING_STALE_AFTER = sql`interval '20 seconds'`;
export const PENDING_HEARTBEAT_MS = 5_000;

/** Whether a reply is being written, judged by the database's clock like the claim below. */
const replyPending = sql<boolean>`coalesce(${conversations.replyPendingSince} > now() - ${PENDING_STALE_AFTER}, false)`;

const conversationColumns = {
  id: conversations.id,
  userId: conversations.userId,
  companionId: conversations.companionId,
  modelSlug: companions.slug,
  title: conversations.title,
  messageCount: conversations.messageCount,
  relationshipStage: conversations.relationshipStage,
  explicitMode: conversations.explicitMode,
  replyPending,
  createdAt: conversations.createdAt,
  lastMessageAt: conversations.lastMessageAt,
};

export type ConversationRow = NonNullable<Awaited<ReturnType<typeof findOwnConversation>>>;

/** The user's conversation, or null for an unknown id or someone else's (both answer 404). */
export async function findOwnConversation(db: Queryable, userId: string, id: string) {
  const [row] = await db
    .select(conversationColumns)
    .from(conversations)
    .innerJoin(companions, eq(companions.id, conversations.companionId))
    .where(and(eq(conversations.id, id), eq(conversations.userId, userId)));
  return row ?? null;
}

export async function findConversationOfCompanion(
  db: Queryable,
  userId: string,
  companionId: string,
) {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.userId, userId), eq(conversations.companionId, companionId)));
  return row ?? null;
}

/** Inserts unless the pair exists (a concurrent create wins quietly); true when it inserted. */
export async function insertConversation(
  db: Queryable,
  values: { userId: string; companionId: string; title: string | null },
): Promise<boolean> {
  const inserted = await db
    .insert(conversations)
    .values(values)
    .onConflictDoNothing({ target: [conversations.userId, conversations.companionId] })
    .returning({ id: conversations.id });
  return inserted.length > 0;
}

/**
 * Marks the user's conversation read up to now (never back: a late, slower request keeps the
 * later mark); false when it is not the user's.
 */
export async function markConversationRead(db: Queryable, userId: string, id: string) {
  const updated = await db
    .update(conversations)
    .set({ lastReadAt: sql`greatest(${conversations.lastReadAt}, now())` })
    .where(and(eq(conversations.id, id), eq(conversations.userId, userId)))
    .returning({ id: conversations.id });
  return updated.length > 0;
}

/**
 * Deletes the user's conversation with its messages unless a reply is being written; answers
 * whether it did (false: not the user's, gone, or a reply in flight).
 */
export async function deleteOwnConversation(db: Queryable, userId: string, id: string) {
  const deleted = await db
    .delete(conversations)
    .where(
      and(eq(conversations.id, id), eq(conversations.userId, userId), sql`not ${replyPending}`),
    )
    .returning({ id: conversations.id });
  return deleted.length > 0;
}

/**
 * Marks a reply as in flight unless one already is: the one statement that serialises sends
 * per conversation (the row lock it takes also orders concurrent claims). Answers the
 * conversation's stage facts and explicit mode as they are now (the row stays locked until the
 * caller's transaction ends), or null when the conversation is not the user's or a reply is
 * pending.
 */
export async function claimReply(db: Queryable, userId: string, id: string) {
  const [row] = await claimStatement(db, userId, id);
  return row ?? null;
}

/** claimReply's UPDATE (send-repository.ts makes it part of a larger statement). */
export function claimStatement(db: Queryable, userId: Bound<string>, id: Bound<string>) {
  return db
    .update(conversations)
    .set({ replyPendingSince: sql`now()` })
    .where(
      and(
        eq(conversations.id, id),
        eq(conversations.userId, userId),
        sql`(${conversations.replyPendingSince} is null or ${conversations.replyPendingSince} <= now() - ${PENDING_STALE_AFTER})`,
      ),
    )
    .returning({
      messageCount: conversations.messageCount,
      hasLongUserMessage: conversations.hasLongUserMessage,
      hasFirstPersonStatement: conversations.hasFirstPersonStatement,
      explicitMode: conversations.explicitMode,
    });
}

export interface ConversationState {
  messageCount: number;
  relationshipStage: RelationshipStage;
  explicitMode: boolean;
}

/**
 * The stage rules of common/chat/stage.ts (`stageOf`) in SQL, over a conversation's count and
 * facts. Counting messages in with one UPDATE keeps count, facts and stage right even when a
 * chat reply and a call's transcript are stored at the same moment. stage-sql.test.ts checks
 * it against `stageOf` for every combination.
 */
export function stageSql(count: SQL, hasLongUserMessage: SQL, hasFirstPersonStatement: SQL) {
  return sql<RelationshipStage>`case
    when ${count} > ${sql.raw(String(STAGE_THRESHOLDS.intimate))} and ${hasFirstPersonStatement} then 'intimate'
    when ${count} > ${sql.raw(String(STAGE_THRESHOLDS.deepening))} and ${hasLongUserMessage} then 'deepening'
    when ${count} > ${sql.raw(String(STAGE_THRESHOLDS.building))} then 'building'
    else 'initial' end`;
}

export interface CountInOptions {
  /** The explicit mode after these messages; unchanged when absent. */
  explicitMode?: Bound<boolean>;
  /** Ends the reply in flight (the companion's reply is stored). */
  clearPending?: boolean;
}

/** What messages add to a conversation's stage facts (addToStageFacts of them alone). */
export interface AddedFacts {
  count: number;
  hasLongUserMessage: Bound<boolean>;
  hasFirstPersonStatement: Bound<boolean>;
}

/** The facts `added` messages bring (to count in with countInSet). */
export function addedFacts(added: readonly StageMessage[]): AddedFacts {
  const facts = addToStageFacts(EMPTY_STAGE_FACTS, added);
  return {
    count: facts.messageCount,
    hasLongUserMessage: facts.hasLongUserMessage,
    hasFirstPersonStatement: facts.hasFirstPersonStatement,
  };
}

/** The SET of counting messages into a conversation: count, facts, stage and last message time. */
export function countInSet(added: AddedFacts, options: CountInOptions = {}) {
  const count = sql`${conversations.messageCount} + ${added.count}`;
  const hasLong = sql`(${conversations.hasLongUserMessage} or ${added.hasLongUserMessage})`;
  const hasStatement = sql`(${conversations.hasFirstPersonStatement} or ${added.hasFirstPersonStatement})`;
  return {
    messageCount: count,
    hasLongUserMessage: hasLong,
    hasFirstPersonStatement: hasStatement,
    relationshipStage: stageSql(count, hasLong, hasStatement),
    lastMessageAt: sql`now()`,
    ...(options.explicitMode === undefined ? {} : { explicitMode: sql`${options.explicitMode}` }),
    ...(options.clearPending ? { replyPendingSince: null } : {}),
  };
}

/** countInSet for these messages. */
export function countInValues(added: readonly StageMessage[], options: CountInOptions = {}) {
  return countInSet(addedFacts(added), options);
}

export const conversationStateColumns = {
  messageCount: conversations.messageCount,
  relationshipStage: conversations.relationshipStage,
  explicitMode: conversations.explicitMode,
};

/**
 * Counts messages just stored in the conversation into its state (count, stage facts, stage,
 * last message time) in one statement, without reading the conversation: the cost does not
 * grow with it. Answers the state after them.
 */
export async function countMessagesIn(
  db: Queryable,
  id: string,
  added: readonly StageMessage[],
  options: CountInOptions = {},
): Promise<ConversationState> {
  const [row] = await db
    .update(conversations)
    .set(countInValues(added, options))
    .where(eq(conversations.id, id))
    .returning(conversationStateColumns);
  if (!row) throw new Error('conversation vanished while its messages were stored');
  return row;
}

/**
 * countMessagesIn for a turn answered again: `added.count` is negative for the replaced reply
 * taken out (the new one is counted in when it is stored), and an edited message's text may
 * add stage facts. Facts are never taken back: like the stage, they only grow.
 */
export async function recountTurn(
  db: Queryable,
  id: string,
  added: AddedFacts,
  options: CountInOptions = {},
): Promise<void> {
  await db.update(conversations).set(countInSet(added, options)).where(eq(conversations.id, id));
}

/** Keeps a reply's pending mark fresh while it is written; a released mark stays released. */
export async function refreshReplyPending(db: Queryable, id: string) {
  await db
    .update(conversations)
    .set({ replyPendingSince: sql`now()` })
    .where(and(eq(conversations.id, id), sql`${conversations.replyPendingSince} is not null`));
}

export async function releaseReply(db: Queryable, id: string) {
  await db.update(conversations).set({ replyPendingSince: null }).where(eq(conversations.id, id));
}

/** Empties the conversation and starts its relationship again. */
export async function clearConversation(db: Database, id: string) {
  await db.transaction(async (tx) => {
    await tx.delete(messages).where(eq(messages.conversationId, id));
    await tx
      .update(conversations)
      .set({
        messageCount: 0,
        hasLongUserMessage: false,
        hasFirstPersonStatement: false,
        relationshipStage: 'initial',
        explicitMode: false,
        summary: '',
        summaryThrough: null,
      })
      .where(eq(conversations.id, id));
  });
}
