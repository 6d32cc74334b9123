import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '#server/db/client';
import { conversations, messages } from '#server/db/schema';
import { CONTEXT_MESSAGES, type JsonWriter } from '#server/features/replies';
import { MAX_SUMMARY_CHARACTERS, ruleSummary, type SummaryTurn } from './summary-rules';

/**
 * The conversation's rolling summary: the turns that fall out of the language model's window
 * (the last 8 messages) are summarised, a batch at a time, into `conversations.summary`, which
 * the prompt carries (replies/openai/system-prompt.ts). Written by the provider when one is set
 * (a JSON answer, checked with zod), else, or when its answer is garbage or it fails, by the
 * rules of summary-rules.ts. It runs after a reply is stored (after-reply.ts), never before one.
 */

/** Turns are summarised once this many have fallen out of the window. */
export const SUMMARY_BATCH = 6;
/** At most this many turns go into one update (a long backlog takes several). */
const MAX_TURNS_PER_UPDATE = 40;
const MAX_TURN_CHARACTERS = 600;

export const summaryAnswerSchema = z.object({
  summary: z.string().trim().min(1).max(MAX_SUMMARY_CHARACTERS),
});

export interface SummaryLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

function summaryTask(companionName: string, previous: string, turns: readonly SummaryTurn[]) {
  const transcript = turns
    .map(
      (turn) =>
        `${turn.sender === 'user' ? 'User' : companionName}: ${turn.content.slice(0, MAX_TURN_CHARACTERS)}`,
    )
    .join('\n');
  return {
    system:
      `You keep a short running summary of a chat between ${companionName} and a user, for ${companionName} to stay consistent when the early turns are no longer shown. ` +
      'Merge the previous summary with the new turns. Keep names, facts the user told about themself, plans and dates, promises, what was asked and answered, and how the mood developed; drop greetings and small talk. ' +
      'Write at most 120 words, in the language most of the chat is in, addressing her as "you" and the other person as "they". ' +
      'Answer with JSON only: {"summary": "..."}',
    user: `Previous summary:\n${previous || '(none yet)'}\n\nNew turns:\n${transcript}`,
    maxTokens: 300,
    schema: summaryAnswerSchema,
  };
}

/**
 * Brings the summary up to date when enough turns have fallen out of the window; does nothing
 * otherwise. Two runs for one conversation (two processes) cannot both write: the update only
 * applies while the summary still covers what it read.
 */
export async function refreshSummary(
  db: Database,
  writer: JsonWriter | null,
  conversationId: string,
  { logger, signal }: { logger: SummaryLogger; signal: AbortSignal },
): Promise<'updated' | 'unchanged'> {
  const [conversation] = await db
    .select({
      summary: conversations.summary,
      summaryThrough: conversations.summaryThrough,
      companionName: sql<string>`(select name from ai_models where id = ${conversations.companionId})`,
    })
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  if (!conversation) return 'unchanged';
  const { summaryThrough } = conversation;
  const newer = await db
    .select({ sender: messages.senderType, content: messages.content, at: messages.createdAt })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        summaryThrough ? gt(messages.createdAt, summaryThrough) : undefined,
      ),
    )
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .limit(MAX_TURNS_PER_UPDATE + CONTEXT_MESSAGES);
  const fallen = newer.slice(0, Math.max(0, newer.length - CONTEXT_MESSAGES));
  if (fallen.length < SUMMARY_BATCH) return 'unchanged';

  const batch = fallen.slice(0, MAX_TURNS_PER_UPDATE);
  let summary: string | null = null;
  if (writer) {
    try {
      const answer = await writer.write(
        summaryTask(conversation.companionName, conversation.summary, batch),
        signal,
      );
      summary = answer.summary;
    } catch (error) {
      signal.throwIfAborted();
      logger.warn(
        { failure: (error as { kind?: string }).kind ?? 'unknown', model: writer.model },
        'The provider could not summarise older turns; the rules did',
      );
    }
  }
  summary ??= ruleSummary(conversation.summary, batch);

  const through = batch.at(-1)!.at;
  const updated = await db
    .update(conversations)
    .set({ summary, summaryThrough: through })
    .where(
      and(
        eq(conversations.id, conversationId),
        summaryThrough
          ? eq(conversations.summaryThrough, summaryThrough)
          : isNull(conversations.summaryThrough),
      ),
    )
    .returning({ id: conversations.id });
  return updated.length > 0 ? 'updated' : 'unchanged';
}
