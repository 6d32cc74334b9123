import type { AppConfig } from '#server/config';
import { createBuiltinEngine, type BuiltinEngineOptions } from './builtin/builtin-engine';
import type { EngineKind, JsonWriter, ReplyEngine } from './engine';
import { createJsonWriter } from './openai/json-writer';
import { createOpenAIEngine } from './openai/openai-engine';
import { ReplyEngineError, type ReplyFailureKind } from './reply-errors';

export interface EngineTuning extends BuiltinEngineOptions {
  firstTokenTimeoutMs?: number;
  totalTimeoutMs?: number;
}

export interface ReplyEngines {
  /** What answers: the OpenAI-compatible engine when configured, else the built-in one. */
  primary: ReplyEngine;
  /** Always there, for the fallback. */
  builtin: ReplyEngine;
  /**
   * The provider's structured answers for background work (memory facts, the rolling summary);
   * null without a provider, when the rules do it alone.
   */
  writer?: JsonWriter | null;
}

/** The OpenAI-compatible engine when LLM_BASE_URL or LLM_API_KEY is set, else the built-in one. */
export function createReplyEngines(config: AppConfig, tuning: EngineTuning = {}): ReplyEngines {
  const builtin = createBuiltinEngine({ wordDelayMs: tuning.wordDelayMs });
  const { baseUrl, apiKey, model } = config.llm;
  if (!baseUrl && !apiKey) return { primary: builtin, builtin };
  const primary = createOpenAIEngine({
    baseURL: baseUrl,
    apiKey,
    model,
    firstTokenTimeoutMs: tuning.firstTokenTimeoutMs ?? config.llm.firstTokenTimeoutMs,
    totalTimeoutMs: tuning.totalTimeoutMs ?? config.llm.totalTimeoutMs,
    contextTokens: config.llm.contextTokens,
  });
  const writer = createJsonWriter({
    baseURL: baseUrl,
    apiKey,
    model,
    timeoutMs: tuning.totalTimeoutMs ?? config.llm.totalTimeoutMs,
  });
  return { primary, builtin, writer };
}

export interface ConnectionTest {
  ok: boolean;
  engine: EngineKind;
  model: string;
  latencyMs: number;
  /** Why it failed, safe to show: "http 401", "timeout"... */
  error?: string;
}

const DEFAULT_TEST_TIMEOUT_MS = 15_000;

/** Sends the engine a tiny request (10 tokens for a provider) and reports how it went. */
export async function testConnection(
  engine: ReplyEngine,
  { timeoutMs = DEFAULT_TEST_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<ConnectionTest> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    await engine.ping?.(AbortSignal.timeout(timeoutMs));
    return { ok: true, engine: engine.kind, model: engine.model, latencyMs: elapsed() };
  } catch (error) {
    const kind: ReplyFailureKind =
      error instanceof ReplyEngineError ? error.kind : isTimeout(error) ? 'timeout' : 'unknown';
    const status = error instanceof ReplyEngineError && error.status ? ` ${error.status}` : '';
    return {
      ok: false,
      engine: engine.kind,
      model: engine.model,
      latencyMs: elapsed(),
      error: `${kind}${status}`,
    };
  }
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}
