import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replacedReplyResultSchema, type ReplacedReplyResult } from '#common/contracts/chats';
import { conversations, messageUsage, messages } from '#server/db/schema';
import { asUser, bearer, registerUser, type TestUser } from '#server/test/accounts';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { openChat, parseEvents, sendOk } from './chat-test-support';

/** Regenerating the last reply and editing the last message, through the HTTP API. */

let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp({
    env: { FREE_DAILY_MESSAGES: '4' },
    engineTuning: { wordDelayMs: 0 },
  });
});
afterAll(() => ctx.close());

const regenerate = (user: TestUser, conversationId: string) =>
  asUser(ctx.app, user.token, 'POST', `/api/chats/${conversationId}/regenerate`);

const edit = (user: TestUser, conversationId: string, messageId: string, content: unknown) =>
  asUser(ctx.app, user.token, 'POST', `/api/chats/${conversationId}/messages/${messageId}/edit`, {
    content,
  });

const storedOf = async (conversationId: string) =>
  (
    await ctx.database.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conversationId))
      .orderBy(messages.createdAt)
  ).map((row) => ({ id: row.id, content: row.content, sender: row.senderType }));

async function usedToday(user: TestUser): Promise<number> {
  const [row] = await ctx.database.db
    .select()
    .from(messageUsage)
    .where(eq(messageUsage.userId, user.user.id));
  return row?.used ?? 0;
}

async function countOf(user: TestUser, conversationId: string): Promise<number> {
  const response = await asUser(ctx.app, user.token, 'GET', `/api/chats/${conversationId}`);
  return response.json().conversation.message_count;
}

async function newUser() {
  return registerUser(ctx.app, {});
}

