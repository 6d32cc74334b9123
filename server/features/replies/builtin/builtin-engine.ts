import { setTimeout as sleep } from 'node:timers/promises';
import type { ReplyContext, ReplyEngine } from '../engine';
import { composeReply } from './compose-reply';

/** How the built-in engine's replies are reported (e.g. by the admin's connection test). */
export const BUILTIN_MODEL = 'amora-persona';

export interface BuiltinEngineOptions {
  /**
   * Pause between words, so the reply streams in like typing. A few milliseconds is enough for
   * the effect; tests use 0.
   */
  wordDelayMs?: number;
}

export const DEFAULT_WORD_DELAY_MS = 15;

/**
 * The built-in persona engine: offline, no key, deterministic under ctx.seed. It composes the
 * whole reply first (it is instant) and then streams it word by word.
 */
export function createBuiltinEngine(options: BuiltinEngineOptions = {}): ReplyEngine {
  const wordDelayMs = options.wordDelayMs ?? DEFAULT_WORD_DELAY_MS;
  return {
    kind: 'builtin',
    model: BUILTIN_MODEL,
    async *stream(ctx: ReplyContext, signal: AbortSignal) {
      signal.throwIfAborted();
      const reply = composeReply(ctx);
      // Each piece is a word with the spaces after it, so the pieces join back into the reply.
      for (const piece of reply.match(/\S+\s*/gu) ?? [reply]) {
        if (wordDelayMs > 0) await sleep(wordDelayMs, undefined, { signal });
        signal.throwIfAborted();
        yield piece;
      }
    },
  };
}
