import type { EngineObserver, ReplyContext, ReplyEngine } from '../engine';
import { ReplyEngineError } from '../reply-errors';
import { COMPLETION_SETTINGS } from './chat-request';
import {
  createOpenAIClient,
  DEFAULT_CONTEXT_TOKENS,
  DEFAULT_FIRST_TOKEN_TIMEOUT_MS,
  DEFAULT_TOTAL_TIMEOUT_MS,
} from './openai-client';
import { fitPrompt, tighterBudget } from './prompt-fit';
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
  /** The provider's context window: every prompt is fitted to it (prompt-fit.ts). */
  contextTokens?: number;
}

/**
 * Replies from an OpenAI-compatible chat completions server through the official SDK, streamed.
 * The prompt is fitted to the context window; when the provider still finds it over its window
 * (its window is smaller than LLM_CONTEXT_TOKENS, or its tokenizer counts more than our
 * estimate), it is fitted once more to what the provider said, and sent again. Other failures
 * surface as ReplyEngineError (kind + status); the caller decides what to do.
 */
export function createOpenAIEngine(options: OpenAIEngineOptions): ReplyEngine {
  const firstTokenTimeoutMs = options.firstTokenTimeoutMs ?? DEFAULT_FIRST_TOKEN_TIMEOUT_MS;
  const totalTimeoutMs = options.totalTimeoutMs ?? DEFAULT_TOTAL_TIMEOUT_MS;
  const contextTokens = options.contextTokens ?? DEFAULT_CONTEXT_TOKENS;
  const replyTokens = COMPLETION_SETTINGS.max_tokens;
  const client = createOpenAIClient({
    baseURL: options.baseURL,
    apiKey: options.apiKey,
    firstTokenTimeoutMs,
  });

  const send = (messages: ReturnType<typeof fitPrompt>['messages'], signal: AbortSignal) =>
    streamChatCompletion(
      client,
      { model: options.model, messages, ...COMPLETION_SETTINGS },
      signal,
      firstTokenTimeoutMs,
      totalTimeoutMs,
    );

  async function* stream(ctx: ReplyContext, signal: AbortSignal, observer?: EngineObserver) {
    const first = fitPrompt(ctx, { contextTokens, replyTokens });
    observer?.onPrompt?.(first.report);
    let received = false;
    try {
      for await (const piece of send(first.messages, signal)) {
        received = true;
        yield piece;
      }
    } catch (error) {
      if (received || !(error instanceof ReplyEngineError) || error.kind !== 'context') {
        throw error;
      }
      const second = fitPrompt(ctx, {
        contextTokens,
        replyTokens,
        budgetTokens: tighterBudget(first.report, error.context, replyTokens),
        attempt: 2,
        providerContextTokens: error.context?.limit,
      });
      observer?.onPrompt?.(second.report);
      yield* send(second.messages, signal);
    }
  }

  return {
    kind: 'openai',
    model: options.model,
    stream,
  };
}
