/**
 * Why a provider failed, in words safe to log: a kind and an HTTP status, never the provider's
 * message (it can quote the request or part of a key) and never the user's text.
 */
export type ReplyFailureKind =
  | 'http' // the provider answered with an error status
  | 'connection' // no answer: refused, reset, DNS
  | 'timeout' // no first token, or no end, in time
  | 'invalid' // a chunk that is not JSON or not a chat completion chunk
  | 'empty' // the stream ended without any text
  | 'cut' // the stream stopped without a finish reason
  | 'unknown';

export class ReplyEngineError extends Error {
  override name = 'ReplyEngineError';

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
