import type { ReplyEngine } from '../engine';
import { ReplyEngineError } from '../reply-errors';
import { COMPLETION_SETTINGS, chatMessages } from './chat-request';
import {
  createOpenAIClient,
  DEFAULT_FIRST_TOKEN_TIMEOUT_MS,
  DEFAULT_TOTAL_TIMEOUT_MS,
} from './openai-client';
import { providerError } from './provider-errors';
import { streamChatCompletion } from './stream-completion';

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
      streamChatCompletion(
        client,
        { model: options.model, messages: chatMessages(ctx), ...COMPLETION_SETTINGS },
        signal,
        firstTokenTimeoutMs,
        totalTimeoutMs,
      ),
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
