import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { ReplyEngineError } from '../reply-errors';

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
    return new ReplyEngineError('connection', 'The provider could not be reached');
  }
  if (error instanceof APIError) {
    return error.status
      ? new ReplyEngineError('http', `The provider answered HTTP ${error.status}`, error.status)
      : new ReplyEngineError('http', 'The provider sent an error in the stream');
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
