import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationsResponseSchema, type ConversationSummary } from '#common/contracts/chats';
import { companions, companionMemories, conversations, messages } from '#server/db/schema';
import { asUser, registerUser, type TestUser } from '#server/test/accounts';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { openChat } from './chat-test-support';
import { insertMessage } from './message-repository';

/** "My chats": the list with previews, search and pages, and deleting a conversation. */

let ctx: TestApp;
let me: TestUser;
let other: TestUser;
const ids: Record<string, string> = {};

/** Stores a message at a given time (so the order of the list is known) and counts it. */
async function storeAt(slug: string, sender: 'user' | 'model', content: string, at: string) {
  const conversationId = ids[slug]!;
  const row = await insertMessage(ctx.database.db, { conversationId, senderType: sender, content });
  await ctx.database.db
    .update(messages)
    .set({ createdAt: new Date(at) })
    .where(eq(messages.id, row.id));
  await ctx.database.db
    .update(conversations)
    .set({ lastMessageAt: new Date(at), messageCount: sql`${conversations.messageCount} + 1` })
    .where(eq(conversations.id, conversationId));
}

async function list(token: string, query = '') {
  const response = await asUser(ctx.app, token, 'GET', `/api/chats${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return conversationsResponseSchema.parse(response.json());
}

const slugs = (rows: readonly ConversationSummary[]) => rows.map((row) => row.model_slug);

beforeAll(async () => {
  ctx = await createTestApp({ engineTuning: { wordDelayMs: 0 } });
  me = await registerUser(ctx.app, { email: 'my-chats@example.com' });
  other = await registerUser(ctx.app, { email: 'not-mine@example.com' });
  for (const slug of ['sophia', 'emma', 'maya']) {
    ids[slug] = (await openChat(ctx.app, me.token, slug)).id;
  }
  // A premium companion's conversation, kept from when the user had premium.
  const [isabelle] = await ctx.database.db
    .select({ id: companions.id })
    .from(companions)
    .where(eq(companions.slug, 'isabelle'));
  const [kept] = await ctx.database.db
    .insert(conversations)
    .values({ userId: me.user.id, companionId: isabelle!.id })
    .returning({ id: conversations.id });
  ids.isabelle = kept!.id;
  await storeAt('sophia', 'user', 'I love hiking in the Rila mountains', '2020-01-10T10:00:00Z');
  await storeAt('sophia', 'model', 'Rila is beautiful in autumn!', '2020-01-10T10:00:05Z');
  await storeAt('emma', 'user', 'Tell me about 100% dark chocolate', '2020-01-12T09:00:00Z');
  await storeAt('maya', 'user', `${'Long story. '.repeat(30)}The end.`, '2020-01-11T08:00:00Z');
  // Isabelle has no message yet: listed by when it was opened (now, so first).
  const theirs = await openChat(ctx.app, other.token, 'sophia');
  ids.theirs = theirs.id;
});
afterAll(() => ctx.close());

describe('GET /api/chats', () => {
  it('lists own conversations, newest activity first, with the start of the last message', async () => {
    const page = await list(me.token);
    expect(slugs(page.conversations)).toEqual(['isabelle', 'emma', 'maya', 'sophia']);
    expect(page.nextCursor).toBeNull();
    const [isabelle, emma, maya, sophia] = page.conversations;
    expect(isabelle).toMatchObject({ last_message_preview: null, last_message_sender: null });
    expect(emma).toMatchObject({
      last_message_preview: 'Tell me about 100% dark chocolate',
      last_message_sender: 'user',
    });
    expect(sophia).toMatchObject({
      last_message_preview: 'Rila is beautiful in autumn!',
      last_message_sender: 'model',
      model_name: 'Sophia',
    });
    expect(maya!.last_message_preview).toHaveLength(140);
    expect(maya!.last_message_preview).toMatch(/^Long story\. /);
  });

  it('pages with limit and nextCursor without repeating or skipping a conversation', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await list(me.token, `?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...slugs(page.conversations));
      cursor = page.nextCursor;
      if (cursor) expect(cursor).toBe(page.conversations.at(-1)!.id);
      pages += 1;
    } while (cursor);
    expect(pages).toBe(2);
    expect(seen).toEqual(['isabelle', 'emma', 'maya', 'sophia']);
  });

  it("finds by the companion's name in either language or by words of any message", async () => {
    expect(slugs((await list(me.token, '?q=EMM')).conversations)).toEqual(['emma']);
    const bgName = (await list(me.token)).conversations.find(
      (row) => row.model_slug === 'maya',
    )!.model_name_bg;
    expect(slugs((await list(me.token, `?q=${encodeURIComponent(bgName)}`)).conversations)).toEqual(
      ['maya'],
    );
    // An earlier message counts, not only the last one.
    expect(slugs((await list(me.token, '?q=rila%20mountains')).conversations)).toEqual(['sophia']);
    // % and _ are letters, not wildcards.
    expect(slugs((await list(me.token, '?q=100%25')).conversations)).toEqual(['emma']);
    expect((await list(me.token, '?q=%25%25%25')).conversations).toEqual([]);
    expect((await list(me.token, '?q=_')).conversations).toEqual([]);
    // Blank is everything.
    expect((await list(me.token, '?q=%20%20')).conversations).toHaveLength(4);
  });

  it("never lists or searches another user's conversations", async () => {
    expect(slugs((await list(other.token)).conversations)).toEqual(['sophia']);
    expect((await list(other.token, '?q=rila')).conversations).toEqual([]);
  });

  it('answers 400 for a bad limit, cursor or a search over 100 characters; 404 for a cursor not of yours', async () => {
    for (const query of [
      'limit=0',
      'limit=101',
      'limit=x',
      'cursor=nope',
      `q=${'a'.repeat(101)}`,
    ]) {
      const response = await asUser(ctx.app, me.token, 'GET', `/api/chats?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    const response = await asUser(ctx.app, me.token, 'GET', `/api/chats?cursor=${ids.theirs}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});

describe('DELETE /api/chats/:id', () => {
  it('deletes the conversation and its messages, keeping what she remembers by default', async () => {
    const memory = await asUser(ctx.app, me.token, 'POST', `/api/chats/${ids.emma}/memories`, {
      content: 'Likes dark chocolate',
    });
    expect(memory.statusCode, memory.body).toBe(201);
    const response = await asUser(ctx.app, me.token, 'DELETE', `/api/chats/${ids.emma}`);
    expect(response.statusCode).toBe(204);
    expect(slugs((await list(me.token)).conversations)).toEqual(['isabelle', 'maya', 'sophia']);
    const left = await ctx.database.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, ids.emma!));
    expect(left).toEqual([]);
    expect(
      (await ctx.database.db.select().from(companionMemories)).map((row) => row.content),
    ).toContain('Likes dark chocolate');
    // Gone: a second delete and a read are 404; opening a chat with her starts a new one.
    expect((await asUser(ctx.app, me.token, 'DELETE', `/api/chats/${ids.emma}`)).statusCode).toBe(
      404,
    );
    const reopened = await openChat(ctx.app, me.token, 'emma');
    expect(reopened.id).not.toBe(ids.emma);
    expect(reopened.message_count).toBe(0);
  });

  it('forgets what she remembers too with keepMemories=false', async () => {
    const added = await asUser(ctx.app, me.token, 'POST', `/api/chats/${ids.maya}/memories`, {
      content: 'Tells long stories',
    });
    expect(added.statusCode).toBe(201);
    const response = await asUser(
      ctx.app,
      me.token,
      'DELETE',
      `/api/chats/${ids.maya}?keepMemories=false`,
    );
    expect(response.statusCode).toBe(204);
    expect(
      (await ctx.database.db.select().from(companionMemories)).map((row) => row.content),
    ).not.toContain('Tells long stories');
  });

  it('answers 409 while a reply is being written, and deletes nothing', async () => {
    await ctx.database.db
      .update(conversations)
      .set({ replyPendingSince: new Date() })
      .where(eq(conversations.id, ids.sophia!));
    const response = await asUser(ctx.app, me.token, 'DELETE', `/api/chats/${ids.sophia}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('CONFLICT');
    expect(slugs((await list(me.token)).conversations)).toContain('sophia');
    await ctx.database.db
      .update(conversations)
      .set({ replyPendingSince: null })
      .where(eq(conversations.id, ids.sophia!));
  });

  it("answers 404 for another user's conversation and 400 for a bad keepMemories", async () => {
    const theirs = await asUser(ctx.app, me.token, 'DELETE', `/api/chats/${ids.theirs}`);
    expect(theirs.statusCode).toBe(404);
    expect(slugs((await list(other.token)).conversations)).toEqual(['sophia']);
    const bad = await asUser(
      ctx.app,
      me.token,
      'DELETE',
      `/api/chats/${ids.isabelle}?keepMemories=no`,
    );
    expect(bad.statusCode).toBe(400);
  });
});
