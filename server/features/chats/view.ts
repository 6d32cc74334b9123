import type { ChatMessage, Conversation, ConversationSummary } from '#common/contracts/chats';
import { mediaUrl } from '#server/features/media';
import type { MessageRow } from './message-repository';
import type { ConversationRow, findConversationSummaries } from './repository';

type SummaryRow = Awaited<ReturnType<typeof findConversationSummaries>>[number];

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

export function toSummary(row: SummaryRow): ConversationSummary {
  return {
    id: row.id,
    model_id: row.companionId,
    model_slug: row.modelSlug,
    model_name: row.modelName,
    model_name_bg: row.modelNameBg,
    model_avatar: row.avatarMediaId ? mediaUrl(row.avatarMediaId) : '',
    last_message_at: row.lastMessageAt?.toISOString() ?? null,
    message_count: row.messageCount,
    relationship_stage: row.relationshipStage,
    is_active: row.isActive,
    last_message_preview: row.lastMessagePreview,
    last_message_sender: row.lastMessageSender,
    unread: row.unread,
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
