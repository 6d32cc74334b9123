import type { z } from 'zod';
import type { JsonTask, JsonWriter } from '../engine';
import { ReplyEngineError } from '../reply-errors';
import { createOpenAIClient } from './openai-client';
import { providerError } from './provider-errors';

export interface JsonWriterOptions {
  baseURL: string | null;
  apiKey: string | null;
  model: string;
  /** The whole answer by then (LLM_TOTAL_TIMEOUT_MS). */
  timeoutMs: number;
}

/**
 * The first JSON object in a model's answer: models wrap it in ``` fences or a sentence
 * despite being asked not to. Null when there is none that parses.
 */
export function jsonIn(text: string): unknown {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start === -1 || end <= start) return null;
  try {
    return JSON.parse(text.slice(start, end + 1)) as unknown;
  } catch {
    return null;
  }
}

/**
 * Structured answers for background work (memory facts, the rolling summary) from the same
 * OpenAI-compatible server: one non-streamed request asking for a JSON object (response_format
 * json_object, which OpenAI, llama.cpp, Ollama and vLLM accept), validated with the task's zod
 * schema. Garbage or a provider failure is a ReplyEngineError; the caller falls back to rules.
 */
export function createJsonWriter(options: JsonWriterOptions): JsonWriter {
  const client = createOpenAIClient({
    baseURL: options.baseURL,
    apiKey: options.apiKey,
    firstTokenTimeoutMs: options.timeoutMs,
  });
  return {
    model: options.model,
    async write<T>(task: JsonTask<T>, signal: AbortSignal): Promise<T> {
      const timeout = AbortSignal.timeout(options.timeoutMs);
      const both = AbortSignal.any([signal, timeout]);
      let text: string;
      try {
        const completion = await client.chat.completions.create(
          {
            model: options.model,
            messages: [
              { role: 'system', content: task.system },
              { role: 'user', content: task.user },
            ],
            max_tokens: task.maxTokens,
            temperature: 0.2,
            response_format: { type: 'json_object' },
          },
          { signal: both },
        );
        const content: unknown = completion.choices?.[0]?.message?.content;
        if (typeof content !== 'string' || !content.trim()) {
          throw new ReplyEngineError('empty', 'The provider answered without text');
        }
        text = content;
      } catch (error) {
        if (signal.aborted) throw signal.reason ?? error;
        throw providerError(error, timeout.aborted);
      }
      const parsed = (task.schema as z.ZodType<T>).safeParse(jsonIn(text));
      if (!parsed.success) {
        throw new ReplyEngineError('invalid', 'The provider’s answer is not the JSON asked for');
      }
      return parsed.data;
    },
  };
}
