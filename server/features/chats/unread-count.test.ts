import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { asUser, registerUser, type TestUser } from '#server/test/accounts';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { openChat, sendOk } from './chat-test-support';
import { clearConversation } from './repository';
import { deleteMessage, rewriteMessage } from './message-repository';

/**
 * The kept unread count (conversations.unread_count, migration 0021) against what it stands
 * for, counted from the messages: companion messages newer than the read mark. Each write path
 * the app has (a reply, a bulk load, a replaced reply, a cleared chat, an edit, a read mark,
 * writes racing a read mark) must leave the two equal.
 */

let ctx: TestApp;
let me: TestUser;

beforeAll(async () => {
  ctx = await createTestApp({ engineTuning: { wordDelayMs: 0 } });
  me = await registerUser(ctx.app, { email: 'unread-count@example.com' });
});
afterAll(() => ctx.close());

const RECOUNT = `
  select c.id, c.unread_count as kept,
    (select count(*)::int from messages m
     where m.conversation_id = c.id and m.sender_type = 'model'
       and m.created_at > c.last_read_at) as counted
  from conversations c`;

/** Every conversation's kept count next to its recount. */
async function counts(): Promise<{ id: string; kept: number; counted: number }[]> {
  return (await ctx.database.pool.query(RECOUNT)).rows;
}

async function expectKeptEqualsCounted() {
  for (const row of await counts()) expect(row.kept, `conversation ${row.id}`).toBe(row.counted);
}

async function keptOf(id: string) {
  const row = (await counts()).find((each) => each.id === id)!;
  expect(row.kept).toBe(row.counted);
  return row.kept;
}

const markRead = (id: string) => asUser(ctx.app, me.token, 'POST', `/api/chats/${id}/read`);

/** `count` messages in one statement, alternating user and companion, `agoSeconds` old. */
async function bulkInsert(id: string, count: number, agoSeconds: number) {
  await ctx.database.pool.query(
    `insert into messages (conversation_id, sender_type, content, created_at)
     select $1, case when n % 2 = 0 then 'model' else 'user' end, 'bulk ' || n,
            now() - make_interval(secs => $3) + make_interval(secs => n / 1000.0)
     from generate_series(1, $2::int) as n`,
    [id, count, agoSeconds],
  );
}

