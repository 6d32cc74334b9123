import {
  useInfiniteQuery,
  useQuery,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ChatMessage, Conversation, MessagesPage } from '#common/contracts/chats';
import { isApiError } from '#client/lib/api-client';
import { chatApi, chatKeys } from './api';

/** While a reply started before this page loaded is still being written, look again this often. */
export const REPLY_POLL_MS = 1500;

/** `POST /api/chats`: the conversation with this companion, created on first visit. */
export function useOpenConversation(companion: string, enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.open(companion),
    queryFn: ({ signal }) => chatApi.open(companion, signal),
    enabled,
    staleTime: 5 * 60_000,
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });
}

/** The conversation's current state; polled while `reply_pending` says a reply is on its way. */
export function useConversationState(initial: Conversation) {
  return useQuery({
    queryKey: chatKeys.conversation(initial.id),
    queryFn: ({ signal }) => chatApi.conversation(initial.id, signal),
    initialData: initial,
    initialDataUpdatedAt: 0,
    refetchInterval: (query) => (query.state.data?.reply_pending ? REPLY_POLL_MS : false),
  });
}

/**
 * The history, newest page first in the cache, shown oldest first. Older pages load on
 * `before` = the page's nextCursor; polled with the conversation while a reply is pending.
 */
export function useChatHistory(conversationId: string, replyPending: boolean) {
  const query = useInfiniteQuery({
    queryKey: chatKeys.messages(conversationId),
    queryFn: ({ pageParam, signal }) => chatApi.messages(conversationId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchInterval: replyPending ? REPLY_POLL_MS : false,
  });
  const messages = useMemo<ChatMessage[]>(
    () => (query.data ? [...query.data.pages].reverse().flatMap((page) => page.messages) : []),
    [query.data],
  );
  return { query, messages };
}

/**
 * Puts stored messages of this visit into the cached history (its newest page), so the history
 * holds them when the chat is shown again without a reload: after a language switch, or on the
 * way back from another page. Messages it already has are not added twice.
 */
export function addToHistory(
  queryClient: QueryClient,
  conversationId: string,
  stored: readonly ChatMessage[],
): void {
  queryClient.setQueryData<InfiniteData<MessagesPage>>(chatKeys.messages(conversationId), (old) => {
    const [newest, ...older] = old?.pages ?? [];
    if (!old || !newest) return old;
    const known = new Set(old.pages.flatMap((page) => page.messages.map((message) => message.id)));
    const added = stored.filter((message) => !known.has(message.id));
    if (added.length === 0) return old;
    return { ...old, pages: [{ ...newest, messages: [...newest.messages, ...added] }, ...older] };
  });
}

/**
 * A turn answered again (a regenerate or an edit) in the cached history: its user message as
 * stored now (an edit's new text) and the reply it replaced taken out.
 */
export function replaceInHistory(
  queryClient: QueryClient,
  conversationId: string,
  message: ChatMessage,
  replacedId: string | null,
): void {
  queryClient.setQueryData<InfiniteData<MessagesPage>>(chatKeys.messages(conversationId), (old) =>
    old
      ? {
          ...old,
          pages: old.pages.map((page) => ({
            ...page,
            messages: page.messages
              .filter((stored) => stored.id !== replacedId)
              .map((stored) => (stored.id === message.id ? message : stored)),
          })),
        }
      : old,
  );
}
