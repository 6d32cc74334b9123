import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationSchema, conversationSummarySchema } from '#common/contracts/chats';
import { companions, conversations, messages } from '#server/db/schema';
import { asUser, registerUser, type TestUser } from '#server/test/accounts';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { openChat, sendOk } from './chat-test-support';
import { insertMessage } from './message-repository';

let ctx: TestApp;
let me: TestUser;
let other: TestUser;

beforeAll(async () => {
  ctx = await createTestApp({ engineTuning: { wordDelayMs: 0 } });
  me = await registerUser(ctx.app, { email: 'chatter@example.com' });
  other = await registerUser(ctx.app, { email: 'other@example.com' });
});
afterAll(() => ctx.close());

describe('opening conversations', () => {
  it('creates one per companion (201), then answers the same one (200), by any id', async () => {
    const first = await asUser(ctx.app, me.token, 'POST', '/api/chats', { aiModelId: 'sophia' });
    expect(first.statusCode).toBe(201);
    const conversation = conversationSchema.parse(first.json().conversation);
    expect(conversation).toMatchObject({
      model_slug: 'sophia',
      message_count: 0,
      relationship_stage: 'initial',
      explicit_mode: false,
      reply_pending: false,
      last_message_at: null,
    });
    for (const id of ['1', 'Sophia', conversation.model_id]) {
      const again = await asUser(ctx.app, me.token, 'POST', '/api/chats', { aiModelId: id });
      expect(again.statusCode).toBe(200);
      expect(again.json().conversation.id).toBe(conversation.id);
    }
  });

  it('refuses a premium companion to a basic user with 403 PREMIUM_REQUIRED', async () => {
    const response = await asUser(ctx.app, me.token, 'POST', '/api/chats', { aiModelId: 'lucia' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'This companion is for Premium members.',
      code: 'PREMIUM_REQUIRED',
    });
  });

  it('answers 404 for an unknown or inactive companion', async () => {
    await ctx.database.db
      .update(companions)
      .set({ isActive: false })
      .where(eq(companions.slug, 'maya'));
    for (const aiModelId of ['99', 'nobody', 'maya']) {
      const response = await asUser(ctx.app, me.token, 'POST', '/api/chats', { aiModelId });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    await ctx.database.db
      .update(companions)
      .set({ isActive: true })
      .where(eq(companions.slug, 'maya'));
  });

  it('lists own conversations, most recently active first, with the companion', async () => {
    const emma = await openChat(ctx.app, me.token, 'emma');
    await openChat(ctx.app, other.token, 'emma');
    await sendOk(ctx.app, me.token, emma.id, 'Hello Emma');
    const response = await asUser(ctx.app, me.token, 'GET', '/api/chats');
    expect(response.statusCode).toBe(200);
    const list = response
      .json()
      .conversations.map((row: unknown) => conversationSummarySchema.parse(row));
    expect(list.map((row: { model_slug: string }) => row.model_slug)).toEqual(['emma', 'sophia']);
    expect(list[0]).toMatchObject({ model_name: 'Emma', message_count: 2, is_active: true });
    expect(list[0].model_avatar).toMatch(/^\/api\/media\//);
  });

  it('counts conversations on the companion profile', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/models/emma' });
    expect(response.json().model.conversations_count).toBe(2);
  });
});

describe('messages', () => {
  it('pages 75 messages back with before/nextCursor, oldest first', async () => {
    const chat = await openChat(ctx.app, me.token, 'maya');
    for (let index = 0; index < 75; index += 1) {
      await insertMessage(ctx.database.db, {
        conversationId: chat.id,
        senderType: index % 2 === 0 ? 'user' : 'model',
        content: `message ${index}`,
      });
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?limit=30&before=${cursor}` : '?limit=30';
      const response = await asUser(
        ctx.app,
        me.token,
        'GET',
        `/api/chats/${chat.id}/messages${query}`,
      );
      expect(response.statusCode).toBe(200);
      const page = response.json() as {
        messages: { content: string; id: string }[];
        nextCursor: string | null;
      };
      seen.unshift(...page.messages.map((message) => message.content));
      cursor = page.nextCursor;
      if (cursor) expect(cursor).toBe(page.messages[0]!.id);
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(Array.from({ length: 75 }, (_, index) => `message ${index}`));
  });

  it('answers 400 for a bad limit or cursor and 404 for a cursor of another conversation', async () => {
    const chat = await openChat(ctx.app, me.token, 'maya');
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'before=nope']) {
      const response = await asUser(
        ctx.app,
        me.token,
        'GET',
        `/api/chats/${chat.id}/messages?${query}`,
      );
      expect(response.statusCode).toBe(400);
    }
    const stranger = '6f1c1b0e-0000-4000-8000-000000000000';
    const response = await asUser(
      ctx.app,
      me.token,
      'GET',
      `/api/chats/${chat.id}/messages?before=${stranger}`,
    );
    expect(response.statusCode).toBe(404);

    // A real message, but of another conversation of the same user, is no cursor here either
    // (a user of its own: the usage and export tests below count this user's messages).
    const writer = await registerUser(ctx.app, { email: 'two-chats@example.com' });
    const here = await openChat(ctx.app, writer.token, 'maya');
    await sendOk(ctx.app, writer.token, here.id, 'An earlier message here');
    const elsewhere = await openChat(ctx.app, writer.token, 'emma');
    const sent = await sendOk(ctx.app, writer.token, elsewhere.id, 'A message in another chat');
    const crossed = await asUser(
      ctx.app,
      writer.token,
      'GET',
      `/api/chats/${here.id}/messages?before=${sent.userMessage.id}`,
    );
    expect(crossed.statusCode).toBe(404);
  });

  it('clears the conversation: no messages, count 0, stage initial, explicit off', async () => {
    const chat = await openChat(ctx.app, me.token, 'maya');
    await ctx.database.db
      .update(conversations)
      .set({ relationshipStage: 'deepening', explicitMode: true, messageCount: 75 })
      .where(eq(conversations.id, chat.id));
    const response = await asUser(ctx.app, me.token, 'DELETE', `/api/chats/${chat.id}/messages`);
    expect(response.statusCode).toBe(204);
    const after = (await asUser(ctx.app, me.token, 'GET', `/api/chats/${chat.id}`)).json()
      .conversation;
    expect(after).toMatchObject({
      message_count: 0,
      relationship_stage: 'initial',
      explicit_mode: false,
    });
    const left = await ctx.database.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, chat.id));
    expect(left).toEqual([]);
  });
});

describe('usage and export', () => {
  it('reports the daily usage of the signed-in user', async () => {
    const response = await asUser(ctx.app, me.token, 'GET', '/api/chats/usage');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ limit: 30, used: 1, remaining: 29 });
    expect(response.json().resetAt).toMatch(/T00:00:00\.000Z$/);
  });

  it('exports the conversations with their messages', async () => {
    const data = (await asUser(ctx.app, me.token, 'GET', '/api/users/me/export')).json();
    const emma = data.conversations.find((row: { modelName: string }) => row.modelName === 'Emma');
    expect(emma.messages.map((m: { sender: string }) => m.sender)).toEqual(['user', 'model']);
    expect(emma.messages[0].content).toBe('Hello Emma');
  });
});
