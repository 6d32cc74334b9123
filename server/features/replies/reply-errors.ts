/**
 * Why a provider failed, in words safe to log: a kind and an HTTP status, never the provider's
 * message (it can quote the request or part of a key) and never the user's text.
 */
export type ReplyFailureKind =
  | 'http' // the provider answered with an error status
  | 'context' // the prompt was over the provider's context window (an HTTP 400 that says so)
  | 'connection' // no answer: refused, reset, DNS
  | 'timeout' // no first token, or no end, in time
  | 'invalid' // a chunk that is not JSON or not a chat completion chunk
  | 'empty' // the stream ended without any text
  | 'cut' // the stream stopped without a finish reason
  | 'unknown';

/** What a context error told about the provider's window, when it said (llama.cpp, OpenAI, vLLM do). */
export interface ContextReport {
  /** The provider's context window in tokens. */
  limit?: number;
  /** The prompt's size as the provider counted it. */
  promptTokens?: number;
}

export class ReplyEngineError extends Error {
  override name = 'ReplyEngineError';
  /**
   * The provider's own words, with anything like a key masked: for an admin's connection test
   * only. Never logged, never stored, never shown to a user.
   */
  providerMessage?: string;
  /** Set on a `context` failure. */
  context?: ContextReport;

  constructor(
    readonly kind: ReplyFailureKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export function isAbortError(error: unknown): boolean {
  return (
    error instanceof Error && (error.name === 'AbortError' || error.name === 'APIUserAbortError')
  );
}
