import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, messageUsage, messages } from '#server/db/schema';
import { asUser, registerUser, type TestUser } from '#server/test/accounts';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { openChat, send } from './chat-test-support';

let ctx: TestApp;
let owner: TestUser;
let intruder: TestUser;
let chatId: string;

beforeAll(async () => {
  ctx = await createTestApp({ engineTuning: { wordDelayMs: 0 } });
  owner = await registerUser(ctx.app, { email: 'owner@example.com' });
  intruder = await registerUser(ctx.app, { email: 'intruder@example.com' });
  chatId = (await openChat(ctx.app, owner.token, 'sophia')).id;
});
afterAll(() => ctx.close());

const SEND = { userMessage: 'hello' };

function everyRoute(id: string) {
  return [
    ['GET', '/api/chats', undefined],
    ['POST', '/api/chats', { aiModelId: 'sophia' }],
    ['GET', '/api/chats/usage', undefined],
    ['GET', `/api/chats/${id}`, undefined],
    ['GET', `/api/chats/${id}/messages`, undefined],
    ['DELETE', `/api/chats/${id}/messages`, undefined],
    ['DELETE', `/api/chats/${id}`, undefined],
    ['POST', `/api/chats/${id}/ai-response`, SEND],
  ] as const;
}

async function storedCounts() {
  const [stored] = await Promise.all([ctx.database.db.select().from(messages)]);
  const usage = await ctx.database.db.select().from(messageUsage);
  return { messages: stored.length, usage: usage.reduce((sum, row) => sum + row.used, 0) };
}

describe('access', () => {
  it('answers 401 on every chat route without a session', async () => {
    for (const [method, url, payload] of everyRoute(chatId)) {
      const response = await ctx.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().code).toBe('UNAUTHENTICATED');
    }
  });

  it("answers 404 for another user's conversation on every route, and changes nothing", async () => {
    const before = await storedCounts();
    for (const [method, url, payload] of everyRoute(chatId).slice(4)) {
      const response = await asUser(ctx.app, intruder.token, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect(await storedCounts()).toEqual(before);
  });

  it("never shows another user's messages, with or without a cursor", async () => {
    const chat = await openChat(ctx.app, owner.token, 'emma');
    const sent = await send(ctx.app, owner.token, chat.id, 'Something private');
    expect(sent.statusCode).toBe(200);
    const cursor = sent.json().aiMessage.id as string;
    for (const query of ['', `?before=${cursor}`]) {
      const url = `/api/chats/${chat.id}/messages${query}`;
      const response = await asUser(ctx.app, intruder.token, 'GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('Something private');
      // The owner gets the page: the 404 is about who asks.
      expect((await asUser(ctx.app, owner.token, 'GET', url)).statusCode, url).toBe(200);
    }
  });

  it('answers 404 for an unknown conversation and 400 for a malformed id', async () => {
    const unknown = '6f1c1b0e-0000-4000-8000-000000000000';
    expect((await asUser(ctx.app, owner.token, 'GET', `/api/chats/${unknown}`)).statusCode).toBe(
      404,
    );
    expect((await send(ctx.app, owner.token, unknown, 'hi')).statusCode).toBe(404);
    expect((await asUser(ctx.app, owner.token, 'GET', '/api/chats/not-a-uuid')).statusCode).toBe(
      400,
    );
    expect((await send(ctx.app, owner.token, 'not-a-uuid', 'hi')).statusCode).toBe(400);
  });
});

describe('validation of a send', () => {
  it.each([
    ['empty', { userMessage: '' }],
    ['whitespace only', { userMessage: ' \n\t ' }],
    ['zero-width characters only', { userMessage: '\u200b\u200c\u200d\u2060\ufeff' }],
    ['direction marks only', { userMessage: '\u200e\u200f\u202a\u202e\u2066\u2069' }],
    ['invisible characters and spaces', { userMessage: ' \u200b \u00a0\u3000\u2028\u180e ' }],
    ['a Hangul filler and a blank braille cell', { userMessage: '\u3164\u2800' }],
    ['4001 characters', { userMessage: 'a'.repeat(4001) }],
    ['missing', {}],
    ['a bad clientMessageId', { userMessage: 'hi', clientMessageId: 'nope' }],
  ])('answers 400 for %s and saves nothing', async (_name, payload) => {
    const before = await storedCounts();
    const response = await asUser(
      ctx.app,
      owner.token,
      'POST',
      `/api/chats/${chatId}/ai-response`,
      payload,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(await storedCounts()).toEqual(before);
    const [row] = await ctx.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, chatId));
    expect(row).toMatchObject({ messageCount: 0, replyPendingSince: null });
  });

  it('accepts a message with one visible character among invisible ones', async () => {
    const response = await send(ctx.app, owner.token, chatId, '\u200b\u200fhi\u200b');
    expect(response.statusCode).toBe(200);
    const emoji = await send(ctx.app, owner.token, chatId, '\u200d❤️\u200d');
    expect(emoji.statusCode).toBe(200);
  });

  it('accepts exactly 4000 characters', async () => {
    const response = await send(ctx.app, owner.token, chatId, 'a'.repeat(4000));
    expect(response.statusCode).toBe(200);
    expect(response.json().userMessage.content).toHaveLength(4000);
  });
});
