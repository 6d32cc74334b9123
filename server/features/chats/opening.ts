import { and, eq, sql } from 'drizzle-orm';
import type { RelationshipStage } from '#common/chat/stage';
import type { Queryable } from '#server/db/client';
import { conversations, messages } from '#server/db/schema';
import type { HistoryMessage } from '#server/features/replies';
import { HISTORY_WINDOW } from './reply-context';
import { countMessagesIn, PENDING_STALE_AFTER } from './repository';

/**
 * A message the companion writes first (a follow-up, issue 23), stored in the user's
 * conversation with her like one of her replies. It answers no message and is never counted
 * against the user's daily limit: only the user's own messages are (message_usage).
 */

export interface OpeningTarget {
  conversationId: string;
  stage: RelationshipStage;
  explicitMode: boolean;
  summary: string;
  /** Her latest message or the user's; null for a conversation with none. */
  lastMessageAt: Date | null;
  /** A reply is being written right now (the user is in the chat). */
  replyPending: boolean;
  /** The last messages, oldest first, for the engine. */
  history: HistoryMessage[];
}

/** The user's conversation with the companion, or null when they never opened one. */
export async function findOpeningTarget(
  db: Queryable,
  userId: string,
  companionId: string,
): Promise<OpeningTarget | null> {
  const [row] = await db
    .select({
      conversationId: conversations.id,
      stage: conversations.relationshipStage,
      explicitMode: conversations.explicitMode,
      summary: conversations.summary,
      lastMessageAt: conversations.lastMessageAt,
      replyPending: sql<boolean>`coalesce(${conversations.replyPendingSince} > now() - ${PENDING_STALE_AFTER}, false)`,
      history: sql<HistoryMessage[]>`(
        select coalesce(json_agg(json_build_object('sender', h.sender_type, 'content', h.content)
                        order by h.created_at, h.id), '[]'::json)
        from (select m.sender_type, m.content, m.created_at, m.id from ${messages} as m
              where m.conversation_id = ${conversations.id}
              order by m.created_at desc, m.id desc
              limit ${sql.raw(String(HISTORY_WINDOW))}) as h
      )`,
    })
    .from(conversations)
    .where(and(eq(conversations.userId, userId), eq(conversations.companionId, companionId)));
  return row ?? null;
}

/**
 * Stores her opening message and counts it into the conversation (count, stage, last message
 * time: the chat list shows it on top), in the caller's transaction. Answers the message id.
 */
export async function storeOpening(
  tx: Queryable,
  conversationId: string,
  content: string,
  engine: 'builtin' | 'openai',
): Promise<string> {
  const [stored] = await tx
    .insert(messages)
    .values({ conversationId, senderType: 'model', content, engine })
    .returning({ id: messages.id });
  await countMessagesIn(tx, conversationId, [{ sender: 'model', content }]);
  return stored!.id;
}
