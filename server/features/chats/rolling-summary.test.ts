import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { conversations } from '#server/db/schema';
import { startFakeOpenAI, type FakeOpenAIServer } from '#tests/fakes/openai-server';
import { asUser, registerUser, type TestUser } from '#server/test/accounts';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { openChat, sendOk, waitFor } from './chat-test-support';
import { ruleSummary } from './summary-rules';

/**
 * The rolling summary: turns that fall out of the language model's window are summarised in the
 * background after replies, by the provider (a JSON answer) or, when its answer is garbage, by
 * the rules; the next prompts carry it.
 */

const SUMMARY_MARK = 'running summary';
let fake: FakeOpenAIServer;
let ctx: TestApp;
let me: TestUser;
let summaryAnswer: string;

beforeAll(async () => {
  fake = await startFakeOpenAI({ reply: 'Tell me more!' });
  ctx = await createTestApp({
    env: { LLM_BASE_URL: fake.baseURL, LLM_API_KEY: 'sk-test', LLM_MODEL: 'fake-model' },
    engineTuning: { wordDelayMs: 0 },
  });
  me = await registerUser(ctx.app, { email: 'summary@example.com', firstName: 'Daniel' });
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  // Background requests (facts, summaries) come in no fixed order: answer them by their prompt.
  fake.setResponder((body) => {
    const system = (body.messages as Array<{ content: string }>)[0]!.content;
    if (system.includes(SUMMARY_MARK)) return { reply: summaryAnswer };
    if (system.includes('lasting facts')) return { reply: '{"facts": []}' };
    return undefined;
  });
});

async function storedSummary(conversationId: string) {
  const [row] = await ctx.database.db
    .select({ summary: conversations.summary, through: conversations.summaryThrough })
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  return row!;
}

const replyPrompts = () =>
  fake.requests
    .filter((request) => request.body.stream === true)
    .map((request) => (request.body.messages as Array<{ content: string }>)[0]!.content);

async function talk(chatId: string, count: number) {
  for (let turn = 0; turn < count; turn += 1) {
    await sendOk(ctx.app, me.token, chatId, `Turn ${turn}: I went to the market in Plovdiv today.`);
  }
}

describe('the rolling summary', () => {
  it('is written by the provider once turns fall out of the window, and goes in the prompt', async () => {
    summaryAnswer = '```json\n{"summary": "Daniel told you about the market in Plovdiv."}\n```';
    const chat = await openChat(ctx.app, me.token, 'sophia');
    // 7 exchanges: 14 messages, 6 of them outside the last 8.
    await talk(chat.id, 7);
    const stored = await waitFor(async () => {
      const row = await storedSummary(chat.id);
      return row.summary ? row : null;
    });
    expect(stored.summary).toBe('Daniel told you about the market in Plovdiv.');
    expect(stored.through).not.toBeNull();

    await sendOk(ctx.app, me.token, chat.id, 'What did I tell you earlier?');
    const prompt = replyPrompts().at(-1)!;
    expect(prompt).toContain('Earlier in this conversation');
    expect(prompt).toContain('Daniel told you about the market in Plovdiv.');
  });

  it('falls back to the rules when the provider answers garbage, and clearing forgets it', async () => {
    summaryAnswer = 'Sure! Here is a summary: {not json';
    const chat = await openChat(ctx.app, me.token, 'emma');
    await talk(chat.id, 7);
    const stored = await waitFor(async () => {
      const row = await storedSummary(chat.id);
      return row.summary ? row : null;
    });
    expect(stored.summary).toContain('They said: "Turn 0: I went to the market in Plovdiv today."');
    expect(stored.summary).not.toContain('not json');

    const cleared = await asUser(ctx.app, me.token, 'DELETE', `/api/chats/${chat.id}/messages`);
    expect(cleared.statusCode).toBe(204);
    expect(await storedSummary(chat.id)).toEqual({ summary: '', through: null });
  });

  it('does not delay the reply: a slow summary runs after it is stored', async () => {
    summaryAnswer = '{"summary": "Slow but fine."}';
    const chat = await openChat(ctx.app, me.token, 'maya');
    await talk(chat.id, 6);
    fake.setResponder((body) => {
      const system = (body.messages as Array<{ content: string }>)[0]!.content;
      if (system.includes(SUMMARY_MARK)) return { reply: summaryAnswer, firstTokenDelayMs: 1_500 };
      if (system.includes('lasting facts')) return { reply: '{"facts": []}' };
      return undefined;
    });
    const started = Date.now();
    await sendOk(ctx.app, me.token, chat.id, 'One more thing.');
    expect(Date.now() - started).toBeLessThan(1_500);
    await waitFor(async () => (await storedSummary(chat.id)).summary === 'Slow but fine.');
  });
});

describe('ruleSummary', () => {
  it('keeps first sentences as quoted lines and drops the oldest past its size', () => {
    const turns = Array.from({ length: 40 }, (_, index) => ({
      sender: index % 2 === 0 ? ('user' as const) : ('model' as const),
      content: `Line ${index} says something long enough to count. And a second sentence.`,
    }));
    const summary = ruleSummary('', turns);
    expect(summary.length).toBeLessThanOrEqual(1_500);
    expect(summary).not.toContain('Line 0 ');
    expect(summary).toContain('You said: "Line 39 says something long enough to count."');
    expect(summary).not.toContain('second sentence');
    expect(ruleSummary('They said: "Hi"', [{ sender: 'user', content: 'Bye.' }])).toBe(
      'They said: "Hi"\nThey said: "Bye."',
    );
  });
});
