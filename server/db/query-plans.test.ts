import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, PASSWORD, registerUser, type TestUser } from '#server/test/accounts';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { conversations, users } from './schema';

/**
 * Every query the main routes make, planned by PostgreSQL over tables of realistic size: a
 * sequential scan of a big table is a missing index (or a query that cannot use one), and the
 * cost of that route then grows with the table. The routes run for real (app.inject) with the
 * pg client's queries recorded; each recorded statement is then EXPLAINed with its own values.
 * A whole-table scan that is the point of a query (an admin count) is allowed below, by name,
 * with the reason.
 */

/** A table with at least this many rows (after ANALYZE) is big: it must not be scanned. */
const BIG_TABLE_ROWS = 1_000;

/**
 * Sequential scans that are the right plan, by route label and table. Everything else fails.
 */
const ALLOWED_SCANS: Array<{ route: RegExp; table: string; reason: string }> = [
  {
    route: /^GET \/api\/admin\/overview/,
    table: 'users',
    reason: 'the overview counts every user, and the sign-ups of the last 30 days per day',
  },
  {
    route: /^GET \/api\/admin\/overview/,
    table: 'conversations',
    reason: 'the overview counts every conversation',
  },
  {
    route: /^GET \/api\/admin\/overview/,
    table: 'subscriptions',
    reason: 'the overview counts the distinct premium users over every subscription',
  },
  {
    route: /^GET \/api\/admin\/overview/,
    table: 'ticket_messages',
    reason: 'the average first response time is over every ticket that has an answer',
  },
  {
    route: /^GET \/api\/admin\/overview/,
    table: 'support_tickets',
    reason: 'the average response and resolution times are over every answered or resolved ticket',
  },
  {
    route: /^GET \/api\/models\?search=/,
    table: 'ai_models',
    reason:
      'a substring search (ILIKE %text%) over six texts in two languages: no b-tree serves it',
  },
  {
    route: /^GET \/api\/admin\/users\?search=/,
    table: 'users',
    reason:
      'a substring search (ILIKE %text%) over e-mail, username and name: no b-tree serves it; admin only, one page',
  },
];

/**
 * The messages a query may read per plan node before it counts as reading a whole conversation:
 * the signed-in user's conversation holds 5,000, and every read of the routes is a page of at
 * most 100 (or the last 40 for a reply). The overview's counts are whole-table by nature.
 */
const MESSAGES_READ_LIMIT = 1_000;
const MESSAGE_COUNTS = /^GET \/api\/admin\/overview/;

interface Recorded {
  route: string;
  text: string;
  values: unknown[];
}

let ctx: TestApp;
let me: TestUser;
let admin: TestUser;
let recording: string | null = null;
const recorded: Recorded[] = [];
let explainer: pg.Client;

/** Wraps the pg client's query so every statement of a labelled route is kept (text and values). */
function recordQueries(): () => void {
  const prototype = pg.Client.prototype as unknown as {
    query: (...args: unknown[]) => unknown;
  };
  const original = prototype.query;
  prototype.query = function (
    this: pg.Client,
    config: unknown,
    values?: unknown,
    ...rest: unknown[]
  ) {
    if (recording && this !== explainer) {
      const text = typeof config === 'string' ? config : (config as { text?: string })?.text;
      const params =
        (config as { values?: unknown[] } | null)?.values ?? (Array.isArray(values) ? values : []);
      if (text) recorded.push({ route: recording, text, values: params });
    }
    return original.call(this, config, values, ...rest);
  };
  return () => {
    prototype.query = original;
  };
}

async function record<R extends { statusCode: number; body: string }>(
  route: string,
  run: () => Promise<R>,
): Promise<R> {
  recording = route;
  try {
    const response = await run();
    if (response.statusCode >= 400) {
      throw new Error(`${route}: ${response.statusCode} ${response.body}`);
    }
    return response;
  } finally {
    recording = null;
  }
}