describe('the kept unread count', () => {
  it('follows replies, bulk loads, a replaced reply, an edit, a clear and a read mark', async () => {
    const sophia = await openChat(ctx.app, me.token, 'sophia');
    expect(await keptOf(sophia.id)).toBe(0);

    await sendOk(ctx.app, me.token, sophia.id, 'Hi Sophia, what are you reading?');
    expect(await keptOf(sophia.id)).toBe(1);

    // Older than the read mark: read already. Newer: 150 of 300 are hers.
    await bulkInsert(sophia.id, 40, 3_600);
    expect(await keptOf(sophia.id)).toBe(1);
    await ctx.database.pool.query(
      `update conversations set last_read_at = now() - interval '2 hours' where id = $1`,
      [sophia.id],
    );
    expect(await keptOf(sophia.id)).toBe(21);
    await markRead(sophia.id);
    expect(await keptOf(sophia.id)).toBe(0);
    await bulkInsert(sophia.id, 300, -60);
    expect(await keptOf(sophia.id)).toBe(150);

    // A companion message replaced (regenerate deletes the old reply).
    const { rows } = await ctx.database.pool.query<{ id: string }>(
      `select id from messages where conversation_id = $1 and sender_type = 'model'
       order by created_at desc limit 1`,
      [sophia.id],
    );
    await deleteMessage(ctx.database.db, rows[0]!.id);
    expect(await keptOf(sophia.id)).toBe(149);

    // Edits of the text change nothing; moving a message across the mark does.
    await ctx.database.pool.query(
      `update messages set content = content || ' (edited)' where conversation_id = $1`,
      [sophia.id],
    );
    expect(await keptOf(sophia.id)).toBe(149);
    await ctx.database.pool.query(
      `update messages set created_at = created_at - interval '1 day'
       where conversation_id = $1 and content in ('bulk 2 (edited)', 'bulk 4 (edited)')`,
      [sophia.id],
    );
    expect(await keptOf(sophia.id)).toBe(147);

    await clearConversation(ctx.database.db, sophia.id);
    expect(await keptOf(sophia.id)).toBe(0);
    await expectKeptEqualsCounted();
  });

  it('keeps each conversation to its own count when one statement writes to several', async () => {
    const emma = await openChat(ctx.app, me.token, 'emma');
    const maya = await openChat(ctx.app, me.token, 'maya');
    await ctx.database.pool.query(
      `insert into messages (conversation_id, sender_type, content, created_at)
       select c, 'model', 'hello', now() + make_interval(secs => n)
       from unnest($1::uuid[]) as c, generate_series(1, 3) as n`,
      [[emma.id, maya.id, maya.id]],
    );
    expect(await keptOf(emma.id)).toBe(3);
    expect(await keptOf(maya.id)).toBe(6);
    await ctx.database.pool.query(`delete from messages where conversation_id = any($1::uuid[])`, [
      [emma.id, maya.id],
    ]);
    expect(await keptOf(emma.id)).toBe(0);
    expect(await keptOf(maya.id)).toBe(0);
  });

  it('writes each conversation row once per statement, an edit included (messages_version + 1)', async () => {
    const lena = await openChat(ctx.app, me.token, 'emma');
    const nora = await openChat(ctx.app, me.token, 'maya');
    await bulkInsert(lena.id, 4, -60);
    await bulkInsert(nora.id, 4, -60);
    const versions = async () =>
      (
        await ctx.database.pool.query<{ id: string; v: string }>(
          `select id, messages_version as v from conversations where id = any($1::uuid[])`,
          [[lena.id, nora.id]],
        )
      ).rows.reduce<Record<string, number>>(
        (all, row) => ({ ...all, [row.id]: Number(row.v) }),
        {},
      );
    const before = await versions();
    const { rows } = await ctx.database.pool.query<{ id: string }>(
      `select id from messages where conversation_id = $1 order by created_at limit 1`,
      [lena.id],
    );
    await rewriteMessage(ctx.database.db, rows[0]!.id, 'edited');
    expect(await versions()).toEqual({ ...before, [lena.id]: before[lena.id]! + 1 });

    // One statement over both conversations, and one that moves a message from one to the
    // other: each touched conversation moves on once, its count still right.
    await ctx.database.pool.query(
      `update messages set content = content || '!' where conversation_id = any($1::uuid[])`,
      [[lena.id, nora.id]],
    );
    await ctx.database.pool.query(
      `update messages set conversation_id = $2
       where id = (select id from messages where conversation_id = $1 and sender_type = 'model'
                   order by created_at desc limit 1)`,
      [lena.id, nora.id],
    );
    expect(await versions()).toEqual({
      [lena.id]: before[lena.id]! + 3,
      [nora.id]: before[nora.id]! + 2,
    });
    expect(await keptOf(lena.id)).toBe(1);
    expect(await keptOf(nora.id)).toBe(3);
  });

  it('stays equal to the recount when companion messages race read marks', async () => {
    const maya = await openChat(ctx.app, me.token, 'maya');
    // Separate connections, so the writes really interleave in PostgreSQL.
    const writers = new pg.Pool({ connectionString: ctx.database.url, max: 6 });
    try {
      const writes = [];
      for (let round = 0; round < 120; round += 1) {
        writes.push(
          writers.query(
            `insert into messages (conversation_id, sender_type, content)
             values ($1, 'model', 'race ' || $2::text)`,
            [maya.id, round],
          ),
        );
        if (round % 4 === 0) {
          writes.push(
            writers.query(
              `update conversations set last_read_at = greatest(last_read_at, now())
               where id = $1`,
              [maya.id],
            ),
          );
        }
      }
      await Promise.all(writes);
    } finally {
      await writers.end();
    }
    await expectKeptEqualsCounted();
  });

  it('goes with its conversation when the conversation or its user is deleted', async () => {
    const other = await registerUser(ctx.app, { email: 'unread-count-gone@example.com' });
    const chat = await openChat(ctx.app, other.token, 'sophia');
    await sendOk(ctx.app, other.token, chat.id, 'Hello there');
    const deleted = await asUser(ctx.app, other.token, 'DELETE', `/api/chats/${chat.id}`);
    expect(deleted.statusCode).toBe(204);
    const again = await openChat(ctx.app, other.token, 'sophia');
    await sendOk(ctx.app, other.token, again.id, 'Hello again');
    await ctx.database.pool.query('delete from users where id = $1', [other.user.id]);
    await expectKeptEqualsCounted();
  });
});
