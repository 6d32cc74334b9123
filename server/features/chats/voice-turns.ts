import { and, eq, sql } from 'drizzle-orm';
import type { TranscriptTurn } from '#common/contracts/realtime';
import type { Database, Queryable } from '#server/db/client';
import { conversations, messages } from '#server/db/schema';
import type { MessageRow } from './message-repository';
import { conversationStateColumns, countMessagesIn, type ConversationState } from './repository';

/**
 * A voice call's transcript kept in its conversation: each turn (what the user said, what the
 * companion said) becomes a message with `source: 'call'`, so the chat shows the call and the
 * relationship stage counts it.
 *
 * Turns do not count against the daily message limit: calls are for premium plans only and
 * their start is rate-limited (POST /api/realtime/session), and a limit that cut a call's
 * transcript in half would lose what was said rather than prevent anything.
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

/**
 * Stores the turns in order, in one transaction that also updates the conversation's message
 * count, stage and last message time. A turn whose clientTurnId is already stored in this
 * conversation (the browser posted it again) is not stored twice: the stored one is answered.
 */
export async function storeVoiceTurns(
  db: Database,
  conversationId: string,
  turns: readonly TranscriptTurn[],
): Promise<StoredTurns> {
  return db.transaction(async (tx) => {
    const stored: MessageRow[] = [];
    const added: MessageRow[] = [];
    for (const turn of turns) {
      const inserted = await insertTurn(tx, conversationId, turn);
      if (inserted) added.push(inserted);
      stored.push(inserted ?? (await findTurn(tx, conversationId, turn.clientTurnId)));
    }
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
  conversationId: string,
  turn: TranscriptTurn,
): Promise<MessageRow | null> {
  const [row] = await tx
    .insert(messages)
    .values({
      conversationId,
      senderType: turn.speaker,
      content: turn.text,
      source: 'call',
      clientMessageId: turn.clientTurnId,
      createdAt: sql`clock_timestamp()`,
    })
    .onConflictDoNothing({ target: [messages.conversationId, messages.clientMessageId] })
    .returning(storedColumns);
  return row ?? null;
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
