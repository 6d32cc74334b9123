import type { Ticket, TicketMessage } from '#common/contracts/support';
import type { Language } from '#common/i18n/languages';
import { NOVA_NAME } from './agent/nova-lines';
import type { TicketMessageRow } from './message-repository';
import type { TicketRow } from './repository';
import { HUMAN_REQUESTED_TAG, type TicketState } from './ticket-rules';

/** The ticket as the API sends it (docs/api.md, "Support"). */
export function toTicket(row: TicketRow): Ticket {
  return {
    id: row.id,
    user_id: row.userId,
    user_name: row.userName,
    user_email: row.userEmail,
    title: row.title,
    description: row.description,
    category: row.category,
    priority: row.priority,
    // A reply that never finished (its process died) no longer blocks: it failed, and a failed
    // run means human review (ticket-rules.ts).
    status: row.status === 'ai_processing' && !row.aiPending ? 'human_review' : row.status,
    ai_attempts: row.aiAttempts,
    max_ai_attempts: row.maxAiAttempts,
    assigned_to: row.assignedTo,
    assigned_to_name: row.assignedToName,
    tags: row.tags,
    language: row.language,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Nova signs in the ticket's language; people by their display name; system notes unsigned. */
export function toTicketMessage(row: TicketMessageRow, language: Language): TicketMessage {
  return {
    id: row.id,
    ticket_id: row.ticketId,
    sender: row.sender,
    sender_name: row.sender === 'ai' ? NOVA_NAME[language] : row.authorName,
    content: row.content,
    is_internal: row.isInternal,
    timestamp: row.createdAt.toISOString(),
  };
}

/** The state the ticket rules work on; a stale ai_processing counts as failed (human review). */
export function ticketState(row: TicketRow): TicketState {
  return {
    status: row.status === 'ai_processing' && !row.aiPending ? 'human_review' : row.status,
    aiAttempts: row.aiAttempts,
    maxAiAttempts: row.maxAiAttempts,
    assignedTo: row.assignedTo,
    humanRequested: row.tags.includes(HUMAN_REQUESTED_TAG),
  };
}

/** The stored form of a state the rules decided (the escalation mark lives in the tags). */
export function storedState(row: TicketRow, state: TicketState) {
  const others = row.tags.filter((tag) => tag !== HUMAN_REQUESTED_TAG);
  return {
    status: state.status,
    aiAttempts: state.aiAttempts,
    assignedTo: state.assignedTo,
    tags: state.humanRequested ? [...others, HUMAN_REQUESTED_TAG] : others,
  };
}

/** What the ticket holds now, as compareAndSetTicket expects it. */
export function currentStoredState(row: TicketRow) {
  return {
    status: row.status,
    aiAttempts: row.aiAttempts,
    assignedTo: row.assignedTo,
    tags: row.tags,
  };
}
