import type OpenAI from 'openai';
import { ReplyEngineError } from '../reply-errors';
import { chunkText, providerError } from './provider-errors';

/** A chat completion request without `stream` (this always streams). */
export type ChatCompletionBody = Omit<
  OpenAI.Chat.Completions.ChatCompletionCreateParamsStreaming,
  'stream'
>;

/**
 * Streams one chat completion's text from an OpenAI-compatible server: the companions' replies
 * and Nova's answers both read it. Gives up when no text came by the first-token timeout or the
 * whole answer by the total one; every failure is a ReplyEngineError (kind and status only), so
 * callers can fall back to the built-in engine and log without the provider's words.
 */
export async function* streamChatCompletion(
  client: OpenAI,
  body: ChatCompletionBody,
  signal: AbortSignal,
  firstTokenTimeoutMs: number,
  totalTimeoutMs: number,
): AsyncGenerator<string> {
  signal.throwIfAborted();
  const controller = new AbortController();
  let timedOut = false;
  const timeout = () => {
    timedOut = true;
    controller.abort();
  };
  const firstTokenTimer = setTimeout(timeout, firstTokenTimeoutMs);
  const totalTimer = setTimeout(timeout, totalTimeoutMs);
  const forwardAbort = () => controller.abort(signal.reason);
  signal.addEventListener('abort', forwardAbort, { once: true });

  let received = 0;
  let finished = false;
  try {
    const stream = await client.chat.completions.create(
      { ...body, stream: true },
      { signal: controller.signal },
    );
    for await (const chunk of stream) {
      const { text, finished: last } = chunkText(chunk);
      finished ||= last;
      if (!text) continue;
      if (received === 0) clearTimeout(firstTokenTimer);
      received += text.length;
      yield text;
    }
    // The SDK ends an aborted stream quietly, so the reason has to be checked here.
    signal.throwIfAborted();
    if (timedOut) throw new ReplyEngineError('timeout', 'The provider did not finish in time');
    if (received === 0) throw new ReplyEngineError('empty', 'The provider sent no text');
    if (!finished) throw new ReplyEngineError('cut', 'The stream ended without a finish reason');
  } catch (error) {
    if (signal.aborted) throw signal.reason ?? error;
    const failure = providerError(error, timedOut);
    // A connection lost after text has arrived is a stream cut short, not an unreachable server.
    if (failure.kind === 'connection' && received > 0) {
      throw new ReplyEngineError('cut', 'The provider closed the stream early');
    }
    throw failure;
  } finally {
    clearTimeout(firstTokenTimer);
    clearTimeout(totalTimer);
    signal.removeEventListener('abort', forwardAbort);
    // Releases the connection when the caller stops reading early.
    controller.abort();
  }
}
