import { hasCompleteSentence } from './builtin/text';
import type { EngineKind, EngineObserver, ReplyContext, ReplyEngine } from './engine';
import { ReplyEngineError, isAbortError, type ReplyFailureKind } from './reply-errors';

/** Where failures are reported; Fastify's (pino) logger fits. */
export interface ReplyLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

/** Where each finished reply is counted: `app.metrics` (server/plugins/metrics/app-metrics.ts). */
export interface ReplyMetrics {
  /**
   * One reply: `engine` is the engine asked first (the configured one), `seconds` the whole
   * reply, `fellBack` whether the built-in engine had to answer, `failure` why the engine failed
   * (also when the reply ended with the text that had arrived instead of falling back).
   */
  observeReply(
    engine: EngineKind,
    seconds: number,
    fellBack: boolean,
    failure?: ReplyFailureKind,
  ): void;
}

export interface ReplyOutcome {
  /** The engine whose text ends the reply. */
  engine: EngineKind;
  model: string;
  /** The built-in engine answered because the provider failed. */
  fellBack: boolean;
  failure?: { kind: ReplyFailureKind; status?: number; afterText: boolean };
  /** Everything streamed, joined: what to store as the companion's message. */
  text: string;
  /** The caller's signal stopped the reply; `text` is what was produced until then. */
  aborted: boolean;
}

export interface ReplyStream {
  chunks: AsyncIterable<string>;
  /** Settles when `chunks` is done (or abandoned). */
  outcome: Promise<ReplyOutcome>;
}

const SENTENCE_END = /[.!?…]["”»)]?\s*$/u;

/**
 * Streams the primary engine's reply and falls back to the built-in engine when it fails.
 *
 * - Fails before any text (HTTP error, timeout, garbage, empty stream): the built-in engine
 *   answers the whole reply.
 * - Fails after some text that holds at least one complete sentence: the reply ends there;
 *   an unfinished last sentence is closed with "…". Nothing else is added, so it reads as a
 *   short reply rather than two voices.
 * - Fails before a first complete sentence: the fragment is closed with "… " and the built-in
 *   engine's reply follows, so the user never gets half a thought.
 *
 * What is streamed is always exactly `outcome.text`, so storing it matches what was shown. Every
 * failure is logged with the engine, model, failure kind, HTTP status and how much text had
 * arrived; never the provider's message, the key or the conversation.
 */
export function streamReply(
  primary: ReplyEngine,
  builtin: ReplyEngine,
  ctx: ReplyContext,
  {
    logger,
    signal,
    metrics,
    observer,
  }: {
    logger: ReplyLogger;
    signal: AbortSignal;
    metrics?: ReplyMetrics;
    /** Told how the prompt was fitted (the admin's connection test shows it). */
    observer?: EngineObserver;
  },
): ReplyStream {
  const started = performance.now();
  let settle!: (outcome: ReplyOutcome) => void;
  let fail!: (error: unknown) => void;
  const outcome = new Promise<ReplyOutcome>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  // A caller that only reads the chunks must not trigger an unhandled rejection.
  outcome.catch(() => undefined);

  let text = '';
  let result: ReplyOutcome | null = null;
  let primaryFailure: ReplyFailureKind | undefined;
  /** Counts a reply that ended (abandoned ones say nothing about the engine's speed). */
  const observe = (fellBack: boolean) =>
    metrics?.observeReply(
      primary.kind,
      (performance.now() - started) / 1000,
      fellBack,
      primaryFailure,
    );
  const finish = (engine: ReplyEngine, extra: Partial<ReplyOutcome> = {}) => {
    result = {
      engine: engine.kind,
      model: engine.model,
      fellBack: false,
      text,
      aborted: false,
      ...extra,
    };
  };

  /** Passes pieces on to the reader, keeping the text of everything shown. */
  async function* relay(pieces: AsyncIterable<string> | Iterable<string>) {
    for await (const piece of pieces) {
      text += piece;
      yield piece;
    }
  }

  /** The primary engine failed: log it, then end the reply cleanly or let the built-in one answer. */
  async function* recover(error: unknown) {
    const reason =
      error instanceof ReplyEngineError
        ? error
        : new ReplyEngineError('unknown', 'The engine failed');
    const failure = { kind: reason.kind, status: reason.status, afterText: text.length > 0 };
    primaryFailure = reason.kind;
    logger.warn(
      {
        engine: primary.kind,
        model: primary.model,
        failure: reason.kind,
        status: reason.status,
        receivedCharacters: text.length,
      },
      'Reply engine failed; the reply was completed without it',
    );
    if (hasCompleteSentence(text)) {
      if (!SENTENCE_END.test(text)) yield* relay(['…']);
      return finish(primary, { failure });
    }
    if (text) yield* relay(['… ']);
    yield* relay(builtin.stream(ctx, signal));
    finish(builtin, { fellBack: true, failure });
  }

  /** A second fitting means the provider's window is smaller than LLM_CONTEXT_TOKENS says. */
  const watch: EngineObserver = {
    onPrompt(report) {
      observer?.onPrompt?.(report);
      if (report.attempt > 1) {
        logger.warn(
          {
            engine: primary.kind,
            model: primary.model,
            estimatedTokens: report.estimatedTokens,
            contextTokens: report.contextTokens,
            providerContextTokens: report.providerContextTokens,
          },
          'The provider found the prompt over its context window; it was fitted tighter and sent again (check LLM_CONTEXT_TOKENS)',
        );
      }
    },
  };

  async function* run(): AsyncGenerator<string> {
    try {
      try {
        yield* relay(primary.stream(ctx, signal, watch));
        finish(primary);
      } catch (error) {
        if (signal.aborted || isAbortError(error)) finish(primary, { aborted: true });
        else yield* recover(error);
      }
    } catch (error) {
      // Only the built-in engine's stream can end up here: aborted, or a bug worth surfacing.
      if (!signal.aborted && !isAbortError(error)) {
        observe(true);
        fail(error);
        throw error;
      }
      finish(builtin, { aborted: true, fellBack: true });
    } finally {
      // A reader that stops early still gets an outcome: the text so far, marked aborted.
      const final: ReplyOutcome = result ?? {
        engine: primary.kind,
        model: primary.model,
        fellBack: false,
        text,
        aborted: true,
      };
      if (!final.aborted) observe(final.fellBack);
      settle(final);
    }
  }

  return { chunks: run(), outcome };
}