/** Big tables, seeded in SQL (generate_series), then ANALYZE so the planner knows their size. */
async function seedBigTables(db: pg.Client, owner: { conversationId: string }) {
  await db.query(`
    insert into users (email, username, first_name, last_name, role, status, created_at)
    select 'plan' || i || '@example.com', 'plan' || i, 'First' || i, 'Last' || i,
      case when i % 200 = 0 then 'moderator' else 'user' end,
      case when i % 50 = 0 then 'suspended' else 'active' end,
      now() - i * interval '37 minutes'
    from generate_series(1, 2000) as i`);
  await db.query(`
    insert into profiles (user_id) select id from users on conflict do nothing`);
  await db.query(`
    insert into sessions (user_id, token_hash, remember, expires_at, last_used_at)
    select id, md5(id::text || k), true, now() + interval '20 days', now()
    from users, generate_series(1, 2) as k`);
  await db.query(`
    insert into ai_models (slug, name, name_bg, personality, personality_bg, description,
      description_bg, background_story, background_story_bg, location, location_bg, interests,
      interests_bg, traits, traits_bg, response_time, response_time_bg, age, category, is_active,
      is_premium, rating, persona)
    select 'companion-' || i, 'Companion ' || i, 'Спътница ' || i, personality, personality_bg,
      description, description_bg, background_story, background_story_bg, location, location_bg,
      interests, interests_bg, traits, traits_bg, response_time, response_time_bg, 30,
      (array['romance', 'friendship', 'professional', 'casual'])[1 + i % 4], i % 20 <> 0,
      i % 3 = 0, 4.5, persona
    from ai_models, generate_series(1, 1000) as i where slug = 'sophia'`);
  await db.query(`
    with numbered_users as (select id, row_number() over (order by id) as n from users),
      numbered_models as (select id, row_number() over (order by id) - 1 as n from ai_models),
      model_count as (select count(*) as total from ai_models)
    insert into conversations (user_id, model_id, message_count, created_at, last_message_at)
    select u.id, m.id, 8, now() - u.n * interval '5 hours', now() - u.n * interval '1 minute' - k * interval '1 second'
    from numbered_users u cross join generate_series(0, 2) as k
      join numbered_models m on m.n = (u.n * 3 + k) % (select total from model_count)
    on conflict do nothing`);
  await db.query(`
    insert into messages (conversation_id, sender_type, content, created_at)
    select c.id, case when k % 2 = 0 then 'user' else 'model' end, 'Message number ' || k,
      c.created_at + k * interval '1 minute'
    from conversations c cross join generate_series(1, 8) as k`);
  // The signed-in user's own conversation is long: paging must not read all of it.
  await db.query(
    `insert into messages (conversation_id, sender_type, content, created_at)
     select $1, case when k % 2 = 0 then 'user' else 'model' end, 'Long conversation ' || k,
       now() - interval '10 days' + k * interval '1 second'
     from generate_series(1, 5000) as k`,
    [owner.conversationId],
  );
  await db.query(`
    insert into message_usage (user_id, day, used)
    select id, (current_date - k)::date, 3 from users, generate_series(1, 5) as k`);
  await db.query(`
    insert into favorites (user_id, model_id)
    select user_id, model_id from conversations where message_count = 8`);
  await db.query(`
    insert into companion_memories (user_id, model_id, conversation_id, kind, content)
    select user_id, model_id, id, 'like', 'Likes topic ' || k
    from conversations, generate_series(1, 4) as k`);
  await db.query(`
    insert into support_tickets (user_id, title, description, status, priority, assigned_to,
      created_at, updated_at)
    select u.id, 'Ticket ' || k, 'Something about ' || k,
      (array['open', 'ai_processing', 'human_review', 'resolved', 'closed'])[1 + (k + length(u.email)) % 5],
      (array['low', 'medium', 'high', 'urgent'])[1 + k % 4],
      case when k = 2 then (select id from users where role = 'moderator' limit 1) end,
      now() - k * interval '2 days', now() - k * interval '1 day' - length(u.email) * interval '1 minute'
    from users u cross join generate_series(1, 3) as k`);
  await db.query(`
    insert into ticket_messages (ticket_id, sender, content, created_at)
    select t.id, (array['user', 'ai', 'staff'])[k], 'Reply ' || k, t.created_at + k * interval '1 hour'
    from support_tickets t cross join generate_series(1, 3) as k`);
  await db.query(`
    insert into subscriptions (user_id, provider, provider_subscription_id, plan_id, billing_cycle,
      status, provider_state_at)
    select id, 'sandbox', 'sub_' || md5(id::text || k), case when k = 1 then 'premium' else 'pro' end,
      'monthly', (array['active', 'canceled', 'past_due', 'incomplete'])[1 + (k + length(email)) % 4], now()
    from users cross join generate_series(1, 2) as k`);
  await db.query(`
    insert into throttle_events (key, occurred_at)
    select 'login-ip:10.7.' || (k % 250) || '.' || (k % 7), now() - k * interval '3 seconds'
    from generate_series(1, 20000) as k`);
  await db.query(`
    insert into mail_outbox (to_address, subject, text_body, html_body, template, language, status, created_at)
    select 'plan' || k || '@example.com', 'Subject', 'Text', '<p>Text</p>', 'welcome', 'en', 'stored',
      now() - k * interval '5 minutes'
    from generate_series(1, 3000) as k`);
  await db.query(`
    insert into checkout_sessions (user_id, provider, provider_session_id, plan_id, billing_cycle,
      subtotal_cents, total_cents, url, success_url, cancel_url, status, expires_at, completed_at)
    select id, 'sandbox', 'cs_' || md5(id::text), 'premium', 'monthly', 999, 999, 'u', 's', 'c',
      case when length(email) % 2 = 0 then 'complete' else 'expired' end, now(),
      case when length(email) % 2 = 0 then now() - length(email) * interval '1 day' end
    from users`);
  await db.query('analyze');
}

