import { conversationResponseSchema, messagesPageSchema } from '#common/contracts/chats';
import { apiRequest } from '#client/lib/api-client';

export const chatKeys = {
  open: (companion: string) => ['chats', 'open', companion.trim().toLowerCase()] as const,
  conversation: (id: string) => ['chats', 'conversation', id] as const,
  messages: (id: string) => ['chats', 'messages', id] as const,
};

/** Messages per page of the history. */
export const MESSAGES_PAGE_SIZE = 30;

export const chatApi = {
  /** Gets or creates the conversation with a companion (UUID, 1-6 or name). */
  open: (aiModelId: string, signal?: AbortSignal) =>
    apiRequest('/chats', {
      method: 'POST',
      body: { aiModelId },
      signal,
      schema: conversationResponseSchema,
    }).then((body) => body.conversation),
  conversation: (id: string, signal?: AbortSignal) =>
    apiRequest(`/chats/${encodeURIComponent(id)}`, {
      signal,
      schema: conversationResponseSchema,
    }).then((body) => body.conversation),
  messages: (id: string, before: string | undefined, signal?: AbortSignal) =>
    apiRequest(`/chats/${encodeURIComponent(id)}/messages`, {
      query: { limit: MESSAGES_PAGE_SIZE, before },
      signal,
      schema: messagesPageSchema,
    }),
  /** The user has seen her messages until now (they stop counting as unread). */
  read: (id: string) =>
    apiRequest<void>(`/chats/${encodeURIComponent(id)}/read`, { method: 'POST' }),
  /** Clears the messages; what the companion remembers stays unless keepMemories is false. */
  clear: (id: string, keepMemories = true) =>
    apiRequest<void>(`/chats/${encodeURIComponent(id)}/messages`, {
      method: 'DELETE',
      query: { keepMemories },
    }),
};