describe('regenerating the last reply', () => {
  it('replaces the reply with a different one, counted like a send', async () => {
    const me = await newUser();
    const chat = await openChat(ctx.app, me.token, 'sophia');
    const sent = await sendOk(ctx.app, me.token, chat.id, 'Tell me about your weekend');
    const response = await regenerate(me, chat.id);
    expect(response.statusCode).toBe(200);
    const result = replacedReplyResultSchema.parse(response.json());
    expect(result.replacedMessageId).toBe(sent.aiMessage.id);
    expect(result.userMessage).toEqual(sent.userMessage);
    expect(result.aiMessage.id).not.toBe(sent.aiMessage.id);
    // The replaced text counts as said: the built-in engine answers differently.
    expect(result.aiMessage.content).not.toBe(sent.aiMessage.content);
    expect(result.usage).toMatchObject({ used: 2, remaining: 2 });
    expect(result.conversation.messageCount).toBe(2);

    expect(await storedOf(chat.id)).toEqual([
      { id: sent.userMessage.id, content: 'Tell me about your weekend', sender: 'user' },
      { id: result.aiMessage.id, content: result.aiMessage.content, sender: 'model' },
    ]);
    const page = await asUser(ctx.app, me.token, 'GET', `/api/chats/${chat.id}/messages`);
    expect(page.json().messages.map((m: { id: string }) => m.id)).toEqual([
      sent.userMessage.id,
      result.aiMessage.id,
    ]);
    const exported = await asUser(ctx.app, me.token, 'GET', '/api/users/me/export');
    expect(exported.body).not.toContain(sent.aiMessage.content);
    expect(await countOf(me, chat.id)).toBe(2);
  });

  it('streams user, deltas and done with the replaced id', async () => {
    const me = await newUser();
    const chat = await openChat(ctx.app, me.token, 'emma');
    const sent = await sendOk(ctx.app, me.token, chat.id, 'Здравей, какво правиш днес?');
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/chats/${chat.id}/regenerate`,
      headers: { ...bearer(me.token), accept: 'text/event-stream' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = parseEvents(response.body);
    expect(events[0]).toMatchObject({ event: 'user', data: { id: sent.userMessage.id } });
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    const result = replacedReplyResultSchema.parse(done.data);
    const streamed = events
      .filter((event) => event.event === 'delta')
      .map((event) => (event.data as { text: string }).text)
      .join('');
    expect(streamed).toBe(result.aiMessage.content);
    expect(result.aiMessage.content).toMatch(/[а-я]/i);
    expect(result.replacedMessageId).toBe(sent.aiMessage.id);
  });

  it('answers 409 NOTHING_TO_REGENERATE without a reply, counting nothing', async () => {
    const me = await newUser();
    const chat = await openChat(ctx.app, me.token, 'maya');
    const response = await regenerate(me, chat.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('NOTHING_TO_REGENERATE');
    expect(await usedToday(me)).toBe(0);
    const conversation = await asUser(ctx.app, me.token, 'GET', `/api/chats/${chat.id}`);
    expect(conversation.json().conversation.reply_pending).toBe(false);
  });

  it("answers 404 for another user's conversation and changes nothing", async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const chat = await openChat(ctx.app, owner.token, 'sophia');
    await sendOk(ctx.app, owner.token, chat.id, 'Hi there');
    const before = await storedOf(chat.id);
    expect((await regenerate(stranger, chat.id)).statusCode).toBe(404);
    const userMessageId = before[0]!.id;
    expect((await edit(stranger, chat.id, userMessageId, 'Hacked')).statusCode).toBe(404);
    expect(await storedOf(chat.id)).toEqual(before);
    expect(await usedToday(stranger)).toBe(0);
  });
});

describe('editing the last message', () => {
  it('rewrites the message, replaces its reply and forgets what the old text told', async () => {
    const me = await newUser();
    const chat = await openChat(ctx.app, me.token, 'sophia');
    const sent = await sendOk(ctx.app, me.token, chat.id, 'My dog is called Taco.');
    const memoriesUrl = `/api/chats/${chat.id}/memories`;
    const remembered = (await asUser(ctx.app, me.token, 'GET', memoriesUrl)).json().memories;
    expect(JSON.stringify(remembered)).toContain('Taco');

    const response = await edit(me, chat.id, sent.userMessage.id, 'My cat is called Miso.');
    expect(response.statusCode).toBe(200);
    const result: ReplacedReplyResult = replacedReplyResultSchema.parse(response.json());
    expect(result.userMessage).toMatchObject({
      id: sent.userMessage.id,
      content: 'My cat is called Miso.',
    });
    expect(result.replacedMessageId).toBe(sent.aiMessage.id);
    expect(result.usage.used).toBe(2);
    expect(await storedOf(chat.id)).toEqual([
      { id: sent.userMessage.id, content: 'My cat is called Miso.', sender: 'user' },
      { id: result.aiMessage.id, content: result.aiMessage.content, sender: 'model' },
    ]);
    const memories = JSON.stringify(
      (await asUser(ctx.app, me.token, 'GET', memoriesUrl)).json().memories,
    );
    expect(memories).not.toContain('Taco');
    expect(memories).toContain('Miso');
    expect(await countOf(me, chat.id)).toBe(2);
  });

  it('refuses a message that is not the last one, a reply and an unknown id', async () => {
    const me = await newUser();
    const chat = await openChat(ctx.app, me.token, 'emma');
    const first = await sendOk(ctx.app, me.token, chat.id, 'First message');
    const second = await sendOk(ctx.app, me.token, chat.id, 'Second message');
    const before = await storedOf(chat.id);

    const older = await edit(me, chat.id, first.userMessage.id, 'Changed');
    expect(older.statusCode).toBe(409);
    expect(older.json().code).toBe('NOT_LAST_MESSAGE');
    const reply = await edit(me, chat.id, second.aiMessage.id, 'Changed');
    expect(reply.statusCode).toBe(409);
    expect(reply.json().code).toBe('NOT_LAST_MESSAGE');
    const unknown = await edit(me, chat.id, '00000000-0000-4000-8000-000000000000', 'Changed');
    expect(unknown.statusCode).toBe(404);

    expect(await storedOf(chat.id)).toEqual(before);
    expect(await usedToday(me)).toBe(2);
  });

  it('answers 400 for content a send would refuse, changing nothing', async () => {
    const me = await newUser();
    const chat = await openChat(ctx.app, me.token, 'maya');
    const sent = await sendOk(ctx.app, me.token, chat.id, 'Hello Maya');
    const before = await storedOf(chat.id);
    for (const content of ['', '   ', '\u200b\u200b', 'x'.repeat(4001), 42, undefined]) {
      const response = await edit(me, chat.id, sent.userMessage.id, content);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    expect(await storedOf(chat.id)).toEqual(before);
    expect(await usedToday(me)).toBe(1);
  });
});

describe('the limits a send has', () => {
  it('refuses both with 429 LIMIT_REACHED at the daily limit, changing nothing', async () => {
    const me = await newUser();
    const chat = await openChat(ctx.app, me.token, 'sophia');
    await sendOk(ctx.app, me.token, chat.id, 'One');
    await sendOk(ctx.app, me.token, chat.id, 'Two');
    const last = await sendOk(ctx.app, me.token, chat.id, 'Three');
    expect((await regenerate(me, chat.id)).statusCode).toBe(200);
    expect(await usedToday(me)).toBe(4);
    const before = await storedOf(chat.id);

    const again = await regenerate(me, chat.id);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'LIMIT_REACHED', limit: 4 });
    const edited = await edit(me, chat.id, last.userMessage.id, 'Three, edited');
    expect(edited.statusCode).toBe(429);
    expect(edited.json().code).toBe('LIMIT_REACHED');

    expect(await storedOf(chat.id)).toEqual(before);
    expect(await usedToday(me)).toBe(4);
    const conversation = await asUser(ctx.app, me.token, 'GET', `/api/chats/${chat.id}`);
    expect(conversation.json().conversation).toMatchObject({
      message_count: 6,
      reply_pending: false,
    });
  });

  it('answers 409 CONFLICT while a reply is being written, changing nothing', async () => {
    const me = await newUser();
    const chat = await openChat(ctx.app, me.token, 'emma');
    const sent = await sendOk(ctx.app, me.token, chat.id, 'Hello Emma');
    const before = await storedOf(chat.id);
    await ctx.database.db
      .update(conversations)
      .set({ replyPendingSince: new Date() })
      .where(eq(conversations.id, chat.id));

    const regenerated = await regenerate(me, chat.id);
    expect(regenerated.statusCode).toBe(409);
    expect(regenerated.json().code).toBe('CONFLICT');
    const edited = await edit(me, chat.id, sent.userMessage.id, 'Hello again');
    expect(edited.statusCode).toBe(409);
    expect(edited.json().code).toBe('CONFLICT');

    expect(await storedOf(chat.id)).toEqual(before);
    expect(await usedToday(me)).toBe(1);
  });
});
