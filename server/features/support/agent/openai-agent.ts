import type OpenAI from 'openai';
import {
  createOpenAIClient,
  DEFAULT_FIRST_TOKEN_TIMEOUT_MS,
  DEFAULT_TOTAL_TIMEOUT_MS,
  ReplyEngineError,
  type ReplyFailureKind,
  streamChatCompletion,
} from '#server/features/replies';
import { PASS_ON } from './nova-lines';
import type { SupportAgent, SupportQuestion } from './support-agent';
import { NO_ANSWER, supportMessages } from './support-prompt';

export interface OpenAISupportAgentOptions {
  /** Any OpenAI-compatible server; null for OpenAI itself. */
  baseURL: string | null;
  apiKey: string | null;
  model: string;
  firstTokenTimeoutMs?: number;
  totalTimeoutMs?: number;
}

/**
 * Document 001, section 7 ("AI text helper"): the support answers' settings. Longer and calmer
 * than a companion's reply (500 tokens, temperature 0.7), since they carry steps to follow.
 */
export const SUPPORT_COMPLETION_SETTINGS = {
  max_tokens: 500,
  temperature: 0.7,
  top_p: 0.9,
  frequency_penalty: 0.1,
  presence_penalty: 0.1,
} as const;

/**
 * Nova through an OpenAI-compatible chat completions server (the official SDK, streamed and
 * collected, with first-token and total timeouts like the companions' engine). When the help
 * content has no answer the model says NO_ANSWER, and Nova passes the question on in her own
 * words: the same reply as the built-in agent's, which sends the ticket to human review.
 */
export function createOpenAISupportAgent(options: OpenAISupportAgentOptions): SupportAgent {
  const firstTokenTimeoutMs = options.firstTokenTimeoutMs ?? DEFAULT_FIRST_TOKEN_TIMEOUT_MS;
  const totalTimeoutMs = options.totalTimeoutMs ?? DEFAULT_TOTAL_TIMEOUT_MS;
  const client = createOpenAIClient({
    baseURL: options.baseURL,
    apiKey: options.apiKey,
    firstTokenTimeoutMs,
  });

  return {
    kind: 'openai',
    model: options.model,
    async answer(question, signal) {
      const text = await collectCompletion(
        client,
        options.model,
        question,
        signal,
        firstTokenTimeoutMs,
        totalTimeoutMs,
      );
      return isNoAnswer(text) ? PASS_ON[question.language] : text;
    },
  };
}

function isNoAnswer(text: string): boolean {
  return text.replace(/[\s.!"'`*]/gu, '').toUpperCase() === NO_ANSWER;
}

async function collectCompletion(
  client: OpenAI,
  model: string,
  question: SupportQuestion,
  signal: AbortSignal,
  firstTokenTimeoutMs: number,
  totalTimeoutMs: number,
): Promise<string> {
  let text = '';
  const pieces = streamChatCompletion(
    client,
    { model, messages: supportMessages(question), ...SUPPORT_COMPLETION_SETTINGS },
    signal,
    firstTokenTimeoutMs,
    totalTimeoutMs,
  );
  // The stream insists on a finish reason: half an answer could drop a step, and the built-in
  // agent's whole one is better.
  for await (const piece of pieces) text += piece;
  if (!text.trim()) throw new ReplyEngineError('empty', 'The provider sent no text');
  return text.trim();
}

/** What a failure log may say: the kind and the HTTP status, never the provider's message. */
export function describeFailure(error: unknown): { failure: ReplyFailureKind; status?: number } {
  if (error instanceof ReplyEngineError) return { failure: error.kind, status: error.status };
  return { failure: 'unknown' };
}
