import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { ReplyEngineError, type ContextReport } from '../reply-errors';

/**
 * Turns whatever the SDK or the network threw into a ReplyEngineError with a fixed, safe
 * message. The provider's own error text is dropped on purpose: it can echo the request or part
 * of a key ("Incorrect API key provided: sk-ab***").
 */
export function providerError(error: unknown, timedOut: boolean): ReplyEngineError {
  if (error instanceof ReplyEngineError) return error;
  if (timedOut || error instanceof APIConnectionTimeoutError) {
    return new ReplyEngineError('timeout', 'The provider did not answer in time');
  }
  if (error instanceof APIUserAbortError) {
    return new ReplyEngineError('unknown', 'The request was aborted');
  }
  if (error instanceof APIConnectionError) {
    const failure = new ReplyEngineError('connection', 'The provider could not be reached');
    failure.providerMessage = maskSecrets(causes(error)).slice(0, 500);
    return failure;
  }
  if (error instanceof APIError) {
    const failure = error.status
      ? isContextError(error)
        ? new ReplyEngineError('context', 'The prompt was over the provider’s context window', 400)
        : new ReplyEngineError('http', `The provider answered HTTP ${error.status}`, error.status)
      : new ReplyEngineError('http', 'The provider sent an error in the stream');
    failure.providerMessage = providerWords(error);
    if (failure.kind === 'context') failure.context = contextReport(error);
    return failure;
  }
  if (error instanceof SyntaxError) {
    return new ReplyEngineError('invalid', 'The provider sent a chunk that is not JSON');
  }
  // undici reports a connection closed mid-body as TypeError("terminated").
  if (error instanceof TypeError && /terminated|closed|socket/i.test(error.message)) {
    return new ReplyEngineError('cut', 'The provider closed the stream early');
  }
  return new ReplyEngineError('unknown', 'The provider failed');
}

/** "Connection error. (fetch failed: connect ECONNREFUSED 127.0.0.1:9)": what the network said. */
function causes(error: Error): string {
  const reasons: string[] = [];
  for (let cause = error.cause; cause instanceof Error && reasons.length < 3; cause = cause.cause) {
    reasons.push(cause.message);
  }
  return reasons.length ? `${error.message} (${reasons.join(': ')})` : error.message;
}

/** The text of one streamed chunk; throws when the chunk is not a chat completion chunk. */
export function chunkText(chunk: unknown): { text: string; finished: boolean } {
  const choices = (chunk as { choices?: unknown } | null)?.choices;
  if (!Array.isArray(choices)) {
    throw new ReplyEngineError('invalid', 'The provider sent a chunk without choices');
  }
  // A chunk with no choices is legal (usage statistics at the end).
  const choice = choices[0] as
    { delta?: { content?: unknown }; finish_reason?: unknown } | undefined;
  if (!choice) return { text: '', finished: false };
  const content = choice.delta?.content;
  if (content !== undefined && content !== null && typeof content !== 'string') {
    throw new ReplyEngineError('invalid', 'The provider sent content that is not text');
  }
  return { text: content ?? '', finished: typeof choice.finish_reason === 'string' };
}

/** The error object of the provider's body (`{error: {...}}`), as the SDK keeps it. */
function errorBody(error: APIError): Record<string, unknown> {
  return error.error && typeof error.error === 'object'
    ? (error.error as Record<string, unknown>)
    : {};
}

/** The provider's own message, without the SDK's status prefix, keys masked, at most 500 characters. */
function providerWords(error: APIError): string {
  const body = errorBody(error);
  const text =
    typeof body.message === 'string' ? body.message : error.message.replace(/^\d{3}\s+/u, '');
  return maskSecrets(text).slice(0, 500);
}

/** Anything that looks like a key or a bearer token ("sk-ab***yz", "Bearer abc"). */
export function maskSecrets(text: string, secrets: ReadonlyArray<string | null> = []): string {
  let masked = text;
  for (const secret of secrets) if (secret) masked = masked.split(secret).join('[key]');
  return masked
    .replace(/\b(?:sk|pk|rk)-[\w*.-]{3,}/giu, '[key]')
    .replace(/\bBearer\s+\S+/giu, 'Bearer [key]');
}

/**
 * A 400 that says the prompt does not fit: llama.cpp's "exceeds the available context size"
 * (type exceed_context_size_error), OpenAI's context_length_exceeded, vLLM's "maximum context
 * length". Ollama cuts the prompt silently instead, so there is nothing to see there.
 */
export function isContextError(error: APIError): boolean {
  if (error.status !== 400 && error.status !== 413) return false;
  const body = errorBody(error);
  if (body.code === 'context_length_exceeded' || body.type === 'exceed_context_size_error') {
    return true;
  }
  return /context (?:size|length|window)|maximum context|too many tokens|prompt is too long/iu.test(
    providerWords(error),
  );
}

const numberOr = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;

function firstNumber(text: string, patterns: RegExp[]): number | undefined {
  for (const pattern of patterns) {
    const found = pattern.exec(text)?.[1];
    if (found) return Number(found);
  }
  return undefined;
}

/** What the provider said of its window and of the prompt's size (fields, else the words). */
function contextReport(error: APIError): ContextReport {
  const body = errorBody(error);
  const words = providerWords(error);
  return {
    limit:
      numberOr(body.n_ctx) ??
      firstNumber(words, [
        /context size \((\d+) tokens\)/iu,
        /maximum context length is (\d+)/iu,
        /context (?:length|window) of (\d+)/iu,
      ]),
    promptTokens:
      numberOr(body.n_prompt_tokens) ??
      firstNumber(words, [
        /request \((\d+) tokens\)/iu,
        /resulted in (\d+) tokens/iu,
        /\((\d+) in the messages/iu,
      ]),
  };
}
