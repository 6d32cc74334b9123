import type { AiEngine, AiEngineTest } from '#common/contracts/admin';
import type { Language } from '#common/i18n/languages';
import type { AppConfig } from '#server/config';
import { HttpError } from '#server/http-error';
import { type ReplyEngines, testReplyEngine } from '#server/features/replies';
import { sampleConversation } from './sample-conversation';

/**
 * The admin panel's view of the reply engine: how it is set up, and a test that writes one
 * real reply with it (GET/POST /api/admin/ai-engine).
 */

/** The host and port of LLM_BASE_URL: never its path, query or any credentials in it. */
export function providerHost(baseUrl: string | null): string | null {
  if (!baseUrl) return null;
  try {
    return new URL(baseUrl).host || null;
  } catch {
    return null;
  }
}

export function describeEngine(config: AppConfig, engines: ReplyEngines): AiEngine {
  const { primary } = engines;
  return {
    engine: primary.kind,
    model: primary.model,
    server: primary.kind === 'openai' ? providerHost(config.llm.baseUrl) : null,
    apiKeySet: config.llm.apiKey !== null,
    firstTokenTimeoutMs: config.llm.firstTokenTimeoutMs,
    totalTimeoutMs: config.llm.totalTimeoutMs,
    contextTokens: config.llm.contextTokens,
  };
}

/**
 * Runs one connection test at a time per server process: a test holds the provider for as long
 * as a real reply (up to LLM_TOTAL_TIMEOUT_MS), so a second one asked meanwhile is refused
 * rather than queued, and the button cannot be used to hammer the provider.
 */
export function createEngineTester(config: AppConfig, engines: ReplyEngines) {
  let running = false;

  return async function runEngineTest(language: Language): Promise<AiEngineTest> {
    if (running) {
      throw new HttpError(
        409,
        'CONFLICT',
        'A connection test is already running. Please wait for its result.',
      );
    }
    running = true;
    try {
      // The engine keeps to its own timeouts; this only guards against one that never ends.
      const signal = AbortSignal.timeout(config.llm.totalTimeoutMs * 2 + 5_000);
      const report = await testReplyEngine(engines.primary, sampleConversation(language), {
        secrets: [config.llm.apiKey],
        signal,
      });
      const { prompt, firstAttemptTokens, ...rest } = report;
      return {
        ...rest,
        language,
        prompt: prompt
          ? {
              attempt: prompt.attempt,
              estimatedTokens: prompt.estimatedTokens,
              contextTokens: prompt.contextTokens,
              budgetTokens: prompt.budgetTokens,
              providerContextTokens: prompt.providerContextTokens ?? null,
              firstAttemptTokens,
              dropped: prompt.dropped,
              overBudget: prompt.overBudget,
            }
          : null,
      };
    } finally {
      running = false;
    }
  };
}
