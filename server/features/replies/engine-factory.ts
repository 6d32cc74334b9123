import type { AppConfig } from '#server/config';
import { createBuiltinEngine, type BuiltinEngineOptions } from './builtin/builtin-engine';
import type { JsonWriter, ReplyEngine } from './engine';
import { createJsonWriter } from './openai/json-writer';
import { createOpenAIEngine } from './openai/openai-engine';

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
