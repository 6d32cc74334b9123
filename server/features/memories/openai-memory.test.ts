import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAI, type FakeOpenAIServer } from '#tests/fakes/openai-server';
import { createTestClock, registerUser, type TestUser } from '#server/test/accounts';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { openChat, sendOk } from '#server/features/chats/chat-test-support';

const HOUR = 3_600_000;
const clock = createTestClock(new Date());
let fake: FakeOpenAIServer;
let ctx: TestApp;
let me: TestUser;

beforeAll(async () => {
  fake = await startFakeOpenAI({ reply: 'That sounds exciting.' });
  ctx = await createTestApp({
    clock: clock.now,
    env: { LLM_BASE_URL: fake.baseURL, LLM_API_KEY: 'sk-test', LLM_MODEL: 'gpt-4o-mini' },
  });
  me = await registerUser(ctx.app, { email: 'prompted@example.com', firstName: 'Samuel' });
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

/**
 * The last reply's system prompt. Only streamed requests are replies: the work after a reply
 * (memory facts, the summary) asks unstreamed, in the background, and may land after one.
 */
function lastSystemPrompt(): string {
  const request = fake.requests.filter((sent) => sent.body.stream === true).at(-1);
  const messages = (request?.body.messages ?? []) as Array<{ role: string; content: string }>;
  return messages.find((message) => message.role === 'system')?.content ?? '';
}

describe('memories in the language model’s prompt', () => {
  it('sends what she remembers, the name the user gave and, after a pause, the recap', async () => {
    const chat = await openChat(ctx.app, me.token, 'sophia');
    const first = await sendOk(
      ctx.app,
      me.token,
      chat.id,
      "Call me Sam. I'm going to visit my parents next week.",
    );
    expect(first.engine).toBe('openai');

    await sendOk(ctx.app, me.token, chat.id, 'What should I bring them?');
    const prompt = lastSystemPrompt();
    expect(prompt).toContain('What you remember about the user');
    expect(prompt).toMatch(/never list/iu);
    expect(prompt).toContain('- Is going to visit their parents next week (told today)');
    expect(prompt).toContain('- Name: Sam');
    expect(prompt).toContain('Name: Sam (use it now and then');
    expect(prompt).not.toContain('back after');

    clock.advance(30 * HOUR);
    try {
      await sendOk(ctx.app, me.token, chat.id, 'Hello again');
      const returning = lastSystemPrompt();
      // The test clock started a moment before the messages were stored: 29 or 30 hours.
      expect(returning).toMatch(/The user is back after about (?:29|30) hours away/u);
      expect(returning).toContain('visiting your parents');
      expect(returning).toContain('(told yesterday)');
    } finally {
      clock.advance(-30 * HOUR);
    }
  });
});
