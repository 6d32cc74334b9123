import { eq } from 'drizzle-orm';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FALLBACK_REPLY } from '#common/chat/fallback';
import { startFakeOpenAI, type FakeOpenAIServer } from '#tests/fakes/openai-server';
import { messages } from '#server/db/schema';
import { asUser, registerUser, type TestUser } from '#server/test/accounts';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { openChat, send, waitFor } from './chat-test-support';

let fake: FakeOpenAIServer;
let ctx: TestApp;
let me: TestUser;
let origin: string;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  // The work after a reply (facts, summary) asks unstreamed: keep it off the replies' scripts.
  fake.setResponder((body) => (body.stream === true ? undefined : { reply: '{"facts": []}' }));
  ctx = await createTestApp({
    env: { LLM_BASE_URL: fake.baseURL, LLM_API_KEY: 'test-key', LLM_MODEL: 'fake-model' },
    engineTuning: { wordDelayMs: 0, firstTokenTimeoutMs: 5_000, totalTimeoutMs: 20_000 },
  });
  me = await registerUser(ctx.app, { email: 'streamer@example.com' });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

const storedOf = (conversationId: string) =>
  ctx.database.db.select().from(messages).where(eq(messages.conversationId, conversationId));

/** Opens a real streamed send, resolves at the first delta, then drops the connection. */
function sendAndHangUp(conversationId: string, userMessage: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}/api/chats/${conversationId}/ai-response`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${me.token}`,
        accept: 'text/event-stream',
        'content-type': 'application/json',
      },
    });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
        if (body.includes('event: delta')) {
          req.destroy();
          resolve(body);
        }
      });
    });
    req.on('error', (error) => {
      if (!req.destroyed) reject(error);
    });
    req.end(JSON.stringify({ userMessage }));
  });
}

describe('streaming through a real socket', () => {
  it('stores the whole reply when the client disconnects mid-stream', async () => {
    const reply = 'One two three four five six seven eight nine ten.';
    fake.enqueue({ reply, tokenDelayMs: 40 });
    const chat = await openChat(ctx.app, me.token, 'sophia');
    const firstPart = await sendAndHangUp(chat.id, 'Tell me a story');
    expect(firstPart).toContain('event: user');
    const stored = await waitFor(async () => {
      const rows = await storedOf(chat.id);
      return rows.length === 2 ? rows : null;
    });
    expect(stored[1]).toMatchObject({ senderType: 'model', content: reply });
    const after = (await asUser(ctx.app, me.token, 'GET', `/api/chats/${chat.id}`)).json();
    expect(after.conversation).toMatchObject({ message_count: 2, reply_pending: false });
  });

  it('shows reply_pending during a slow reply and refuses a second send with 409', async () => {
    fake.enqueue({ reply: 'Slowly, slowly, the reply arrives.', tokenDelayMs: 150 });
    const chat = await openChat(ctx.app, me.token, 'emma');
    const first = send(ctx.app, me.token, chat.id, 'Take your time');
    await waitFor(async () => {
      const row = (await asUser(ctx.app, me.token, 'GET', `/api/chats/${chat.id}`)).json();
      return row.conversation.reply_pending === true;
    });
    const second = await send(ctx.app, me.token, chat.id, 'Are you there?');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      error: 'Please wait for the reply to your last message.',
      code: 'CONFLICT',
    });
    expect((await first).statusCode).toBe(200);
    const after = (await asUser(ctx.app, me.token, 'GET', `/api/chats/${chat.id}`)).json();
    expect(after.conversation).toMatchObject({ reply_pending: false, message_count: 2 });
  });

  it('answers with the built-in engine when the provider fails, and stores that reply', async () => {
    fake.enqueue({ status: 500 });
    const chat = await openChat(ctx.app, me.token, 'maya');
    const response = await send(ctx.app, me.token, chat.id, 'Hello there');
    expect(response.statusCode).toBe(200);
    expect(response.json().engine).toBe('builtin');
    const stored = await storedOf(chat.id);
    expect(stored[1]!.content).toBe(response.json().aiMessage.content);
    expect(stored[1]!.content).not.toBe(FALLBACK_REPLY.en);
  });

  it('answers from the provider when it works', async () => {
    fake.enqueue({ reply: 'Hello from the fake model.' });
    const chat = await openChat(ctx.app, me.token, 'maya');
    const response = await send(ctx.app, me.token, chat.id, 'Hi again');
    expect(response.json()).toMatchObject({
      engine: 'openai',
      aiMessage: { content: 'Hello from the fake model.' },
    });
  });
});