beforeAll(async () => {
  ctx = await createTestApp({ engineTuning: { wordDelayMs: 0 } });
  explainer = new pg.Client({ connectionString: ctx.database.url });
  await explainer.connect();
  me = await registerUser(ctx.app, { email: 'planner@example.com' });
  admin = await registerUser(ctx.app, { email: 'plan-admin@example.com' });
  await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
  const opened = await asUser(ctx.app, me.token, 'POST', '/api/chats', { aiModelId: 'emma' });
  const conversationId = (opened.json() as { conversation: { id: string } }).conversation.id;
  await seedBigTables(explainer, { conversationId });
}, 300_000);

afterAll(async () => {
  await explainer?.end();
  await ctx?.close();
});

/** Runs the main routes as a user, a visitor and an admin, recording their queries. */
async function runRoutes(app: FastifyInstance) {
  const as = (
    token: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
  ) => record(`${method} ${url}`, () => asUser(app, token, method, url, body));
  const visit = (url: string) => record(`GET ${url}`, () => app.inject({ method: 'GET', url }));

  await as(me.token, 'GET', '/api/auth/verify');
  await visit('/api/models');
  const firstPage = await visit('/api/models?limit=24');
  const { nextCursor } = firstPage.json() as { nextCursor: string };
  await visit(`/api/models?limit=24&cursor=${nextCursor}`);
  await visit('/api/models?category=romance&limit=24');
  await visit('/api/models?search=mysterious');
  await visit('/api/models/emma');
  await visit('/api/models/2');
  const [emma] = await ctx.database.db
    .select({ id: conversations.companionId })
    .from(conversations)
    .innerJoin(users, eq(users.id, conversations.userId))
    .where(eq(users.email, 'planner@example.com'));
  await visit(`/api/models/${emma!.id}`);

  await as(me.token, 'GET', '/api/chats');
  const chats = (await as(me.token, 'POST', '/api/chats', { aiModelId: 'emma' })).json() as {
    conversation: { id: string };
  };
  const chatId = chats.conversation.id;
  await as(me.token, 'GET', `/api/chats/${chatId}`);
  const page = (await as(me.token, 'GET', `/api/chats/${chatId}/messages?limit=50`)).json() as {
    nextCursor: string;
  };
  await as(me.token, 'GET', `/api/chats/${chatId}/messages?limit=50&before=${page.nextCursor}`);
  await as(me.token, 'GET', '/api/chats/usage');
  await as(me.token, 'POST', `/api/chats/${chatId}/ai-response`, {
    userMessage: 'My name is Plan and I love hiking in the mountains',
    clientMessageId: randomUUID(),
  });
  const repeatId = randomUUID();
  await as(me.token, 'POST', `/api/chats/${chatId}/ai-response`, {
    userMessage: 'How was your day?',
    clientMessageId: repeatId,
  });
  await as(me.token, 'POST', `/api/chats/${chatId}/ai-response`, {
    userMessage: 'How was your day?',
    clientMessageId: repeatId,
  });
  await as(me.token, 'GET', `/api/chats/${chatId}/memories`);
  // Unread marks: the list (with every row's count and the total) after replies, then read.
  await as(me.token, 'GET', '/api/chats?limit=20');
  await as(me.token, 'POST', `/api/chats/${chatId}/read`);

  await as(me.token, 'GET', '/api/users/favorites');
  await as(me.token, 'POST', '/api/users/favorites/sophia');
  await as(me.token, 'DELETE', '/api/users/favorites/sophia');

  await as(me.token, 'POST', '/api/support/tickets', {
    title: 'Plans',
    message: 'A question about query plans',
    category: 'general',
  });
  await as(me.token, 'GET', '/api/support/tickets');
  await as(admin.token, 'GET', '/api/support/tickets');
  await as(admin.token, 'GET', '/api/support/tickets?status=human_review');
  await as(admin.token, 'GET', '/api/support/tickets?assignedTo=none');
  await as(admin.token, 'GET', '/api/support/tickets?priority=urgent');

  await as(admin.token, 'GET', '/api/admin/users');
  const usersPage = (await as(admin.token, 'GET', '/api/admin/users?limit=25')).json() as {
    nextCursor: string;
  };
  await as(admin.token, 'GET', `/api/admin/users?limit=25&cursor=${usersPage.nextCursor}`);
  await as(admin.token, 'GET', '/api/admin/users?status=suspended');
  await as(admin.token, 'GET', '/api/admin/users?search=plan17');
  await as(admin.token, 'GET', '/api/admin/overview');

  await record('POST /api/auth/login (wrong password)', () =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.8.0.1',
      payload: { login: 'planner@example.com', password: `${PASSWORD}x` },
    }),
  ).catch(() => undefined);
  await record('POST /api/auth/login', () =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.8.0.2',
      payload: { login: 'planner@example.com', password: PASSWORD },
    }),
  );
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

