import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { CONTEXT_MESSAGES, type ReplyContext } from '../engine';
import { buildSystemPrompt } from './system-prompt';

/** The documents' settings for companion replies (document 000, section 7). */
export const COMPLETION_SETTINGS = {
  temperature: 0.9,
  presence_penalty: 0.6,
  frequency_penalty: 0.8,
  max_tokens: 150,
} as const;

/** The system prompt, the last 8 messages as user/assistant turns, then the new message. */
export function chatMessages(ctx: ReplyContext): ChatCompletionMessageParam[] {
  const recent = ctx.history
    .slice(-CONTEXT_MESSAGES)
    .map((message): ChatCompletionMessageParam => ({
      role: message.sender === 'user' ? 'user' : 'assistant',
      content: message.content,
    }));
  return [
    { role: 'system', content: buildSystemPrompt(ctx) },
    ...recent,
    { role: 'user', content: ctx.userMessage },
  ];
}
