import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replyResultSchema } from '#common/contracts/chats';
import { messageUsage, messages, users } from '#server/db/schema';
import { asUser, registerUser, type TestUser } from '#server/test/accounts';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { entitlementsFor } from '#server/features/accounts/entitlements';
import { createReplyEngines } from '#server/features/replies/engine-factory';
import { findAccountById } from '#server/features/accounts/account-repository';
import { openChat, parseEvents, send, sendOk, sendStreamed } from './chat-test-support';
import { writeReply } from './reply-writer';
import { openConversation } from './service';
import { startSend, type SendDeps } from './send-service';

let ctx: TestApp;
let me: TestUser;

beforeAll(async () => {
  ctx = await createTestApp({ engineTuning: { wordDelayMs: 0 } });
  me = await registerUser(ctx.app, { email: 'sender@example.com' });
});
afterAll(() => ctx.close());

const storedOf = (conversationId: string) =>
  ctx.database.db.select().from(messages).where(eq(messages.conversationId, conversationId));

describe('sending', () => {
  it('stores both messages and answers the reply with the conversation state', async () => {
    const chat = await openChat(ctx.app, me.token, 'sophia');
    const result = replyResultSchema.parse(await sendOk(ctx.app, me.token, chat.id, 'Hi Sophia!'));
    expect(result.userMessage).toMatchObject({ content: 'Hi Sophia!', sender_type: 'user' });
    expect(result.aiMessage.sender_type).toBe('model');
    expect(result.aiMessage.content.trim()).not.toBe('');
    expect(result.conversation).toEqual({
      messageCount: 2,
      relationshipStage: 'initial',
      explicitMode: false,
    });
    expect(result.engine).toBe('builtin');
    expect(result.usage).toMatchObject({ limit: 30, used: 1, remaining: 29 });
    const stored = await storedOf(chat.id);
    expect(stored.map((row) => row.content)).toEqual(['Hi Sophia!', result.aiMessage.content]);
    const conversation = (await asUser(ctx.app, me.token, 'GET', `/api/chats/${chat.id}`)).json();
    expect(conversation.conversation).toMatchObject({ message_count: 2, reply_pending: false });
  });

  it('replies in Bulgarian to a Bulgarian message', async () => {
    const chat = await openChat(ctx.app, me.token, 'emma');
    const result = await sendOk(ctx.app, me.token, chat.id, 'Здравей, как си днес?');
    expect(result.aiMessage.content).toMatch(/[а-я]/i);
  });

  it('streams user, deltas and done as Server-Sent Events', async () => {
    const chat = await openChat(ctx.app, me.token, 'maya');
    const response = await sendStreamed(ctx.app, me.token, chat.id, 'Tell me about your day');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(response.headers['cache-control']).toContain('no-cache');
    expect(response.headers['x-accel-buffering']).toBe('no');
    expect(response.headers['content-encoding']).toBeUndefined();
    const events = parseEvents(response.body);
    expect(events[0]).toMatchObject({ event: 'user', data: { content: 'Tell me about your day' } });
    const deltas = events.filter((e) => e.event === 'delta');
    expect(deltas.length).toBeGreaterThan(1);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    const result = replyResultSchema.parse(done.data);
    expect(deltas.map((e) => (e.data as { text: string }).text).join('')).toBe(
      result.aiMessage.content,
    );
    expect(events).toHaveLength(deltas.length + 2);
  });

  it('stores a repeated clientMessageId once and answers the stored pair', async () => {
    const chat = await openChat(ctx.app, me.token, 'sophia');
    const before = (await storedOf(chat.id)).length;
    const id = randomUUID();
    const [first, second] = await Promise.all([
      send(ctx.app, me.token, chat.id, 'Only once please', id),
      send(ctx.app, me.token, chat.id, 'Only once please', id),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().aiMessage.id).toBe(first.json().aiMessage.id);
    const third = await send(ctx.app, me.token, chat.id, 'Only once please', id);
    expect(third.json().userMessage.id).toBe(first.json().userMessage.id);
    expect((await storedOf(chat.id)).length).toBe(before + 2);
    const [usage] = await ctx.database.db
      .select()
      .from(messageUsage)
      .where(eq(messageUsage.userId, me.user.id));
    expect(third.json().usage.used).toBe(usage!.used);
  });

  it('reaches every stage through real sends (3, 10 with a long message, 20 with a feeling)', async () => {
    const fan = await registerUser(ctx.app, { email: 'stages@example.com' });
    const chat = await openChat(ctx.app, fan.token, 'emma');
    const stages: string[] = [];
    const lines = [
      'hi',
      'ok',
      ...Array.from({ length: 3 }, () => 'sure'),
      'This message is definitely longer than thirty characters.',
      ...Array.from({ length: 4 }, () => 'nice'),
      'I feel so happy talking to you',
    ];
    for (const line of lines)
      stages.push((await sendOk(ctx.app, fan.token, chat.id, line)).conversation.relationshipStage);
    // Counts after each send: 2, 4 (building), ... 12 with the long message (deepening), 22 (intimate).
    expect(stages[0]).toBe('initial');
    expect(stages[1]).toBe('building');
    expect(stages[4]).toBe('building');
    expect(stages[5]).toBe('deepening');
    expect(stages[9]).toBe('deepening');
    expect(stages[10]).toBe('intimate');
  });
});

describe('premium companions', () => {
  it('refuses sending to a premium companion on the basic plan', async () => {
    const deps = depsOf();
    const account = (await findAccountById(ctx.database.db, me.user.id))!;
    const premium = { plan: 'premium' as const, isPremium: true };
    const { conversation } = await openConversation(ctx.database.db, me.user.id, premium, {
      aiModelId: 'lucia',
    });
    const response = await send(ctx.app, me.token, conversation.id, 'Hello Lucia');
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('PREMIUM_REQUIRED');
    expect(entitlementsFor(account).isPremium).toBe(false);

    const start = await startSend(deps, {
      user: account,
      entitlements: premium,
      conversationId: conversation.id,
      userMessage: 'Hello Lucia',
    });
    if (start.kind !== 'started') throw new Error('expected a new send');
    const result = await writeReply(deps, start.send);
    expect(result.usage.limit).toBe(600);
    expect(result.conversation.messageCount).toBe(2);
  });

  it('keeps explicit mode off for an account without adult confirmation', async () => {
    await ctx.database.db
      .update(users)
      .set({ adultConfirmedAt: null })
      .where(eq(users.id, me.user.id));
    const chat = await openChat(ctx.app, me.token, 'emma');
    const result = await sendOk(
      ctx.app,
      me.token,
      chat.id,
      "I'm ready, I want to make love with you",
    );
    expect(result.conversation.explicitMode).toBe(false);
  });
});

function depsOf(): SendDeps {
  return {
    db: ctx.database.db,
    config: ctx.config,
    clock: () => new Date(),
    engines: createReplyEngines(ctx.config, { wordDelayMs: 0 }),
    logger: ctx.app.log,
  };
}
