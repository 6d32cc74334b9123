import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoriesResponseSchema, type Memory } from '#common/contracts/memories';
import { companionMemories } from '#server/db/schema';
import { asUser, createTestClock, registerUser, type TestUser } from '#server/test/accounts';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { openChat, sendOk } from '#server/features/chats/chat-test-support';
import { rememberFromMessage } from './service';

const HOUR = 3_600_000;
const clock = createTestClock(new Date());
let ctx: TestApp;
let me: TestUser;

beforeAll(async () => {
  ctx = await createTestApp({ clock: clock.now, engineTuning: { wordDelayMs: 0 } });
  me = await registerUser(ctx.app, { email: 'remembered@example.com', firstName: 'Sam' });
});
afterAll(() => ctx.close());

async function memoriesOf(chatId: string, token = me.token): Promise<Memory[]> {
  const response = await asUser(ctx.app, token, 'GET', `/api/chats/${chatId}/memories`);
  expect(response.statusCode).toBe(200);
  return memoriesResponseSchema.parse(response.json()).memories;
}

/** Moves the memories' time back, as if they were told `hours` ago. */
async function toldHoursAgo(chatId: string, hours: number) {
  for (const memory of await memoriesOf(chatId)) {
    const at = new Date(new Date(memory.updated_at).getTime() - hours * HOUR);
    await ctx.database.db
      .update(companionMemories)
      .set({ createdAt: at, updatedAt: at })
      .where(eq(companionMemories.id, memory.id));
  }
}

describe('remembering what the user tells', () => {
  it('remembers facts from a sent message with the message they came from', async () => {
    const chat = await openChat(ctx.app, me.token, 'sophia');
    const sent = await sendOk(
      ctx.app,
      me.token,
      chat.id,
      'I have a job interview tomorrow. I live in Sofia, do you like it there?',
    );
    const memories = await memoriesOf(chat.id);
    expect(memories.map((memory) => [memory.kind, memory.content]).sort()).toEqual(
      [
        ['location', 'Lives in Sofia'],
        ['plan', 'Has a job interview tomorrow'],
      ].sort(),
    );
    for (const memory of memories) {
      expect(memory.source).toMatchObject({ message_id: sent.userMessage.id, origin: 'chat' });
    }
    expect(memories.find((memory) => memory.kind === 'plan')?.source.excerpt).toBe(
      'I have a job interview tomorrow',
    );

    // A new city replaces the old one (same memory, new source).
    const moved = await sendOk(ctx.app, me.token, chat.id, 'Actually I just moved to Berlin');
    const location = (await memoriesOf(chat.id)).filter((memory) => memory.kind === 'location');
    expect(location).toEqual([
      expect.objectContaining({
        content: 'Lives in Berlin',
        source: expect.objectContaining({ message_id: moved.userMessage.id }),
      }),
    ]);
  });

  it('asks how the plan went once its time has come', async () => {
    const chat = await openChat(ctx.app, me.token, 'maya');
    await sendOk(ctx.app, me.token, chat.id, 'I have a job interview tomorrow');
    const sameDay = await sendOk(ctx.app, me.token, chat.id, 'What are you reading these days?');
    expect(sameDay.aiMessage.content).not.toMatch(/how did the job interview go/iu);

    await toldHoursAgo(chat.id, 20);
    const later = await sendOk(ctx.app, me.token, chat.id, 'What are you up to today?');
    expect(later.aiMessage.content).toMatch(/how did the job interview go\?/iu);
    const after = await sendOk(ctx.app, me.token, chat.id, 'Tell me something fun');
    expect(after.aiMessage.content).not.toMatch(/interview/iu);
  });

  it('does not "remember" a fact in her answer to the message that tells it', async () => {
    // A user of its own with Sophia: with this history and message her reply would otherwise
    // say "You told me you love hiking in the mountains, I remember." (the seed is fixed).
    const teller = await registerUser(ctx.app, { email: 'hiker@example.com', firstName: 'Alex' });
    const chat = await openChat(ctx.app, teller.token, 'sophia');
    const told = await sendOk(ctx.app, teller.token, chat.id, 'I love hiking in the mountains');
    expect(await memoriesOf(chat.id, teller.token)).toEqual([
      expect.objectContaining({ kind: 'like', content: expect.stringMatching(/hiking/iu) }),
    ]);
    expect(told.aiMessage.content).not.toMatch(/you told me|I remember|I haven’t forgotten/iu);
  });

  it('back after a pause, her first reply recaps last time, in Bulgarian too', async () => {
    const chat = await openChat(ctx.app, me.token, 'emma');
    await sendOk(ctx.app, me.token, chat.id, 'Утре имам интервю за работа');
    clock.advance(20 * HOUR);
    try {
      const back = await sendOk(ctx.app, me.token, chat.id, 'Здрасти!');
      expect(back.aiMessage.content).toMatch(/последния/iu);
      expect(back.aiMessage.content).toMatch(/интервюто/u);
      expect(back.aiMessage.content).toMatch(/как мина/iu);
    } finally {
      clock.advance(-20 * HOUR);
    }
    const next = await sendOk(ctx.app, me.token, chat.id, 'Добре съм, а ти?');
    expect(next.aiMessage.content).not.toMatch(/последния път/iu);
  });

  it('clearing the conversation keeps the memories unless asked not to', async () => {
    const other = await registerUser(ctx.app, { email: 'clearing@example.com' });
    const chat = await openChat(ctx.app, other.token, 'sophia');
    await sendOk(ctx.app, other.token, chat.id, 'My dog Max is sleeping on my feet');
    const bad = await asUser(
      ctx.app,
      other.token,
      'DELETE',
      `/api/chats/${chat.id}/messages?keepMemories=maybe`,
    );
    expect(bad.statusCode).toBe(400);
    expect(await memoriesOf(chat.id, other.token)).toHaveLength(1);

    const kept = await asUser(ctx.app, other.token, 'DELETE', `/api/chats/${chat.id}/messages`);
    expect(kept.statusCode).toBe(204);
    const [memory] = await memoriesOf(chat.id, other.token);
    expect(memory).toMatchObject({
      content: 'Has a dog named Max',
      source: { message_id: null, excerpt: 'My dog Max is sleeping on my feet', origin: 'chat' },
    });

    const forgotten = await asUser(
      ctx.app,
      other.token,
      'DELETE',
      `/api/chats/${chat.id}/messages?keepMemories=false`,
    );
    expect(forgotten.statusCode).toBe(204);
    expect(await memoriesOf(chat.id, other.token)).toEqual([]);
  });

  it('puts the memories in the data export', async () => {
    const response = await asUser(ctx.app, me.token, 'GET', '/api/users/me/export');
    expect(response.statusCode).toBe(200);
    const { memories } = response.json() as { memories: Array<Record<string, unknown>> };
    expect(memories).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          companion: 'Sophia',
          kind: 'location',
          content: 'Lives in Berlin',
          origin: 'chat',
          sourceExcerpt: 'Actually I just moved to Berlin',
        }),
      ]),
    );
  });

  it('never fails the send when remembering fails', async () => {
    const warnings: string[] = [];
    const changed = await rememberFromMessage(
      ctx.database.db,
      clock.now,
      { warn: (_details, message) => warnings.push(message) },
      {
        userId: me.user.id,
        companionId: randomUUID(), // no such companion: the insert fails
        conversationId: randomUUID(),
        messageId: randomUUID(),
        content: 'I live in Sofia',
      },
    );
    expect(changed).toBe(0);
    expect(warnings).toEqual(['Could not remember facts from a message']);
  });
});
