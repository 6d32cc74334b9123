import { useQuery } from '@tanstack/react-query';
import type { ConversationSummary, ConversationsResponse } from '#common/contracts/chats';
import { apiRequest } from '#client/lib/api-client';
import { useSession } from './use-session';

/** A loader, so that zod stays out of the first load (the header asks for the list). */
const conversationsResponse = () =>
  import('#common/contracts/chats').then((m) => m.conversationsResponseSchema);

/**
 * The signed-in user's conversations (`GET /api/chats`, newest first). Shared by the header's
 * chat shortcut, the dashboard and the chat page (which refreshes it after every reply).
 */
export const CONVERSATIONS_KEY = ['chats', 'list'] as const;

/** Days a conversation counts as active after its last message (dashboard, "Active Chats"). */
export const ACTIVE_CHAT_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The first page of the list as answered: the rows and the unread total ride together. */
function useConversationsPage<T>(select: (body: ConversationsResponse) => T) {
  const { user } = useSession();
  return useQuery({
    queryKey: [...CONVERSATIONS_KEY, user?.id ?? null],
    queryFn: ({ signal }) => apiRequest('/chats', { signal, schema: conversationsResponse }),
    select,
    enabled: user !== null,
    staleTime: 30_000,
    // Coming back to the tab shows what she wrote meanwhile (a follow-up): one cheap request.
    refetchOnWindowFocus: true,
  });
}

const rowsOf = (body: ConversationsResponse) => body.conversations;
const unreadOf = (body: ConversationsResponse) => body.unreadTotal;

export function useConversations() {
  return useConversationsPage(rowsOf);
}

/**
 * Unread companion messages across every conversation (the header's badge), from the list the
 * header loads anyway: no request of its own. 0 while unknown.
 */
export function useUnreadTotal(): number {
  return useConversationsPage(unreadOf).data ?? 0;
}

/** The header's chat icon: the most recent conversation's companion, else companion 1. */
export function chatShortcutPath(
  conversations: readonly ConversationSummary[] | undefined,
): string {
  const latest = conversations?.[0];
  return `/chat/${latest ? latest.model_slug.toLowerCase() : '1'}`;
}

/** Conversations with a message in the last seven days. */
export function activeConversationCount(
  conversations: readonly ConversationSummary[],
  now: Date = new Date(),
): number {
  const since = now.getTime() - ACTIVE_CHAT_DAYS * DAY_MS;
  return conversations.filter((conversation) => {
    if (!conversation.last_message_at) return false;
    const at = new Date(conversation.last_message_at).getTime();
    return Number.isFinite(at) && at >= since;
  }).length;
}
