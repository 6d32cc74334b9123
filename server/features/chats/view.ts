import type { ChatMessage, Conversation } from '#common/contracts/chats';
import type { MessageRow } from './message-repository';
import type { ConversationRow } from './repository';

export function toConversation(row: ConversationRow): Conversation {
  return {
    id: row.id,
    model_id: row.companionId,
    model_slug: row.modelSlug,
    title: row.title,
    message_count: row.messageCount,
    relationship_stage: row.relationshipStage,
    explicit_mode: row.explicitMode,
    reply_pending: row.replyPending,
    created_at: row.createdAt.toISOString(),
    last_message_at: row.lastMessageAt?.toISOString() ?? null,
  };
}

export function toMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    content: row.content,
    sender_type: row.senderType,
    source: row.source,
    created_at: row.createdAt.toISOString(),
  };
}
