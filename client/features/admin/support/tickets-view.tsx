import { useState } from 'react';
import { DEFAULT_TICKET_FILTERS, useStaffTickets, type TicketFilters as Filters } from './api';
import { TicketDetail } from './ticket-detail';
import { TicketFilters } from './ticket-filters';
import { TicketList } from './ticket-list';

/**
 * The ticket list (filters, pages by cursor) or, once one is opened, that ticket. The filters
 * and page survive opening a ticket and coming back.
 */
export function TicketsView({ myId }: { myId: string }) {
  const [filters, setFilters] = useState<Filters>(DEFAULT_TICKET_FILTERS);
  // cursors[i] is the cursor of page i + 1 (the first page has none).
  const [cursors, setCursors] = useState<Array<string | undefined>>([undefined]);
  const [openId, setOpenId] = useState<string | null>(null);
  const cursor = cursors[cursors.length - 1];
  const query = useStaffTickets(filters, myId, cursor);

  if (openId) {
    return <TicketDetail ticketId={openId} myId={myId} onBack={() => setOpenId(null)} />;
  }

  return (
    <div className="flex flex-col gap-4">
      <TicketFilters
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          setCursors([undefined]);
        }}
      />
      <TicketList
        tickets={query.data?.tickets}
        isPending={query.isPending}
        isError={query.isError}
        isFetching={query.isFetching}
        onRetry={() => void query.refetch()}
        onOpen={(ticket) => setOpenId(ticket.id)}
        page={cursors.length}
        hasNext={Boolean(query.data?.nextCursor) && !query.isPlaceholderData}
        onPrevious={() => setCursors((list) => (list.length > 1 ? list.slice(0, -1) : list))}
        onNext={() => {
          const next = query.data?.nextCursor;
          if (next) setCursors((list) => [...list, next]);
        }}
      />
    </div>
  );
}
