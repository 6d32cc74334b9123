import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { overviewResponseSchema } from '#common/contracts/admin';
import { messages } from '#server/db/schema';
import { startFakeOpenAI, type FakeOpenAIServer } from '#tests/fakes/openai-server';
import { asUser, registerUser, type TestUser } from '#server/test/accounts';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { openChat, sendOk } from '#server/features/chats/chat-test-support';
import { registerWithRole } from './admin-test-support';

/**
 * A reply the provider failed is stored marked (engine, failure, status), and the admin
 * overview counts the last 24 hours of them from the database.
 */

let fake: FakeOpenAIServer;
let ctx: TestApp;
let admin: TestUser;
let me: TestUser;

beforeAll(async () => {
  fake = await startFakeOpenAI({ reply: 'Hello from the provider.' });
  ctx = await createTestApp({
    env: { LLM_BASE_URL: fake.baseURL, LLM_API_KEY: 'sk-test', LLM_MODEL: 'fake-model' },
    engineTuning: { wordDelayMs: 0, firstTokenTimeoutMs: 400, totalTimeoutMs: 5_000 },
  });
  admin = await registerWithRole(ctx.app, ctx.database.db, 'admin');
  me = await registerUser(ctx.app, { email: 'health@example.com', firstName: 'Dana' });
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});
beforeEach(() => {
  fake.setDefault({ reply: 'Hello from the provider.' });
  // The work after a reply (facts, summary) asks unstreamed: keep it off the replies' scripts.
  fake.setResponder((body) => (body.stream === true ? undefined : { reply: '{"facts": []}' }));
});

async function lastReply(conversationId: string) {
  const [row] = await ctx.database.db
    .select({
      content: messages.content,
      engine: messages.engine,
      failure: messages.failure,
      failureStatus: messages.failureStatus,
    })
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(desc(messages.createdAt))
    .limit(1);
  return row!;
}

async function health() {
  const response = await asUser(ctx.app, admin.token, 'GET', '/api/admin/overview');
  expect(response.statusCode, response.body).toBe(200);
  return overviewResponseSchema.parse(response.json()).overview.engineHealth;
}

describe('replies marked with their engine, and the engine’s health', () => {
  it('stores who wrote each reply and why the provider failed', async () => {
    const chat = await openChat(ctx.app, me.token, 'sophia');

    const ok = await sendOk(ctx.app, me.token, chat.id, 'Hi there!');
    expect(ok.engine).toBe('openai');
    expect(await lastReply(chat.id)).toMatchObject({
      engine: 'openai',
      failure: null,
      failureStatus: null,
    });

    fake.enqueue({ status: 503, errorMessage: 'Loading model' });
    const down = await sendOk(ctx.app, me.token, chat.id, 'Are you there?');
    expect(down.engine).toBe('builtin');
    expect(await lastReply(chat.id)).toMatchObject({
      engine: 'builtin',
      failure: 'http',
      failureStatus: 503,
    });

    fake.enqueue({ reply: 'Too late.', firstTokenDelayMs: 3_000 });
    await sendOk(ctx.app, me.token, chat.id, 'Hello?');
    expect(await lastReply(chat.id)).toMatchObject({ engine: 'builtin', failure: 'timeout' });

    // A server whose window is far too small for any prompt, even after the tighter retry.
    fake.setDefault({ reply: 'Never.', contextTokens: 100 });
    await sendOk(ctx.app, me.token, chat.id, 'Tell me a story');
    expect(await lastReply(chat.id)).toMatchObject({
      engine: 'builtin',
      failure: 'context',
      failureStatus: 400,
    });
    fake.setDefault({ reply: 'Hello from the provider.' });

    fake.enqueue({ tokens: ['Hi there!', ' I was just', ' thinking'], cutAfterTokens: 2 });
    await sendOk(ctx.app, me.token, chat.id, 'What are you doing?');
    expect(await lastReply(chat.id)).toMatchObject({
      content: 'Hi there! I was just…',
      engine: 'openai',
      failure: 'cut',
    });

    // An old reply (over 24 hours) and a call transcript (no engine) are not counted.
    await ctx.database.db.insert(messages).values([
      {
        conversationId: chat.id,
        senderType: 'model',
        content: 'Old',
        engine: 'builtin',
        failure: 'timeout',
        createdAt: new Date(Date.now() - 25 * 3_600_000),
      },
      { conversationId: chat.id, senderType: 'model', content: 'Spoken', source: 'call' },
    ]);

    expect(await health()).toEqual({
      hours: 24,
      replies: { openai: 2, builtin: 3 },
      fallbacks: [
        { reason: 'context', status: 400, count: 1 },
        { reason: 'http', status: 503, count: 1 },
        { reason: 'timeout', status: null, count: 1 },
      ],
      cutShort: 1,
    });
  });

  it('answers a repeated send with the engine stored with its reply', async () => {
    const chat = await openChat(ctx.app, me.token, 'emma');
    fake.enqueue({ status: 500 });
    const body = { userMessage: 'Hi Emma', clientMessageId: crypto.randomUUID() };
    const url = `/api/chats/${chat.id}/ai-response`;
    const first = await asUser(ctx.app, me.token, 'POST', url, body);
    const again = await asUser(ctx.app, me.token, 'POST', url, body);
    expect(first.json()).toMatchObject({ engine: 'builtin' });
    expect(again.json()).toMatchObject({ engine: 'builtin' });
  });
});
