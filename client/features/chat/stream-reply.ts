import type { ChatMessage, ReplacedReplyResult, ReplyResult } from '#common/contracts/chats';
import { apiUrl } from '#client/lib/api-client';
import { readSseStream } from './sse';

/** Why a send failed: the server's code and status, plus resetAt for the daily limit. */
export class SendError extends Error {
  readonly status: number;
  readonly code: string;
  readonly resetAt: string | null;

  constructor(message: string, status: number, code: string, resetAt: string | null = null) {
    super(message);
    this.name = 'SendError';
    this.status = status;
    this.code = code;
    this.resetAt = resetAt;
  }

  get isLimit(): boolean {
    return this.status === 429 || this.code === 'LIMIT_REACHED';
  }

  /** An admin has paused the AI (503 AI_PAUSED): nothing was stored. */
  get isAiPaused(): boolean {
    return this.code === 'AI_PAUSED';
  }

  get isUnauthenticated(): boolean {
    return this.status === 401;
  }

  /** A reply is being written (409 CONFLICT), or the turn is no longer the last one. */
  get isConflict(): boolean {
    return this.status === 409;
  }

  get isNetwork(): boolean {
    return this.code === 'NETWORK_ERROR';
  }
}

export interface StreamHandlers {
  /** The stored user message (`event: user`). */
  onUser: (message: ChatMessage) => void;
  /** A piece of the reply (`event: delta`). */
  onDelta: (text: string) => void;
}

export interface SendInput {
  conversationId: string;
  userMessage: string;
  clientMessageId: string;
}

function parseJson(text: string): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function errorFrom(status: number, body: Record<string, unknown> | undefined): SendError {
  const message = typeof body?.error === 'string' ? body.error : `HTTP ${status}`;
  const code = typeof body?.code === 'string' ? body.code : 'HTTP_ERROR';
  const resetAt = typeof body?.resetAt === 'string' ? body.resetAt : null;
  return new SendError(message, status, code, resetAt);
}

/**
 * `POST /api/chats/{id}/ai-response` with `Accept: text/event-stream`: reports the stored user
 * message and the reply's pieces as they arrive and resolves with the `done` result. A plain
 * JSON answer (a repeated clientMessageId may be answered that way) resolves the same.
 */
export function streamReply(
  input: SendInput,
  handlers: StreamHandlers,
  signal?: AbortSignal,
): Promise<ReplyResult> {
  return streamTurn(
    `/chats/${encodeURIComponent(input.conversationId)}/ai-response`,
    { userMessage: input.userMessage, clientMessageId: input.clientMessageId },
    handlers,
    signal,
  );
}

/** A regenerate of the last reply, or an edit of the user's last message. */
export type RedoInput =
  | { kind: 'regenerate'; conversationId: string }
  | { kind: 'edit'; conversationId: string; messageId: string; content: string };

/**
 * `POST /api/chats/{id}/regenerate` or `POST /api/chats/{id}/messages/{messageId}/edit`,
 * streamed like a send: `onUser` is the message answered again (edited: with its new text).
 */
export function streamRedo(
  input: RedoInput,
  handlers: StreamHandlers,
  signal?: AbortSignal,
): Promise<ReplacedReplyResult> {
  const chat = `/chats/${encodeURIComponent(input.conversationId)}`;
  return input.kind === 'regenerate'
    ? streamTurn<ReplacedReplyResult>(`${chat}/regenerate`, undefined, handlers, signal)
    : streamTurn<ReplacedReplyResult>(
        `${chat}/messages/${encodeURIComponent(input.messageId)}/edit`,
        { content: input.content },
        handlers,
        signal,
      );
}

async function streamTurn<T extends ReplyResult = ReplyResult>(
  path: string,
  body: Record<string, unknown> | undefined,
  handlers: StreamHandlers,
  signal?: AbortSignal,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method: 'POST',
      headers: {
        Accept: 'text/event-stream',
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new SendError('Network error. Please check your connection.', 0, 'NETWORK_ERROR');
  }

  if (!response.ok) throw errorFrom(response.status, parseJson(await response.text()));
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('text/event-stream') || !response.body) {
    const answer = parseJson(await response.text());
    if (answer?.aiMessage) return answer as unknown as T;
    throw new SendError('Unexpected answer', response.status, 'BAD_RESPONSE');
  }

  let result: T | null = null;
  let failure: SendError | null = null;
  await readSseStream(response.body, ({ event, data }) => {
    const body = parseJson(data);
    if (event === 'user' && body) handlers.onUser(body as unknown as ChatMessage);
    else if (event === 'delta' && typeof body?.text === 'string') handlers.onDelta(body.text);
    else if (event === 'done' && body) result = body as unknown as T;
    else if (event === 'error')
      failure = errorFrom(response.status === 200 ? 500 : response.status, body);
  });
  if (failure) throw failure;
  if (!result) throw new SendError('The reply ended early', 0, 'STREAM_ENDED');
  return result;
}
