import type OpenAI from 'openai';
import type { ReplyContext, ReplyEngine } from '../engine';
import { ReplyEngineError } from '../reply-errors';
import { COMPLETION_SETTINGS, chatMessages } from './chat-request';
import {
  createOpenAIClient,
  DEFAULT_FIRST_TOKEN_TIMEOUT_MS,
  DEFAULT_TOTAL_TIMEOUT_MS,
} from './openai-client';
import { chunkText, providerError } from './provider-errors';

export interface OpenAIEngineOptions {
  /** Any OpenAI-compatible server (OpenAI, Ollama, vLLM, llama.cpp); null for OpenAI itself. */
  baseURL: string | null;
  apiKey: string | null;
  model: string;
  /** No first piece of text by then: give up (the caller falls back to the built-in engine). */
  firstTokenTimeoutMs?: number;
  /** The whole reply must be in by then. */
  totalTimeoutMs?: number;
}

/** testConnection's request: small and cheap. */
const PING_MAX_TOKENS = 10;

/**
 * Replies from an OpenAI-compatible chat completions server through the official SDK, streamed.
 * Failures surface as ReplyEngineError (kind + status only); the caller decides what to do.
 */
export function createOpenAIEngine(options: OpenAIEngineOptions): ReplyEngine {
  const firstTokenTimeoutMs = options.firstTokenTimeoutMs ?? DEFAULT_FIRST_TOKEN_TIMEOUT_MS;
  const totalTimeoutMs = options.totalTimeoutMs ?? DEFAULT_TOTAL_TIMEOUT_MS;
  const client = createOpenAIClient({
    baseURL: options.baseURL,
    apiKey: options.apiKey,
    firstTokenTimeoutMs,
  });

  return {
    kind: 'openai',
    model: options.model,
    stream: (ctx, signal) =>
      streamCompletion(client, options.model, ctx, signal, firstTokenTimeoutMs, totalTimeoutMs),
    async ping(signal) {
      try {
        const completion = await client.chat.completions.create(
          {
            model: options.model,
            messages: [{ role: 'user', content: 'Say hello.' }],
            max_tokens: PING_MAX_TOKENS,
          },
          { signal },
        );
        if (!Array.isArray(completion.choices) || completion.choices.length === 0) {
          throw new ReplyEngineError('empty', 'The provider answered without choices');
        }
      } catch (error) {
        // An aborted ping is a timeout as far as testConnection is concerned.
        throw providerError(error, signal.aborted);
      }
    },
  };
}

async function* streamCompletion(
  client: OpenAI,
  model: string,
  ctx: ReplyContext,
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
      { model, messages: chatMessages(ctx), stream: true, ...COMPLETION_SETTINGS },
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
