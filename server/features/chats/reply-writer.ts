import { fallbackReply } from '#common/chat/fallback';
import type { ReplyResult } from '#common/contracts/chats';
import { type EngineKind, type ReplyOutcome, streamReply } from '#server/features/replies';
import { appendReply, type ReplyAuthor } from './message-repository';
import { PENDING_HEARTBEAT_MS, refreshReplyPending, releaseReply } from './repository';
import type { SendDeps, StartedSend } from './send-service';
import { toUsage } from './usage';
import { toMessage } from './view';

/**
 * A reply gets the provider's whole time (LLM_TOTAL_TIMEOUT_MS) and this much more, for a
 * second try after a context error and the built-in engine's answer; then the fallback reply
 * ends it.
 */
const DEADLINE_MARGIN_MS = 60_000;

/**
 * Writes the companion's reply for a started send, hands each piece to `onDelta` as it
 * arrives, stores the reply and clears the pending mark. The engine is never stopped because
 * the client went away (only by the deadline): the reply is stored either way, and a reload
 * shows it. If even the built-in engine fails, the fixed fallback reply is stored, so the
 * user's message is never left without an answer.
 */
export async function writeReply(
  deps: SendDeps,
  send: StartedSend,
  onDelta: (text: string) => void = () => undefined,
): Promise<ReplyResult> {
  const { text, author } = await whileMarkedPending(deps, send.conversationId, () =>
    generate(deps, send, onDelta),
  );
  try {
    // One statement stores the reply (with who wrote it), counts it in and ends the reply in flight.
    const { message, state } = await appendReply(
      deps.db,
      send.conversationId,
      text,
      send.userMessage.id,
      author,
    );
    deps.afterReply?.add({
      conversationId: send.conversationId,
      // A regenerate answers a message whose facts were read when it was sent.
      told:
        send.turn === 'regenerate'
          ? null
          : {
              ...send.owner,
              conversationId: send.conversationId,
              messageId: send.userMessage.id,
              content: send.userMessage.content,
            },
    });
    return {
      userMessage: toMessage(send.userMessage),
      aiMessage: toMessage(message),
      conversation: state,
      usage: toUsage(send.usage.day, send.usage.used),
      engine: author.engine,
    };
  } catch (error) {
    // Do not leave the conversation locked until the mark goes stale because a write failed.
    await releaseReply(deps.db, send.conversationId).catch(() => undefined);
    throw error;
  }
}

/**
 * Refreshes the conversation's pending mark while `work` runs: the mark says "a reply is being
 * written" only as long as a live process keeps saying so. A failed refresh is left to the next
 * one (the store at the end reports a database that is really gone).
 */
async function whileMarkedPending<T>(
  deps: SendDeps,
  conversationId: string,
  work: () => Promise<T>,
): Promise<T> {
  const heartbeat = setInterval(() => {
    refreshReplyPending(deps.db, conversationId).catch(() => undefined);
  }, PENDING_HEARTBEAT_MS);
  heartbeat.unref();
  try {
    return await work();
  } finally {
    clearInterval(heartbeat);
  }
}

async function generate(
  deps: SendDeps,
  send: StartedSend,
  onDelta: (text: string) => void,
): Promise<{ text: string; author: ReplyAuthor }> {
  const { primary, builtin } = deps.engines;
  let failure: ReplyOutcome['failure'];
  const signal = AbortSignal.timeout(deps.config.llm.totalTimeoutMs + DEADLINE_MARGIN_MS);
  const stream = streamReply(primary, builtin, send.ctx, {
    logger: deps.logger,
    signal,
    metrics: deps.metrics,
  });
  try {
    for await (const piece of stream.chunks) onDelta(piece);
    const outcome = await stream.outcome;
    failure = outcome.failure;
    if (outcome.text.trim())
      return { text: outcome.text, author: authorOf(outcome.engine, failure) };
    deps.logger.error(
      { engine: outcome.engine, aborted: outcome.aborted },
      'Reply was empty; stored the fallback reply',
    );
  } catch (error) {
    deps.logger.error(
      { engine: primary.kind, failure: error instanceof Error ? error.name : typeof error },
      'Every reply engine failed; stored the fallback reply',
    );
  }
  return {
    text: fallbackReply(send.ctx.language),
    author: authorOf('builtin', failure ?? { kind: 'unknown', afterText: false }),
  };
}

function authorOf(engine: EngineKind, failure: ReplyOutcome['failure']): ReplyAuthor {
  return { engine, failure: failure?.kind ?? null, failureStatus: failure?.status ?? null };
}
