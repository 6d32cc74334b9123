import type { TicketStatus } from '#common/contracts/support';

/**
 * The ticket rules (docs/product-rules.md, "Support") as pure functions: each takes a ticket's
 * state and answers the next one. The services store what these decide (with a compare-and-set
 * update, see repository.ts), so every transition is decided here and tested in
 * ticket-rules.test.ts.
 */

export interface TicketState {
  status: TicketStatus;
  aiAttempts: number;
  maxAiAttempts: number;
  /** The staff member handling the ticket. */
  assignedTo: string | null;
  /** Set when someone asked for a human ("Connect with Human Support"); see HUMAN_REQUESTED_TAG. */
  humanRequested: boolean;
}

/** The tag an escalation puts on a ticket: a human was asked for, Nova keeps out of it. */
export const HUMAN_REQUESTED_TAG = 'human-requested';

/** The text every resolving message begins with. */
export const RESOLVED_PREFIX = '[RESOLVED]';

/** A reply is good when it is longer than this many characters (and has a good word). */
export const GOOD_REPLY_MIN_LENGTH = 50;

/**
 * The words that make a reply good: the English ones (thank, help, solution, team),
 * matched anywhere in the text ("thanks", "helpful", "solutions" count), plus the Bulgarian stems
 * of the same words, because Nova answers in Bulgarian too and the rule must work for both
 * languages: благодар- (thank), помо- (help: помощ, помогна), решени- (solution), екип- (team).
 */
export const GOOD_REPLY_WORDS = [
  'thank',
  'help',
  'solution',
  'team',
  'благодар',
  'помо',
  'решени',
  'екип',
] as const;

/** Longer than 50 characters and containing a good word. */
export function isGoodReply(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed.length <= GOOD_REPLY_MIN_LENGTH) return false;
  const lower = trimmed.toLocaleLowerCase();
  return GOOD_REPLY_WORDS.some((word) => lower.includes(word));
}

/** Resolved and closed tickets are done: a new message from the user opens them again. */
export function isDone(status: TicketStatus): boolean {
  return status === 'resolved' || status === 'closed';
}

/** Sending is blocked while Nova is writing a reply (409 REPLY_PENDING). */
export function isReplyPending(state: Pick<TicketState, 'status'>): boolean {
  return state.status === 'ai_processing';
}

/**
 * Waiting for a person: in human review after someone asked for a human or a staff member took
 * the ticket. Nova does not answer then, so a good-sounding reply of hers can never resolve a
 * ticket a person is handling. (A ticket in human review only because Nova's answer was not good
 * enough is not waiting: the user's next message gives her another attempt, up to the maximum.)
 */
export function isAwaitingHuman(state: TicketState): boolean {
  return state.status === 'human_review' && (state.assignedTo !== null || state.humanRequested);
}

export type AiRunPlan =
  /** Attempts are used up: human review, and the AI is not called. */
  | { kind: 'escalate'; next: TicketState }
  /** Call the AI: ai_processing with one more attempt counted. */
  | { kind: 'run'; next: TicketState };

/**
 * Running the AI on a ticket: when the attempts have reached the maximum (3) it goes to human
 * review (escalates) without calling the AI; otherwise it becomes ai_processing and the attempts
 * rise by 1.
 */
export function planAiRun(state: TicketState): AiRunPlan {
  if (state.aiAttempts >= state.maxAiAttempts) {
    return { kind: 'escalate', next: { ...state, status: 'human_review' } };
  }
  return {
    kind: 'run',
    next: { ...state, status: 'ai_processing', aiAttempts: state.aiAttempts + 1 },
  };
}

export type AiRunResult = { ok: true; reply: string } | { ok: false };

/** After the AI ran: a good reply resolves the ticket; a weak reply or an error needs a human. */
export function finishAiRun(state: TicketState, result: AiRunResult): TicketState {
  const good = result.ok && isGoodReply(result.reply);
  return { ...state, status: good ? 'resolved' : 'human_review' };
}

/** A user message on a resolved or closed ticket opens it again; other statuses are kept. */
export function reopenOnUserMessage(state: TicketState): TicketState {
  return isDone(state.status) ? { ...state, status: 'open' } : state;
}

export type UserMessagePlan =
  /** Not now: Nova is still writing the previous reply. */
  | { kind: 'pending' }
  /** A person is handling the ticket: store the message, no AI. */
  | { kind: 'await-human'; next: TicketState }
  | { kind: 'escalate'; next: TicketState }
  | { kind: 'run'; next: TicketState };

/**
 * What a message from the ticket's owner does: blocked while a reply is pending; reopens a done
 * ticket; then waits for the person handling it, or runs the AI (attempts permitting).
 */
export function planUserMessage(state: TicketState): UserMessagePlan {
  if (isReplyPending(state)) return { kind: 'pending' };
  const reopened = reopenOnUserMessage(state);
  if (isAwaitingHuman(reopened)) return { kind: 'await-human', next: reopened };
  return planAiRun(reopened);
}

/** Assigning to a person: human review, with the assignee recorded. */
export function assignTo(state: TicketState, assigneeId: string): TicketState {
  return { ...state, status: 'human_review', assignedTo: assigneeId };
}

/**
 * "Connect with Human Support": human review, marked as asked for a human. The assignee stays
 * who it was; none yet (a staff member picks the ticket up) unless a staff member escalates it
 * to themselves (`staffId`).
 */
export function escalate(state: TicketState, staffId: string | null = null): TicketState {
  return {
    ...state,
    status: 'human_review',
    humanRequested: true,
    assignedTo: state.assignedTo ?? staffId,
  };
}

/**
 * A staff member's reply the owner sees: human review unless the ticket is done, and the one
 * who replied takes the ticket when nobody has it (so the user's answer waits for them). An
 * internal note changes nothing: the owner never sees it.
 */
export function staffReply(
  state: TicketState,
  staffId: string,
  { internal }: { internal: boolean },
): TicketState {
  if (internal) return state;
  return {
    ...state,
    status: isDone(state.status) ? state.status : 'human_review',
    assignedTo: state.assignedTo ?? staffId,
  };
}

/** Resolving: resolved, with the assignee recorded (the resolver when nobody had the ticket). */
export function resolve(state: TicketState, resolverId: string): TicketState {
  return { ...state, status: 'resolved', assignedTo: state.assignedTo ?? resolverId };
}

/** The message resolving adds: it begins with [RESOLVED] (never twice). */
export function resolvedMessage(text: string): string {
  const trimmed = text.trim();
  if (trimmed.startsWith(RESOLVED_PREFIX)) return trimmed;
  return `${RESOLVED_PREFIX} ${trimmed}`;
}

export interface StaffUpdate {
  status?: TicketStatus;
  /** A staff member's id, or null to take the ticket off whoever has it. */
  assignedTo?: string | null;
}

/**
 * A staff member's change (PATCH): assigning someone follows `assignTo` (human review); taking
 * the assignee off keeps the status; an explicit status is applied last, so it wins.
 * ai_processing is never set by hand: only a running reply holds it (the caller refuses it).
 */
export function applyStaffUpdate(state: TicketState, update: StaffUpdate): TicketState {
  let next = state;
  if (typeof update.assignedTo === 'string') next = assignTo(next, update.assignedTo);
  else if (update.assignedTo === null) next = { ...next, assignedTo: null };
  if (update.status) next = { ...next, status: update.status };
  return next;
}
