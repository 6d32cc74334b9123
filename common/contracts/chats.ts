import { z } from 'zod';
import { RELATIONSHIP_STAGES } from '#common/chat/stage';
import { hasVisibleCharacter } from '#common/chat/visible-text';

/** Longest message a user can send. */
export const MAX_MESSAGE_LENGTH = 4000;
export const DEFAULT_MESSAGES_PAGE = 30;
/** Characters of the newest message a conversation list row shows. */
export const LAST_MESSAGE_PREVIEW = 140;
export const MAX_CONVERSATIONS_PAGE = 100;
export const MAX_CONVERSATION_SEARCH = 100;
export const MAX_MESSAGES_PAGE = 100;

const stageSchema = z.enum(RELATIONSHIP_STAGES);

/** One row of `GET /api/chats` (own conversations, newest first). */
export const conversationSummarySchema = z.object({
  id: z.string().uuid(),
  model_id: z.string().uuid(),
  model_slug: z.string(),
  model_name: z.string(),
  model_name_bg: z.string(),
  model_avatar: z.string(),
  last_message_at: z.string().nullable(),
  message_count: z.number().int(),
  relationship_stage: stageSchema,
  is_active: z.boolean(),
  /** The start of the newest message (at most LAST_MESSAGE_PREVIEW characters); null when empty. */
  last_message_preview: z.string().nullable(),
  last_message_sender: z.enum(['user', 'model']).nullable(),
  /** The companion's messages since the user last opened the chat (replies and follow-ups). */
  unread: z.number().int().min(0),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationSchema = z.object({
  id: z.string().uuid(),
  model_id: z.string().uuid(),
  model_slug: z.string(),
  title: z.string().nullable(),
  message_count: z.number().int(),
  relationship_stage: stageSchema,
  explicit_mode: z.boolean(),
  /** True while a reply is being written (a reload during a reply polls until it is stored). */
  reply_pending: z.boolean(),
  created_at: z.string(),
  last_message_at: z.string().nullable(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const messageSchema = z.object({
  id: z.string().uuid(),
  content: z.string(),
  sender_type: z.enum(['user', 'model']),
  /** 'call': a turn of a voice call's transcript, stored in the conversation. */
  source: z.enum(['chat', 'call']),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof messageSchema>;

export const conversationsQuerySchema = z.object({
  /**
   * Words to look for in the companion's name (either language) or in any message of the
   * conversation, case-insensitive; blank lists every conversation.
   */
  q: z.string().trim().max(MAX_CONVERSATION_SEARCH).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_CONVERSATIONS_PAGE).default(MAX_CONVERSATIONS_PAGE),
  /** A conversation id from `nextCursor`: answers the conversations listed after it. */
  cursor: z.string().uuid().optional(),
});
export type ConversationsQuery = z.infer<typeof conversationsQuerySchema>;

export const createConversationRequestSchema = z.object({
  /** The companion: UUID, number 1-6 or name, like `GET /api/models/{id}`. */
  aiModelId: z.string().trim().min(1).max(64),
  title: z.string().trim().max(120).optional(),
});

export const messagesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_MESSAGES_PAGE).default(DEFAULT_MESSAGES_PAGE),
  /** A message id: answers the page of messages older than it. */
  before: z.string().uuid().optional(),
});

/** A message's text as the user writes it: something visible, at most MAX_MESSAGE_LENGTH. */
const messageTextSchema = z
  .string()
  .max(MAX_MESSAGE_LENGTH, `Messages can be at most ${MAX_MESSAGE_LENGTH} characters`)
  .refine(hasVisibleCharacter, 'Please write a message');

export const sendMessageRequestSchema = z.object({
  userMessage: messageTextSchema,
  /**
   * A random id the browser makes per send; a repeat of the same id (a double click, a retry
   * after a dropped connection) is answered with the stored result instead of a second message.
   */
  clientMessageId: z.string().uuid().optional(),
});

export const conversationStateSchema = z.object({
  messageCount: z.number().int(),
  relationshipStage: stageSchema,
  explicitMode: z.boolean(),
});

export const usageSchema = z.object({
  /** null: unlimited (pro). */
  limit: z.number().int().nullable(),
  used: z.number().int(),
  remaining: z.number().int().nullable(),
  resetAt: z.string(),
});
export type Usage = z.infer<typeof usageSchema>;

/** The body of a non-streamed reply, and the data of the SSE `done` event. */
export const replyResultSchema = z.object({
  userMessage: messageSchema,
  aiMessage: messageSchema,
  conversation: conversationStateSchema,
  usage: usageSchema,
  engine: z.enum(['builtin', 'openai']),
});
export type ReplyResult = z.infer<typeof replyResultSchema>;

/** `POST /api/chats/{id}/messages/{messageId}/edit`: the user's last message, rewritten. */
export const editMessageRequestSchema = z.object({ content: messageTextSchema });

/**
 * The answer of a regenerate or an edit (and the data of its SSE `done` event): a reply result
 * whose `userMessage` is the message answered again (edited: with its new text), and the id of
 * the reply it replaces (deleted; null when an edited message had no reply yet).
 */
export const replacedReplyResultSchema = replyResultSchema.extend({
  replacedMessageId: z.string().uuid().nullable(),
});
export type ReplacedReplyResult = z.infer<typeof replacedReplyResultSchema>;

export const conversationResponseSchema = z.object({ conversation: conversationSchema });
/** A page of `GET /api/chats`. */
export const conversationsResponseSchema = z.object({
  conversations: z.array(conversationSummarySchema),
  /** The `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
  /** Unread companion messages across all the user's conversations, whatever the page or `q`. */
  unreadTotal: z.number().int().min(0),
});
export type ConversationsResponse = z.infer<typeof conversationsResponseSchema>;
/** A page of a conversation's messages, oldest first; `nextCursor` reads further back. */
export const messagesPageSchema = z.object({
  messages: z.array(messageSchema),
  nextCursor: z.string().nullable(),
});
export type MessagesPage = z.infer<typeof messagesPageSchema>;
