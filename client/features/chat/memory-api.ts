import {
  memoriesResponseSchema,
  memoryResponseSchema,
  type Memory,
  type MemoryKind,
} from '#common/contracts/memories';
import { apiRequest } from '#client/lib/api-client';

export const memoryKeys = {
  list: (conversationId: string) => ['chats', 'memories', conversationId] as const,
};

const base = (conversationId: string) => `/chats/${encodeURIComponent(conversationId)}/memories`;
const one = (conversationId: string, memoryId: string) =>
  `${base(conversationId)}/${encodeURIComponent(memoryId)}`;

export interface MemoryChange {
  content?: string;
  pinned?: boolean;
}

/** `/api/chats/{id}/memories`: what the companion of one conversation remembers about the user. */
export const memoryApi = {
  list: (conversationId: string, signal?: AbortSignal) =>
    apiRequest(base(conversationId), { signal, schema: memoriesResponseSchema }).then(
      (body) => body.memories,
    ),
  create: (conversationId: string, content: string, kind: MemoryKind) =>
    apiRequest(base(conversationId), {
      method: 'POST',
      body: { content, kind },
      schema: memoryResponseSchema,
    }).then((body) => body.memory),
  update: (conversationId: string, memoryId: string, change: MemoryChange) =>
    apiRequest(one(conversationId, memoryId), {
      method: 'PATCH',
      body: change,
      schema: memoryResponseSchema,
    }).then((body) => body.memory),
  remove: (conversationId: string, memoryId: string) =>
    apiRequest<void>(one(conversationId, memoryId), { method: 'DELETE' }),
  forgetAll: (conversationId: string) =>
    apiRequest<void>(base(conversationId), { method: 'DELETE' }),
};

/** The server's order: pinned first, then newest first. */
export function sortMemories(memories: readonly Memory[]): Memory[] {
  return [...memories].sort(
    (a, b) =>
      Number(b.pinned) - Number(a.pinned) ||
      Date.parse(b.created_at) - Date.parse(a.created_at) ||
      b.id.localeCompare(a.id),
  );
}
