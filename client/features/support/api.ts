import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  ticketMessageResponseSchema,
  ticketResponseSchema,
  ticketsResponseSchema,
  ticketWithMessagesSchema,
} from '#common/contracts/support';
import type { Language } from '#common/i18n/languages';
import { apiRequest } from '#client/lib/api-client';

export const supportKeys = {
  all: ['support'] as const,
  list: () => ['support', 'tickets'] as const,
  ticket: (id: string) => ['support', 'ticket', id] as const,
};

/** The support calls of docs/api.md ("Support") that a ticket's owner makes. */
export const supportApi = {
  // Staff would see every ticket without `scope: 'own'`; this page is their own help desk too.
  list: (cursor: string | undefined, signal?: AbortSignal) =>
    apiRequest('/support/tickets', {
      query: { cursor, scope: 'own' },
      signal,
      schema: ticketsResponseSchema,
    }),
  get: (id: string, signal?: AbortSignal) =>
    apiRequest(`/support/tickets/${encodeURIComponent(id)}`, {
      signal,
      schema: ticketWithMessagesSchema,
    }),
  /** The first message opens a ticket; Nova's answer comes back among `messages`. */
  create: (message: string, language: Language) =>
    apiRequest('/support/tickets', {
      method: 'POST',
      body: { message, language },
      schema: ticketWithMessagesSchema,
    }),
  send: (id: string, content: string) =>
    apiRequest(`/support/tickets/${encodeURIComponent(id)}/messages`, {
      method: 'POST',
      body: { content },
      schema: ticketMessageResponseSchema,
    }),
  escalate: (id: string, request: string) =>
    apiRequest(`/support/tickets/${encodeURIComponent(id)}/escalate`, {
      method: 'POST',
      body: { request },
      schema: ticketResponseSchema,
    }),
};

/** The user's tickets, newest first, a page at a time. */
export function useTicketList(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: supportKeys.list(),
    queryFn: ({ pageParam, signal }) => supportApi.list(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled,
  });
}

/** While Nova is answering elsewhere (another tab), look again this often. */
const PENDING_POLL_MS = 1500;

/** One ticket with its messages; polled while its reply is being written. */
export function useTicket(id: string | null) {
  return useQuery({
    queryKey: supportKeys.ticket(id ?? 'none'),
    queryFn: ({ signal }) => supportApi.get(id!, signal),
    enabled: id !== null,
    refetchInterval: (query) =>
      query.state.data?.ticket.status === 'ai_processing' ? PENDING_POLL_MS : false,
  });
}
