import type { EngineKind, PromptFitReport, ReplyContext, ReplyEngine } from './engine';
import { maskSecrets } from './openai/provider-errors';
import { isAbortError, ReplyEngineError, type ReplyFailureKind } from './reply-errors';

/** How much of her reply the report quotes: enough to see it is a real answer. */
export const REPLY_SAMPLE_CHARACTERS = 240;

export interface EngineTestFailure {
  kind: ReplyFailureKind;
  /** The provider's HTTP status, when it answered with one. */
  status: number | null;
  /** Our own description of what went wrong (no provider words). */
  message: string;
  /** The provider's own error text, with anything like a key masked; null when it said nothing. */
  providerMessage: string | null;
}

export interface EngineTestReport {
  ok: boolean;
  engine: EngineKind;
  model: string;
  /**
   * How the prompt was fitted to the context window, as last sent (the second try's when the
   * provider found the first over its window); null for the built-in engine, which has none.
   */
  prompt: PromptFitReport | null;
  /** The first try's size when a second, tighter one was sent (the provider's window is smaller). */
  firstAttemptTokens: number | null;
  /** From the start to the first piece of text; null when none came. */
  firstTokenMs: number | null;
  totalMs: number;
  /** The start of her reply (up to REPLY_SAMPLE_CHARACTERS). */
  replySample: string;
  failure: EngineTestFailure | null;
}

/**
 * Writes one reply to `ctx` with `engine` exactly as a chat does (the same prompt fitting, the
 * same first-token and total timeouts, no fallback) and reports what happened. `secrets` (the
 * API key) are masked out of the provider's words, whatever it echoes.
 */
export async function testReplyEngine(
  engine: ReplyEngine,
  ctx: ReplyContext,
  { secrets = [], signal }: { secrets?: ReadonlyArray<string | null>; signal?: AbortSignal } = {},
): Promise<EngineTestReport> {
  const prompts: PromptFitReport[] = [];
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let firstTokenMs: number | null = null;
  let reply = '';
  let failure: EngineTestFailure | null = null;

  try {
    const observer = { onPrompt: (report: PromptFitReport) => prompts.push(report) };
    for await (const piece of engine.stream(
      ctx,
      signal ?? new AbortController().signal,
      observer,
    )) {
      firstTokenMs ??= elapsed();
      if (reply.length < REPLY_SAMPLE_CHARACTERS) reply += piece;
    }
    if (reply.trim() === '') {
      failure = describeFailure(new ReplyEngineError('empty', 'The engine wrote nothing'), secrets);
    }
  } catch (error) {
    failure = describeFailure(error, secrets);
  }

  return {
    ok: failure === null,
    engine: engine.kind,
    model: engine.model,
    prompt: prompts.at(-1) ?? null,
    firstAttemptTokens: prompts.length > 1 ? prompts[0]!.estimatedTokens : null,
    firstTokenMs,
    totalMs: elapsed(),
    replySample: sample(reply),
    failure,
  };
}

function sample(reply: string): string {
  const text = reply.trim();
  return text.length <= REPLY_SAMPLE_CHARACTERS
    ? text
    : `${text.slice(0, REPLY_SAMPLE_CHARACTERS - 1).trimEnd()}…`;
}

function describeFailure(error: unknown, secrets: ReadonlyArray<string | null>): EngineTestFailure {
  if (error instanceof ReplyEngineError) {
    return {
      kind: error.kind,
      status: error.status ?? null,
      message: error.message,
      providerMessage: error.providerMessage ? masked(error.providerMessage, secrets) : null,
    };
  }
  return {
    kind: isAbortError(error) ? 'timeout' : 'unknown',
    status: null,
    message: 'The engine failed',
    providerMessage: error instanceof Error ? masked(error.message, secrets).slice(0, 500) : null,
  };
}

/**
 * The provider's words without the key: whole, and a long key's start too, since providers
 * echo a key shortened ("Incorrect API key provided: my-lo*********2345").
 */
function masked(text: string, secrets: ReadonlyArray<string | null>): string {
  let result = maskSecrets(text, secrets);
  for (const secret of secrets) {
    if (!secret || secret.length < 12) continue;
    const start = secret.slice(0, 6).replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
    // The rest of the word, but not a full stop after it.
    result = result.replace(new RegExp(`${start}(?:[\\w*-]|\\.(?=[\\w*]))*`, 'gu'), '[key]');
  }
  return result;
}
