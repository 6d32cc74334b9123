import type { Language } from '#common/i18n/languages';
import type { AppConfig } from '#server/config';
import type { EngineKind, ReplyEngines, ReplyLogger } from '#server/features/replies';
import type { HelpFacts } from '../help/help-facts';
import { createBuiltinSupportAgent } from './builtin-agent';
import { createOpenAISupportAgent, describeFailure } from './openai-agent';

/** One earlier message of the ticket the owner can see, oldest first. */
export interface SupportHistoryMessage {
  from: 'user' | 'support';
  content: string;
}

/** Everything Nova needs to answer one message. */
export interface SupportQuestion {
  message: string;
  /** The language to answer in (decided by the caller from the message and the ticket). */
  language: Language;
  /** The user's first name for a friendly opening; null when unknown. */
  userName: string | null;
  history: SupportHistoryMessage[];
  /** Prices and limits in the answer's language. */
  facts: HelpFacts;
}

/** Nova: writes the answer to a support question from the help content. */
export interface SupportAgent {
  kind: EngineKind;
  model: string;
  /** The whole answer. Rejects when the provider fails (the caller falls back). */
  answer(question: SupportQuestion, signal: AbortSignal): Promise<string>;
}

export interface SupportAgents {
  /** The language model when one is configured, else the built-in agent. */
  primary: SupportAgent;
  builtin: SupportAgent;
}

/**
 * The same choice as the companions' replies (engine-factory.ts): the OpenAI-compatible server
 * of LLM_* when the app's reply engine is that server, else the built-in agent. Passing other
 * engines (tests, the bench) keeps support on the built-in agent too.
 */
export function createSupportAgents(config: AppConfig, engines: ReplyEngines): SupportAgents {
  const builtin = createBuiltinSupportAgent();
  const { baseUrl, apiKey, model } = config.llm;
  if (engines.primary.kind !== 'openai' || (!baseUrl && !apiKey)) {
    return { primary: builtin, builtin };
  }
  const { firstTokenTimeoutMs, totalTimeoutMs } = config.llm;
  return {
    primary: createOpenAISupportAgent({
      baseURL: baseUrl,
      apiKey,
      model,
      firstTokenTimeoutMs,
      totalTimeoutMs,
    }),
    builtin,
  };
}

export interface SupportAnswer {
  text: string;
  agent: EngineKind;
  /** The built-in agent answered because the language model failed. */
  fellBack: boolean;
}

/**
 * Nova's answer from the primary agent; when the provider fails, the built-in agent answers and
 * the failure is logged (engine, model, kind, status: never the question or the provider's text),
 * like the companions' replies (stream-reply.ts).
 */
export async function answerSupportQuestion(
  agents: SupportAgents,
  question: SupportQuestion,
  { logger, signal }: { logger: ReplyLogger; signal: AbortSignal },
): Promise<SupportAnswer> {
  const { primary, builtin } = agents;
  try {
    const text = await primary.answer(question, signal);
    return { text, agent: primary.kind, fellBack: false };
  } catch (error) {
    if (primary === builtin) throw error;
    logger.warn(
      { engine: primary.kind, model: primary.model, ...describeFailure(error) },
      'Support agent failed; the built-in agent answered',
    );
    const text = await builtin.answer(question, signal);
    return { text, agent: builtin.kind, fellBack: true };
  }
}
