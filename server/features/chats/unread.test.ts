import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationsResponseSchema } from '#common/contracts/chats';
import { conversations } from '#server/db/schema';
import { asUser, registerUser, type TestUser } from '#server/test/accounts';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { openChat, sendOk } from './chat-test-support';
import { insertMessage } from './message-repository';

/** Unread marks: the companion's messages since the user last opened the chat. */

let ctx: TestApp;
let me: TestUser;
let other: TestUser;

beforeAll(async () => {
  ctx = await createTestApp({ engineTuning: { wordDelayMs: 0 } });
  me = await registerUser(ctx.app, { email: 'unread@example.com' });
  other = await registerUser(ctx.app, { email: 'unread-other@example.com' });
});
afterAll(() => ctx.close());

async function list(token: string, query = '') {
  const response = await asUser(ctx.app, token, 'GET', `/api/chats${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return conversationsResponseSchema.parse(response.json());
}

const unreadOf = async (id: string) =>
  (await list(me.token)).conversations.find((row) => row.id === id)!.unread;

const markRead = (token: string, id: string) =>
  asUser(ctx.app, token, 'POST', `/api/chats/${id}/read`);

describe('unread companion messages', () => {
  it('start at none, count her replies but not the user’s messages, and clear on read', async () => {
    const sophia = await openChat(ctx.app, me.token, 'sophia');
    expect(await unreadOf(sophia.id)).toBe(0);
    expect((await list(me.token)).unreadTotal).toBe(0);

    await sendOk(ctx.app, me.token, sophia.id, 'Hi Sophia, how are you?');
    await sendOk(ctx.app, me.token, sophia.id, 'What do you like to read?');
    expect(await unreadOf(sophia.id)).toBe(2);

    const read = await markRead(me.token, sophia.id);
    expect(read.statusCode).toBe(204);
    expect(await unreadOf(sophia.id)).toBe(0);
    expect((await list(me.token)).unreadTotal).toBe(0);
  });

  it('counts a message she writes first (no user message before it), across conversations', async () => {
    const emma = await openChat(ctx.app, me.token, 'emma');
    const maya = await openChat(ctx.app, me.token, 'maya');
    // What the follow-up engine stores: a companion message with nothing to answer.
    await insertMessage(ctx.database.db, {
      conversationId: emma.id,
      senderType: 'model',
      content: 'How did the exam go?',
    });
    await insertMessage(ctx.database.db, {
      conversationId: maya.id,
      senderType: 'model',
      content: 'I missed you!',
    });
    await insertMessage(ctx.database.db, {
      conversationId: maya.id,
      senderType: 'model',
      content: 'Are you there?',
    });
    const page = await list(me.token);
    expect(page.conversations.find((row) => row.id === emma.id)!.unread).toBe(1);
    expect(page.conversations.find((row) => row.id === maya.id)!.unread).toBe(2);
    expect(page.unreadTotal).toBe(3);
    // The total covers every conversation, whatever the page or the search shows.
    const onePage = await list(me.token, '?limit=1&q=emma');
    expect(onePage.conversations.map((row) => row.id)).toEqual([emma.id]);
    expect(onePage.unreadTotal).toBe(3);
    // A search that finds nothing and a page past the last conversation still carry it.
    const nothingFound = await list(me.token, '?q=no-such-words-anywhere');
    expect(nothingFound.conversations).toEqual([]);
    expect(nothingFound.unreadTotal).toBe(3);
    const last = page.conversations.at(-1)!;
    const pastTheEnd = await list(me.token, `?cursor=${last.id}`);
    expect(pastTheEnd.conversations).toEqual([]);
    expect(pastTheEnd.unreadTotal).toBe(3);

    await markRead(me.token, maya.id);
    const after = await list(me.token);
    expect(after.conversations.find((row) => row.id === maya.id)!.unread).toBe(0);
    expect(after.conversations.find((row) => row.id === emma.id)!.unread).toBe(1);
    expect(after.unreadTotal).toBe(1);
  });

  it('never moves the read mark back', async () => {
    const chat = await openChat(ctx.app, me.token, 'emma');
    await markRead(me.token, chat.id);
    const [before] = await ctx.database.db
      .select({ at: conversations.lastReadAt })
      .from(conversations)
      .where(eq(conversations.id, chat.id));
    const future = new Date(Date.now() + 60_000);
    await ctx.database.db
      .update(conversations)
      .set({ lastReadAt: future })
      .where(eq(conversations.id, chat.id));
    await markRead(me.token, chat.id);
    const [after] = await ctx.database.db
      .select({ at: conversations.lastReadAt })
      .from(conversations)
      .where(eq(conversations.id, chat.id));
    expect(after!.at.getTime()).toBe(future.getTime());
    expect(before!.at.getTime()).toBeLessThan(future.getTime());
  });

  it('answers 404 for another user’s conversation or an unknown one, and changes nothing', async () => {
    const mine = (await list(me.token)).unreadTotal;
    const theirs = await openChat(ctx.app, other.token, 'sophia');
    await sendOk(ctx.app, other.token, theirs.id, 'Hello there');
    const refused = await markRead(me.token, theirs.id);
    expect(refused.statusCode).toBe(404);
    expect((await list(other.token)).conversations[0]!.unread).toBe(1);
    expect((await markRead(me.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await markRead(me.token, 'not-a-uuid')).statusCode).toBe(400);
    // Their unread messages never show in my total.
    expect((await list(me.token)).unreadTotal).toBe(mine);
  });

  it('needs a signed-in user', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/chats/00000000-0000-4000-8000-000000000000/read',
    });
    expect(response.statusCode).toBe(401);
  });
});