/** The most rows one node of an executed plan read from `table` (returned or filtered out). */
function mostRowsRead(node: PlanNode, table: string): number {
  const own =
    node['Relation Name'] === table
      ? (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1) +
        (node['Rows Removed by Filter'] ?? 0) +
        (node['Rows Removed by Index Recheck'] ?? 0)
      : 0;
  return Math.max(own, ...(node.Plans ?? []).map((child) => mostRowsRead(child, table)));
}

/** A plain read (no data-modifying CTE) that EXPLAIN ANALYZE may run without changing anything. */
const READ_ONLY = /^\s*select\b/i;
const MODIFYING = /\b(insert|update|delete)\b/i;

function seqScans(node: PlanNode): string[] {
  const own =
    node['Node Type'] === 'Seq Scan' && node['Relation Name'] ? [node['Relation Name']] : [];
  return [...own, ...(node.Plans ?? []).flatMap(seqScans)];
}

/** "Limit > Index Scan on messages (messages_paging_idx)", for QUERY_PLANS_VERBOSE=1. */
function describePlan(node: PlanNode & { 'Index Name'?: string }, depth = 1): string {
  const on = node['Relation Name'] ? ` on ${node['Relation Name']}` : '';
  const index = node['Index Name'] ? ` (${node['Index Name']})` : '';
  const children = (node.Plans ?? []).map((child) => describePlan(child, depth + 1));
  return [`${'  '.repeat(depth)}${node['Node Type']}${on}${index}`, ...children].join('\n');
}

const NOT_PLANNED = /^\s*(begin|commit|rollback|savepoint|release|select pg_advisory|set |show )/i;

describe('query plans over big tables', () => {
  it('scan no big table sequentially, except where the whole table is the point', async () => {
    const stop = recordQueries();
    try {
      await runRoutes(ctx.app);
    } finally {
      stop();
    }
    const sizes = await explainer.query<{ relname: string }>(
      `select relname from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace
       and reltuples >= $1`,
      [BIG_TABLE_ROWS],
    );
    const big = new Set(sizes.rows.map((row) => row.relname));
    expect([...big]).toEqual(
      expect.arrayContaining(['users', 'sessions', 'ai_models', 'conversations', 'messages']),
    );

    const routes = new Set(recorded.map((query) => query.route));
    const failures: string[] = [];
    for (const query of recorded) {
      if (NOT_PLANNED.test(query.text)) continue;
      const result = await explainer.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>({
        text: `explain (format json) ${query.text}`,
        values: query.values,
      });
      const plan = result.rows[0]!['QUERY PLAN'][0]!.Plan;
      if (process.env.QUERY_PLANS_VERBOSE) console.log(query.route, '\n', describePlan(plan));
      // A read must not grow with a conversation: run it and count the messages it touched.
      if (READ_ONLY.test(query.text) && !MODIFYING.test(query.text)) {
        const analyzed = await explainer.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>({
          text: `explain (analyze, format json) ${query.text}`,
          values: query.values,
        });
        const read = mostRowsRead(analyzed.rows[0]!['QUERY PLAN'][0]!.Plan, 'messages');
        if (read > MESSAGES_READ_LIMIT && !MESSAGE_COUNTS.test(query.route)) {
          failures.push(
            `${query.route}: read ${read} messages in\n  ${query.text.replace(/\s+/g, ' ').slice(0, 400)}`,
          );
        }
      }
      for (const table of seqScans(plan).filter((name) => big.has(name))) {
        const allowed = ALLOWED_SCANS.find(
          (entry) => entry.table === table && entry.route.test(query.route),
        );
        if (allowed) continue;
        failures.push(
          `${query.route}: Seq Scan on ${table} in\n  ${query.text.replace(/\s+/g, ' ').slice(0, 400)}`,
        );
      }
    }
    expect(failures.length, `\n${failures.join('\n\n')}\n`).toBe(0);
    // Every allowance names a route that ran (a renamed route must not leave one behind). Whether
    // the planner takes the scan it allows depends on the statistics, so it may go unused.
    const stale = ALLOWED_SCANS.filter(
      (entry) => ![...routes].some((route) => entry.route.test(route)),
    );
    expect(stale.map((entry) => entry.route.source)).toEqual([]);
    expect(routes.size).toBeGreaterThan(30);
  });
});
