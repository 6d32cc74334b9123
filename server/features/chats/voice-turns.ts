import { and, eq, sql } from 'drizzle-orm';
import type { TranscriptTurn } from '#common/contracts/realtime';
import type { Database, Queryable } from '#server/db/client';
import { conversations, messages, messageUsage } from '#server/db/schema';
import type { MessageRow } from './message-repository';
import { conversationStateColumns, countMessagesIn, type ConversationState } from './repository';
import { limitReached, type UsageDay } from './usage';

/**
 * A voice call's transcript kept in its conversation: each turn (what the user said, what the
 * companion said) becomes a message with `source: 'call'`, so the chat shows the call and the
 * relationship stage counts it.
 *
 * What the user said in a call counts against the daily message limit like a typed message
 * (her answers are not counted, as a chat reply is not): otherwise a call would be a way around
 * the limit. At the limit the post is refused whole (429 LIMIT_REACHED) and nothing is stored.
 */

const storedColumns = {
  id: messages.id,
  content: messages.content,
  senderType: messages.senderType,
  source: messages.source,
  engine: messages.engine,
  createdAt: messages.createdAt,
};

export interface StoredTurns {
  /** Every turn of the request as stored, in the request's order (repeats included). */
  messages: MessageRow[];
  /** The turns this request stored (not stored before), in order. */
  added: MessageRow[];
  state: ConversationState;
}

export interface VoiceTurnsTarget {
  userId: string;
  conversationId: string;
  /** The call the turns were said in (kept on each new message). */
  callSessionId: string;
  /** The user's limit and day for today (usage.ts). */
  day: UsageDay;
  /**
   * Counts the new turns into the call (before the transaction commits); throws to refuse them,
   * which rolls back everything this request stored.
   */
  countIntoCall: (tx: Queryable, added: number) => Promise<void>;
}

/**
 * Stores the turns in order, in one transaction that also updates the conversation's message
 * count, stage and last message time, the call's turn count and the user's daily count. A turn
 * whose clientTurnId is already stored in this conversation (the browser posted it again) is not
 * stored twice nor counted again: the stored one is answered.
 */
export async function storeVoiceTurns(
  db: Database,
  target: VoiceTurnsTarget,
  turns: readonly TranscriptTurn[],
): Promise<StoredTurns> {
  const { conversationId } = target;
  return db.transaction(async (tx) => {
    const stored: MessageRow[] = [];
    const added: MessageRow[] = [];
    for (const turn of turns) {
      const inserted = await insertTurn(tx, target, turn);
      if (inserted) added.push(inserted);
      stored.push(inserted ?? (await findTurn(tx, conversationId, turn.clientTurnId)));
    }
    if (added.length > 0) await target.countIntoCall(tx, added.length);
    await countUsage(tx, target, added.filter((message) => message.senderType === 'user').length);
    // Only what this request stored is counted in; one UPDATE, so a chat reply or another post
    // of the same call counted at the same moment is not lost. Explicit mode is switched on by
    // a consent phrase typed in the chat (explicit.ts): a call leaves it as it is.
    const state =
      added.length > 0
        ? await countMessagesIn(
            tx,
            conversationId,
            added.map((message) => ({ sender: message.senderType, content: message.content })),
          )
        : await currentState(tx, conversationId);
    return { messages: stored, added, state };
  });
}

async function currentState(tx: Queryable, conversationId: string): Promise<ConversationState> {
  const [row] = await tx
    .select(conversationStateColumns)
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  if (!row) throw new Error('conversation vanished while its call transcript was stored');
  return row;
}

/**
 * Inserts one turn unless its clientTurnId is stored; null then. Each turn gets the clock's
 * time of its own statement (not the transaction's start, which all turns would share), so the
 * conversation keeps them in the order they were said.
 */
async function insertTurn(
  tx: Queryable,
  target: Pick<VoiceTurnsTarget, 'conversationId' | 'callSessionId'>,
  turn: TranscriptTurn,
): Promise<MessageRow | null> {
  const [row] = await tx
    .insert(messages)
    .values({
      conversationId: target.conversationId,
      senderType: turn.speaker,
      content: turn.text,
      source: 'call',
      clientMessageId: turn.clientTurnId,
      callSessionId: target.callSessionId,
      createdAt: sql`clock_timestamp()`,
    })
    .onConflictDoNothing({ target: [messages.conversationId, messages.clientMessageId] })
    .returning(storedColumns);
  return row ?? null;
}

/**
 * Adds the user's new turns to today's count, or refuses them all (429 LIMIT_REACHED) when they
 * would pass the limit. The conditional upsert locks the day's row like a send's count
 * (send-repository.ts), so concurrent sends and calls cannot slip past the limit together.
 */
async function countUsage(
  tx: Queryable,
  { userId, day }: Pick<VoiceTurnsTarget, 'userId' | 'day'>,
  count: number,
): Promise<void> {
  if (count === 0) return;
  if (day.limit !== null && count > day.limit) throw limitReached(day);
  const [row] = await tx
    .insert(messageUsage)
    .values({ userId, day: day.day, used: count })
    .onConflictDoUpdate({
      target: [messageUsage.userId, messageUsage.day],
      set: { used: sql`${messageUsage.used} + ${count}` },
      setWhere:
        day.limit === null ? undefined : sql`${messageUsage.used} + ${count} <= ${day.limit}`,
    })
    .returning({ used: messageUsage.used });
  if (!row) throw limitReached(day);
}

async function findTurn(
  tx: Queryable,
  conversationId: string,
  clientTurnId: string,
): Promise<MessageRow> {
  const [row] = await tx
    .select(storedColumns)
    .from(messages)
    .where(
      and(eq(messages.conversationId, conversationId), eq(messages.clientMessageId, clientTurnId)),
    );
  if (!row) throw new Error('a call turn conflicted but is not stored');
  return row;
}
