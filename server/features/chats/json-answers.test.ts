import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationsResponseSchema, messagesPageSchema } from '#common/contracts/chats';
import { companions, conversations, messages } from '#server/db/schema';
import { mediaUrl } from '#server/features/media';
import { asUser, registerUser, type TestUser } from '#server/test/accounts';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { openChat } from './chat-test-support';
import { findMessagesOf } from './message-repository';
import { toMessage } from './view';

/**
 * A page of messages and the conversation list are JSON text that PostgreSQL writes
 * (message-repository.ts, list-repository.ts). A message must say exactly what the app's own
 * view of it says (view.ts, what a send answers), whatever it holds; the list's rows what the
 * contract says of the stored rows.
 */

let ctx: TestApp;
let me: TestUser;
let other: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  me = await registerUser(ctx.app, { email: 'json-page@example.com' });
  other = await registerUser(ctx.app, { email: 'json-page-other@example.com' });
});
afterAll(() => ctx.close());

const TRICKY = [
  'She said "hi" \\ and left',
  'two\nlines\tand a tab\r\n',
  'control \u0001\u001f and DEL \u007f',
  'Здравей, как си? Ще се видим утре.',
  'emoji 😀👩‍❤️‍👨 and </script><script>alert(1)</script>',
  '\u2028line separator\u2029',
  '{"not":"json"}',
];

/** Stores `content` at an exact time (microseconds and all) in the conversation. */
async function store(conversationId: string, content: string, at: string, sender = 'user') {
  await ctx.database.db.insert(messages).values({
    conversationId,
    senderType: sender as 'user' | 'model',
    content,
    createdAt: sql`${at}::timestamptz`,
  });
}

async function page(token: string, conversationId: string, query = '') {
  return asUser(ctx.app, token, 'GET', `/api/chats/${conversationId}/messages${query}`);
}

describe('a page of messages as PostgreSQL writes it', () => {
  it('says what the app’s own view says of every message, escapes and all', async () => {
    const chat = await openChat(ctx.app, me.token, 'emma');
    for (const [index, content] of TRICKY.entries()) {
      await store(chat.id, content, `2026-03-01 12:00:0${index}.12345${index}+00`, 'model');
    }
    const response = await page(me.token, chat.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = messagesPageSchema.parse(response.json());
    const stored = await findMessagesOf(ctx.database.db, chat.id);
    expect(body).toEqual({ messages: stored.map(toMessage), nextCursor: null });
    expect(body.messages.map((message) => message.content)).toEqual(TRICKY);
    // Compact: the same bytes JSON.stringify writes.
    expect(response.body).toBe(JSON.stringify(response.json()));
  });

  it('writes times in UTC with milliseconds truncated, as toISOString does', async () => {
    const chat = await openChat(ctx.app, me.token, 'maya');
    await store(chat.id, 'late', '2026-12-31 23:59:59.999999+00');
    await store(chat.id, 'offset', '2027-01-01 02:00:00.0005+02');
    await store(chat.id, 'whole', '2027-01-01 00:00:01+00');
    const body = messagesPageSchema.parse((await page(me.token, chat.id)).json());
    expect(body.messages.map((message) => [message.content, message.created_at])).toEqual([
      ['late', '2026-12-31T23:59:59.999Z'],
      ['offset', '2027-01-01T00:00:00.000Z'],
      ['whole', '2027-01-01T00:00:01.000Z'],
    ]);
  });

  it('gives a cursor only when older messages exist, and the empty page of an empty chat', async () => {
    const chat = await openChat(ctx.app, me.token, 'sophia');
    const empty = await page(me.token, chat.id);
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toBe('{"messages":[],"nextCursor":null}');

    for (let second = 0; second < 4; second += 1) {
      await store(chat.id, `m${second}`, `2026-05-05 10:00:0${second}+00`);
    }
    const exact = messagesPageSchema.parse((await page(me.token, chat.id, '?limit=4')).json());
    expect(exact.messages.map((message) => message.content)).toEqual(['m0', 'm1', 'm2', 'm3']);
    expect(exact.nextCursor).toBeNull();

    const newer = messagesPageSchema.parse((await page(me.token, chat.id, '?limit=3')).json());
    expect(newer.messages.map((message) => message.content)).toEqual(['m1', 'm2', 'm3']);
    expect(newer.nextCursor).toBe(newer.messages[0]!.id);
    const older = messagesPageSchema.parse(
      (await page(me.token, chat.id, `?limit=3&before=${newer.nextCursor}`)).json(),
    );
    expect(older).toEqual({
      messages: [expect.objectContaining({ content: 'm0' })],
      nextCursor: null,
    });
  });

  it('shows nothing of a conversation to another user: 404, not an empty page', async () => {
    const chat = await openChat(ctx.app, me.token, 'emma');
    const response = await page(other.token, chat.id);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('messages');
  });
});

describe('the conversation list as PostgreSQL writes it', () => {
  it('writes each row as the contract says: escapes, times, avatars and unread counts', async () => {
    const writer = await registerUser(ctx.app, { email: 'json-list@example.com' });
    const withAvatar = await openChat(ctx.app, writer.token, 'emma');
    const withoutAvatar = await openChat(ctx.app, writer.token, 'sophia');
    await ctx.database.db
      .update(companions)
      .set({ avatarMediaId: null })
      .where(eq(companions.slug, 'sophia'));
    await store(withAvatar.id, TRICKY[0]!, '2026-06-01 08:00:00.987654+00', 'model');
    await store(withAvatar.id, TRICKY[4]!, '2026-06-01 08:00:01.5+00', 'model');
    await store(withoutAvatar.id, 'Здравей! 👋', '2026-06-01 07:00:00+00', 'user');
    // What the list orders and dates by: the conversation's latest activity.
    await ctx.database.db
      .update(conversations)
      .set({
        lastMessageAt: sql`'2026-06-01 08:00:01.5+00'::timestamptz`,
        lastReadAt: sql`'2000-01-01'`,
      })
      .where(eq(conversations.id, withAvatar.id));
    await ctx.database.db
      .update(conversations)
      .set({ lastMessageAt: sql`'2026-06-01 07:00:00.000999+00'::timestamptz` })
      .where(eq(conversations.id, withoutAvatar.id));

    const response = await asUser(ctx.app, writer.token, 'GET', '/api/chats');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(JSON.stringify(response.json()));
    const list = conversationsResponseSchema.parse(response.json());
    const [emma] = await ctx.database.db
      .select({ id: companions.id, avatar: companions.avatarMediaId })
      .from(companions)
      .where(eq(companions.slug, 'emma'));
    expect(list).toEqual({
      conversations: [
        expect.objectContaining({
          id: withAvatar.id,
          model_id: emma!.id,
          model_slug: 'emma',
          model_avatar: mediaUrl(emma!.avatar!),
          last_message_at: '2026-06-01T08:00:01.500Z',
          last_message_preview: TRICKY[4],
          last_message_sender: 'model',
          unread: 2,
        }),
        expect.objectContaining({
          id: withoutAvatar.id,
          model_slug: 'sophia',
          model_avatar: '',
          last_message_at: '2026-06-01T07:00:00.000Z',
          last_message_preview: 'Здравей! 👋',
          last_message_sender: 'user',
          unread: 0,
        }),
      ],
      nextCursor: null,
      unreadTotal: 2,
    });
  });
});
