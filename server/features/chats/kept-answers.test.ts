import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MESSAGES_PAGE, MAX_CONVERSATIONS_PAGE } from '#common/contracts/chats';
import { asUser, registerUser, type TestUser } from '#server/test/accounts';
import {
  createSecondApp,
  createTestApp,
  type SecondApp,
  type TestApp,
} from '#server/test/test-app';
import { openChat, sendOk } from './chat-test-support';
import { findConversationListJson } from './list-repository';
import { deleteMessage, findOwnMessagesPageJson } from './message-repository';
import { clearConversation } from './repository';

/**
 * The list and the pages of messages are kept in each process and checked against the rows'
 * versions (kept-answers.ts, migration 0022). After every kind of write, made by this process,
 * by another one or by SQL by hand, the next answer must be what the database says now: the
 * same text the repositories write without anything kept.
 */

let ctx: TestApp;
let other: SecondApp;
let me: TestUser;
let sophia: string;
let emma: string;

beforeAll(async () => {
  ctx = await createTestApp({ engineTuning: { wordDelayMs: 0 } });
  other = await createSecondApp(ctx, { engineTuning: { wordDelayMs: 0 } });
  me = await registerUser(ctx.app, { email: 'kept-answers@example.com' });
  sophia = (await openChat(ctx.app, me.token, 'sophia')).id;
  emma = (await openChat(ctx.app, me.token, 'emma')).id;
});
afterAll(async () => {
  await other.close();
  await ctx.close();
});

const db = () => ctx.database.db;
const sql = (text: string, values: unknown[] = []) => ctx.database.pool.query(text, values);

/** The list as the database writes it now, nothing kept. */
const listNow = () =>
  findConversationListJson(db(), me.user.id, {
    pattern: null,
    cursor: null,
    limit: MAX_CONVERSATIONS_PAGE,
  });

/** The newest page of a conversation as the database writes it now, nothing kept. */
const pageNow = async (id: string) =>
  (
    await findOwnMessagesPageJson(db(), {
      userId: me.user.id,
      conversationId: id,
      limit: DEFAULT_MESSAGES_PAGE,
      beforeId: null,
    })
  ).body;

async function listFrom(app: TestApp['app']) {
  const response = await asUser(app, me.token, 'GET', '/api/chats');
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

async function pageFrom(app: TestApp['app'], id: string) {
  const response = await asUser(app, me.token, 'GET', `/api/chats/${id}/messages`);
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

/** Both processes answer what the database holds now, and have it kept for the next read. */
async function expectCurrent(what: string) {
  for (const [name, app] of [
    ['this process', ctx.app],
    ['the other process', other.app],
  ] as const) {
    expect(await listFrom(app), `the list in ${name} after ${what}`).toBe(await listNow());
    for (const id of [sophia, emma]) {
      expect(await pageFrom(app, id), `a page in ${name} after ${what}`).toBe(await pageNow(id));
    }
  }
}

interface Listed {
  conversations: Array<{
    id: string;
    model_name: string;
    last_message_preview: string | null;
    unread: number;
  }>;
  unreadTotal: number;
}

describe('answers kept against the rows they were written from', () => {
  it('follow every write to messages, conversations and companions, wherever it was made', async () => {
    await expectCurrent('opening two chats');

    await sendOk(ctx.app, me.token, sophia, 'Hi Sophia, what are you reading these days?');
    await expectCurrent('a send in this process');
    const listed = JSON.parse(await listFrom(other.app)) as Listed;
    expect(listed.conversations[0]!.id).toBe(sophia);
    expect(listed.unreadTotal).toBe(1);

    await sendOk(other.app, me.token, emma, 'Здравей, Ема! Как мина денят ти?');
    await expectCurrent('a send in the other process');

    const regenerated = await asUser(other.app, me.token, 'POST', `/api/chats/${emma}/regenerate`);
    expect(regenerated.statusCode, regenerated.body).toBe(200);
    await expectCurrent('a replaced reply');

    expect(
      (await asUser(other.app, me.token, 'POST', `/api/chats/${sophia}/read`)).statusCode,
    ).toBe(204);
    await expectCurrent('a read mark');
    expect((JSON.parse(await listFrom(ctx.app)) as Listed).unreadTotal).toBe(1);

    await sql(`update messages set content = 'Edited by hand' where conversation_id = $1`, [
      sophia,
    ]);
    await expectCurrent('an edit by SQL');
    const edited = JSON.parse(await listFrom(ctx.app)) as Listed;
    expect(edited.conversations.find((row) => row.id === sophia)!.last_message_preview).toBe(
      'Edited by hand',
    );
    expect(await pageFrom(ctx.app, sophia)).toContain('Edited by hand');

    await sql(
      `insert into messages (conversation_id, sender_type, content)
       select $1, 'model', 'Loaded ' || n from generate_series(1, 40) as n`,
      [emma],
    );
    await expectCurrent('a bulk insert by SQL');

    const newest = await sql(
      `select id from messages where conversation_id = $1 order by created_at desc, id desc limit 1`,
      [emma],
    );
    await deleteMessage(db(), newest.rows[0]!.id as string);
    await expectCurrent('a deleted message');

    await sql(`update ai_models set name = 'Sophie' where slug = 'sophia'`);
    await expectCurrent("a companion's new name");
    expect(
      (JSON.parse(await listFrom(other.app)) as Listed).conversations.map((row) => row.model_name),
    ).toContain('Sophie');

    await clearConversation(db(), emma);
    await expectCurrent('a cleared chat');

    await sql('truncate messages cascade');
    await expectCurrent('messages truncated by hand');

    const deleted = await asUser(other.app, me.token, 'DELETE', `/api/chats/${emma}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await listFrom(ctx.app)).toBe(await listNow());
    expect(
      (JSON.parse(await listFrom(ctx.app)) as Listed).conversations.map((row) => row.id),
    ).toEqual([sophia]);
    const gone = await asUser(ctx.app, me.token, 'GET', `/api/chats/${emma}/messages`);
    expect(gone.statusCode).toBe(404);
  });

  it("never answers another user's conversation from what was kept for its owner", async () => {
    const stranger = await registerUser(ctx.app, { email: 'kept-answers-stranger@example.com' });
    expect(await pageFrom(ctx.app, sophia)).toBe(await pageNow(sophia));
    const response = await asUser(ctx.app, stranger.token, 'GET', `/api/chats/${sophia}/messages`);
    expect(response.statusCode).toBe(404);
    const list = await asUser(ctx.app, stranger.token, 'GET', '/api/chats');
    expect(list.json()).toEqual({ conversations: [], nextCursor: null, unreadTotal: 0 });
  });
});
