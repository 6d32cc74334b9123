import type {
  CreateTicketRequest,
  Ticket,
  TicketMessage,
  TicketsQuery,
} from '#common/contracts/support';
import { MAX_AI_ATTEMPTS } from '#common/contracts/support';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { HttpError, notFound } from '#server/http-error';
import type { Account } from '#server/features/accounts';
import type { SupportAgents } from './agent/support-agent';
import { matchArticles } from './help/match-articles';
import { ARTICLE_INDEX } from './help/articles';
import { findTicketMessages, insertTicketMessage } from './message-repository';
import type { SupportMail } from './notify';
import {
  findTicket,
  findTicketsPage,
  insertTicket,
  lockAndCountRecentTickets,
  type TicketRow,
} from './repository';
import { defaultTitle, messageLanguage } from './ticket-text';
import { decodeCursor, encodeCursor } from './ticket-cursor';
import { toTicket, toTicketMessage } from './view';

/** What the support services work with; the routes build it per request. */
export interface SupportDeps {
  db: Database;
  config: AppConfig;
  agents: SupportAgents;
  mail: SupportMail;
  logger: SupportMail['logger'] & {
    warn(details: Record<string, unknown>, message: string): void;
  };
}

/** The signed-in caller. */
export type Viewer = Pick<Account, 'id' | 'role' | 'language' | 'firstName'>;

/** Tickets a user may open per hour (more is 429 RATE_LIMITED). */
export const TICKETS_PER_HOUR = 10;
const HOUR_SECONDS = 60 * 60;

export const TICKET_NOT_FOUND = 'Ticket not found';

/** Moderators and admins handle tickets (docs/product-rules.md, "Roles"). */
export function isStaff(viewer: Pick<Account, 'role'>): boolean {
  return viewer.role === 'moderator' || viewer.role === 'admin';
}

export function forbidden(message: string): HttpError {
  return new HttpError(403, 'FORBIDDEN', message);
}

/** The ticket when the viewer owns it or is staff; anyone else's is "not found" (never 403). */
export async function visibleTicket(db: Database, viewer: Viewer, id: string): Promise<TicketRow> {
  const row = await findTicket(db, id);
  if (!row || (row.userId !== viewer.id && !isStaff(viewer))) throw notFound(TICKET_NOT_FOUND);
  return row;
}

/** The ticket with the messages the viewer may see: internal notes only for staff. */
export async function ticketWithMessages(
  db: Database,
  viewer: Viewer,
  row: TicketRow,
): Promise<{ ticket: Ticket; messages: TicketMessage[] }> {
  const messages = await findTicketMessages(db, row.id, { includeInternal: isStaff(viewer) });
  return {
    ticket: toTicket(row),
    messages: messages.map((message) => toTicketMessage(message, row.language)),
  };
}

export async function getTicket(deps: SupportDeps, viewer: Viewer, id: string) {
  return ticketWithMessages(deps.db, viewer, await visibleTicket(deps.db, viewer, id));
}

/**
 * The viewer's tickets, or every ticket for staff (unless they ask for `scope=own`), most
 * recently updated first, filtered and paged by a cursor.
 */
export async function listTickets(
  deps: SupportDeps,
  viewer: Viewer,
  query: TicketsQuery,
): Promise<{ tickets: Ticket[]; nextCursor: string | null }> {
  const all = isStaff(viewer) && query.scope !== 'own';
  const rows = await findTicketsPage(deps.db, {
    userId: all ? undefined : viewer.id,
    status: query.status,
    priority: query.priority,
    // Assignment is staff business; a user's own list ignores the filter.
    assignedTo: all ? query.assignedTo : undefined,
    after: query.cursor ? decodeCursor(query.cursor) : undefined,
    limit: query.limit,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    tickets: page.map(toTicket),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
  };
}

/** The help topic of a first message, when it clearly has one, as the ticket's category. */
function guessCategory(message: string) {
  const [best] = matchArticles(message);
  return best ? ARTICLE_INDEX[best.id].category : 'general';
}

/**
 * Opens a ticket with the first message (at most 10 per user and hour: 429 RATE_LIMITED). The
 * title defaults to the message's beginning, the language to the message's (else the page's,
 * else the account's), the category to the help topic it asks about.
 */
export async function openTicket(
  deps: SupportDeps,
  viewer: Viewer,
  request: CreateTicketRequest,
): Promise<string> {
  const language = messageLanguage(request.message, request.language ?? viewer.language);
  return deps.db.transaction(async (tx) => {
    const recent = await lockAndCountRecentTickets(tx, viewer.id, HOUR_SECONDS);
    if (recent.count >= TICKETS_PER_HOUR) {
      throw new HttpError(
        429,
        'RATE_LIMITED',
        'You have opened many tickets in the last hour. Please continue in one of them or try again later.',
        { retryAfter: Math.max(1, recent.oldestLeavesInSeconds) },
      );
    }
    const ticketId = await insertTicket(tx, {
      userId: viewer.id,
      title: request.title ?? defaultTitle(request.message),
      description: request.message,
      category: request.category ?? guessCategory(request.message),
      language,
      maxAiAttempts: MAX_AI_ATTEMPTS,
    });
    await insertTicketMessage(tx, {
      ticketId,
      sender: 'user',
      authorId: viewer.id,
      content: request.message,
    });
    return ticketId;
  });
}
