import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { conversationsResponseSchema } from '#common/contracts/chats';
import { apiRequest } from '#client/lib/api-client';
import { chatKeys } from '#client/features/chat';
import { CONVERSATIONS_KEY, useSession } from '#client/features/session';

/** Conversations per page of "My chats" (the next page loads on "Show more"). */
export const CHATS_PAGE_SIZE = 20;

/**
 * The user's conversations found by `search` (all when blank), newest activity first, page by
 * page. Under the conversation list's key, so whatever refreshes the list refreshes this too.
 */
export function useChatsList(search: string) {
  const { user } = useSession();
  const q = search.trim();
  return useInfiniteQuery({
    queryKey: [...CONVERSATIONS_KEY, 'search', user?.id ?? null, q],
    queryFn: ({ pageParam, signal }) =>
      apiRequest('/chats', {
        query: { q, limit: CHATS_PAGE_SIZE, cursor: pageParam },
        signal,
        schema: conversationsResponseSchema,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: user !== null,
    placeholderData: (previous) => previous,
  });
}

/**
 * Deletes a conversation (`keepMemories` false forgets what she remembers too), then forgets
 * every cached trace of it: opening her chat again must start the new conversation.
 */
export function useDeleteChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, keepMemories }: { id: string; keepMemories: boolean }) =>
      apiRequest<void>(`/chats/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        query: { keepMemories },
      }),
    onSuccess: async (_result, { id }) => {
      queryClient.removeQueries({ queryKey: ['chats', 'open'] });
      queryClient.removeQueries({ queryKey: chatKeys.conversation(id) });
      queryClient.removeQueries({ queryKey: chatKeys.messages(id) });
      await queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
    },
  });
}
