import {
  MAX_SUPPORT_MESSAGE_LENGTH,
  SUPPORT_MESSAGE_COUNTER,
  type Ticket,
} from '#common/contracts/support';

/** Document 001, section 9: Nova's answer comes after about a second of visible typing. */
export const TYPING_MIN_MS = 1000;

/** The counter's mark (n/500): past it the counter warns, but the message can still be sent. */
export const COUNTER_MARK = SUPPORT_MESSAGE_COUNTER;
/** The server's hard cap. */
export const MAX_LENGTH = MAX_SUPPORT_MESSAGE_LENGTH;

/** The text to send, or null when it is blank or over the server's cap. */
export function sendableSupportText(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed || trimmed.length > MAX_LENGTH) return null;
  return trimmed;
}

export type CounterTone = 'normal' | 'warning' | 'error';

export function counterTone(length: number): CounterTone {
  if (length > MAX_LENGTH) return 'error';
  if (length > COUNTER_MARK) return 'warning';
  return 'normal';
}

/** Nova is writing an answer on the server (e.g. started from another tab). */
export function isReplyPending(ticket: Ticket | undefined): boolean {
  return ticket?.status === 'ai_processing';
}

/** A person from the team has the ticket (escalated or assigned). */
export function isWithTeam(ticket: Ticket, escalatedHere: boolean): boolean {
  return escalatedHere || ticket.assigned_to !== null;
}

/**
 * What Nova adds after a send (docs/product-rules.md, "Support"): a ticket that ends in
 * human_review gets the offer to connect with a person, unless a person already has it; then a
 * message without an AI answer is with the team.
 */
export function noteAfterReply(
  ticket: Ticket,
  hadReply: boolean,
  escalatedHere: boolean,
): 'offer' | 'withTeam' | null {
  if (ticket.status !== 'human_review') return null;
  if (isWithTeam(ticket, escalatedHere)) return hadReply ? null : 'withTeam';
  return 'offer';
}

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
