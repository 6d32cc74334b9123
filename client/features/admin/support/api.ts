import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  outboxResponseSchema,
  ticketMessageResponseSchema,
  ticketResponseSchema,
  ticketsResponseSchema,
  ticketWithMessagesSchema,
  type TicketPriority,
  type TicketStatus,
} from '#common/contracts/support';
import { apiRequest } from '#client/lib/api-client';

/** Who has the ticket: anyone, the signed-in staff member, or nobody yet. */
export type AssigneeFilter = 'anyone' | 'me' | 'unassigned';

export interface TicketFilters {
  status: TicketStatus | 'all';
  priority: TicketPriority | 'all';
  assignee: AssigneeFilter;
}

export const DEFAULT_TICKET_FILTERS: TicketFilters = {
  status: 'all',
  priority: 'all',
  assignee: 'anyone',
};

/** Tickets per page of the staff list. */
export const TICKET_PAGE_SIZE = 20;
const OUTBOX_PAGE_SIZE = 25;

/** The query string of `GET /api/support/tickets` for the staff view of every ticket. */
export function ticketListQuery(filters: TicketFilters, myId: string, cursor?: string) {
  return {
    scope: 'all',
    status: filters.status === 'all' ? undefined : filters.status,
    priority: filters.priority === 'all' ? undefined : filters.priority,
    assignedTo:
      filters.assignee === 'me' ? myId : filters.assignee === 'unassigned' ? 'none' : undefined,
    limit: TICKET_PAGE_SIZE,
    cursor,
  };
}

export const staffSupportKeys = {
  all: ['admin', 'support'] as const,
  tickets: () => ['admin', 'support', 'tickets'] as const,
  list: (filters: TicketFilters, cursor: string | undefined) =>
    ['admin', 'support', 'tickets', 'list', filters, cursor ?? null] as const,
  ticket: (id: string) => ['admin', 'support', 'tickets', 'one', id] as const,
  outbox: (to: string) => ['admin', 'support', 'outbox', to] as const,
};

const ticketPath = (id: string) => `/support/tickets/${encodeURIComponent(id)}`;

/** The staff calls of docs/api.md ("Support") and the admins' e-mail outbox. */
export const staffSupportApi = {
  list: (filters: TicketFilters, myId: string, cursor: string | undefined, signal?: AbortSignal) =>
    apiRequest('/support/tickets', {
      query: ticketListQuery(filters, myId, cursor),
      signal,
      schema: ticketsResponseSchema,
    }),
  get: (id: string, signal?: AbortSignal) =>
    apiRequest(ticketPath(id), { signal, schema: ticketWithMessagesSchema }),
  reply: (id: string, content: string, isInternal: boolean) =>
    apiRequest(`${ticketPath(id)}/messages`, {
      method: 'POST',
      body: { content, isInternal },
      schema: ticketMessageResponseSchema,
    }),
  update: (
    id: string,
    change: { status?: TicketStatus; priority?: TicketPriority; assignedTo?: string | null },
  ) => apiRequest(ticketPath(id), { method: 'PATCH', body: change, schema: ticketResponseSchema }),
  resolve: (id: string, message: string) =>
    apiRequest(`${ticketPath(id)}/resolve`, {
      method: 'POST',
      body: { message },
      schema: ticketResponseSchema,
    }),
  outbox: (to: string, cursor: string | undefined, signal?: AbortSignal) =>
    apiRequest('/admin/outbox', {
      query: { to: to || undefined, cursor, limit: OUTBOX_PAGE_SIZE },
      signal,
      schema: outboxResponseSchema,
    }),
};

/** One page of tickets; the previous page stays on screen while the next one loads. */
export function useStaffTickets(filters: TicketFilters, myId: string, cursor: string | undefined) {
  return useQuery({
    queryKey: staffSupportKeys.list(filters, cursor),
    queryFn: ({ signal }) => staffSupportApi.list(filters, myId, cursor, signal),
    placeholderData: keepPreviousData,
  });
}

/** While Nova is still answering, look again this often. */
const PENDING_POLL_MS = 2000;

export function useStaffTicket(id: string) {
  return useQuery({
    queryKey: staffSupportKeys.ticket(id),
    queryFn: ({ signal }) => staffSupportApi.get(id, signal),
    refetchInterval: (query) =>
      query.state.data?.ticket.status === 'ai_processing' ? PENDING_POLL_MS : false,
  });
}

/**
 * A change to one ticket (reply, status, assignee, resolve): afterwards the ticket and the list
 * are read again, since the server may move the status too (a staff reply means human review).
 */
export function useTicketAction<Input, Output>(action: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    // The ticket's key sits under the list's, so this reads both again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffSupportKeys.tickets() }),
  });
}

export function useOutbox(to: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: staffSupportKeys.outbox(to),
    queryFn: ({ pageParam, signal }) => staffSupportApi.outbox(to, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled,
  });
}
