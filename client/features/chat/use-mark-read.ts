import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { ChatMessage } from '#common/contracts/chats';
import { CONVERSATIONS_KEY } from '#client/features/session';
import { chatApi } from './api';

/**
 * Marks the open conversation read: when it opens, when a stored message of hers shows up in the
 * history (a reply that was pending at load, a follow-up), and through the returned function
 * after each reply of this visit. The lists (header badge, dashboard, My chats) refresh after
 * the server has the mark, not before, so they never show the old count again.
 */
export function useMarkRead(conversationId: string, history: readonly ChatMessage[]) {
  const queryClient = useQueryClient();
  const markRead = useCallback(() => {
    chatApi.read(conversationId).then(
      () => queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY }),
      // Unread marks are a convenience: a failed mark leaves the count until the next visit.
      () => undefined,
    );
  }, [conversationId, queryClient]);
  const newestFromHer = history.findLast((message) => message.sender_type === 'model')?.id ?? null;
  useEffect(() => {
    markRead();
  }, [markRead, newestFromHer]);
  return markRead;
}
