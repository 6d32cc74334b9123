import OpenAI from 'openai';

/**
 * No first piece of text by then: give up (the caller falls back to the built-in answer). The
 * defaults are LLM_TIMEOUT_MS's and LLM_TOTAL_TIMEOUT_MS's (server/config.ts): a small model on
 * a CPU-only server reads a 2-3k token prompt in tens of seconds before its first token.
 */
export const DEFAULT_FIRST_TOKEN_TIMEOUT_MS = 120_000;
/** The whole reply must be in by then. */
export const DEFAULT_TOTAL_TIMEOUT_MS = 180_000;
/** LLM_CONTEXT_TOKENS's default. */
export const DEFAULT_CONTEXT_TOKENS = 8_192;

export interface OpenAIClientOptions {
  /** Any OpenAI-compatible server (OpenAI, Ollama, vLLM, llama.cpp); null for OpenAI itself. */
  baseURL: string | null;
  apiKey: string | null;
  firstTokenTimeoutMs: number;
}

/**
 * The official SDK's client as every language-model caller here uses it (companions' replies
 * and Nova's answers): no retries (the caller falls back instead), no console output.
 */
export function createOpenAIClient(options: OpenAIClientOptions): OpenAI {
  return new OpenAI({
    baseURL: options.baseURL ?? undefined,
    // Local servers (Ollama, llama.cpp) take no key, but the SDK insists on one.
    apiKey: options.apiKey ?? 'not-needed',
    // The SDK's timeout covers the wait for response headers; the streamed body has ours.
    timeout: options.firstTokenTimeoutMs,
    maxRetries: 0,
    // The SDK would print unparsable chunks to the console; we log the failure ourselves.
    logLevel: 'off',
  });
}
