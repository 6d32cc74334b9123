import { HttpError } from '#server/http-error';
import { isAiEnabled } from '#server/features/site-settings';
import { answerSupportQuestion, type SupportHistoryMessage } from './agent/support-agent';
import { APOLOGY } from './agent/nova-lines';
import { helpFacts } from './help/help-facts';
import { findTicketMessages, insertTicketMessage } from './message-repository';
import { compareAndSetTicket, findTicket, type TicketRow } from './repository';
import type { SupportDeps } from './service';
import { finishAiRun, planUserMessage, type UserMessagePlan } from './ticket-rules';
import { messageLanguage } from './ticket-text';
import { currentStoredState, storedState, ticketState } from './view';
import type { Queryable } from '#server/db/client';

/** How many times a claim is retried when another change slipped in between read and write. */
const CLAIM_TRIES = 5;
/** Nova's whole answer must be in by then; after it the built-in agent answers. */
const ANSWER_TIMEOUT_MS = 45_000;

export function replyPending(): HttpError {
  return new HttpError(
    409,
    'REPLY_PENDING',
    'Nova is still answering your previous message. Please wait a moment.',
  );
}

type ActivePlan = Exclude<UserMessagePlan, { kind: 'pending' }>;

export interface Claim {
  plan: ActivePlan;
  /** The ticket as it was read before the change (its status before this message). */
  before: TicketRow;
  /** The stored user message, when `writeMessage` stored one. */
  messageId: string | null;
}

/**
 * Applies what a message from the ticket's owner does (ticket-rules.ts, planUserMessage) with a
 * compare-and-set, together with storing the message: 409 REPLY_PENDING while Nova is answering,
 * and of two parallel posts only one can move the ticket to ai_processing and run her.
 */
export async function claimForUserMessage(
  deps: SupportDeps,
  ticketId: string,
  writeMessage: ((tx: Queryable) => Promise<string>) | null,
): Promise<Claim> {
  for (let attempt = 0; attempt < CLAIM_TRIES; attempt += 1) {
    const before = await findTicket(deps.db, ticketId);
    if (!before) throw new HttpError(404, 'NOT_FOUND', 'Ticket not found');
    const plan = planUserMessage(ticketState(before));
    if (plan.kind === 'pending') throw replyPending();
    const claimed = await deps.db.transaction(async (tx) => {
      const changed = await compareAndSetTicket(
        tx,
        ticketId,
        currentStoredState(before),
        storedState(before, plan.next),
      );
      if (!changed) return null;
      return { messageId: writeMessage ? await writeMessage(tx) : null };
    });
    if (claimed) return { plan, before, messageId: claimed.messageId };
  }
  // Others kept changing the ticket: most likely parallel posts, one of which is being answered.
  throw replyPending();
}

function historyOf(
  messages: Awaited<ReturnType<typeof findTicketMessages>>,
  skipId: string | null,
) {
  return messages
    .filter((message) => message.id !== skipId && message.sender !== 'system')
    .map((message): SupportHistoryMessage => ({
      from: message.sender === 'user' ? 'user' : 'support',
      content: message.content,
    }));
}

/**
 * Nova answers the claimed message (the ticket is ai_processing): her reply is stored as an
 * 'ai' message and the rules decide the status (a good reply resolves, anything else or an error
 * means human review). Should a person have changed the ticket meanwhile (staff replied or
 * escalated), her reply is still stored but their status stands. Answers the reply's id.
 */
export async function runNova(
  deps: SupportDeps,
  claim: Claim,
  userMessage: { id: string | null; content: string },
): Promise<string> {
  const { before: running, plan } = claim;
  const ticketId = running.id;
  const language = messageLanguage(userMessage.content, running.language);
  const visible = await findTicketMessages(deps.db, ticketId, { includeInternal: false });

  // Paused by an admin (site settings): no agent call, the ticket goes to a person.
  let result: { ok: true; reply: string } | { ok: false } = { ok: false };
  if (await isAiEnabled(deps.db)) {
    try {
      const answer = await answerSupportQuestion(
        deps.agents,
        {
          message: userMessage.content,
          language,
          userName: running.userFirstName.trim() || null,
          history: historyOf(visible, userMessage.id),
          facts: helpFacts(language, {
            freeDailyMessages: deps.config.freeDailyMessages,
            payments: deps.config.stripe.secretKey ? 'stripe' : 'sandbox',
          }),
        },
        { logger: deps.logger, signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS) },
      );
      result = { ok: true, reply: answer.text };
    } catch (error) {
      deps.logger.error(
        { failure: error instanceof Error ? error.name : typeof error },
        'Nova could not answer; the ticket goes to human review',
      );
      result = { ok: false };
    }
  }

  const content = result.ok ? result.reply : APOLOGY[language];
  return deps.db.transaction(async (tx) => {
    // Expect exactly what the claim wrote: any other change since was a person's, and stands.
    await compareAndSetTicket(
      tx,
      ticketId,
      storedState(running, plan.next),
      storedState(running, finishAiRun(plan.next, result)),
    );
    return insertTicketMessage(tx, { ticketId, sender: 'ai', authorId: null, content });
  });
}
