import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import { conversations, messageUsage, users } from '#server/db/schema';
import { createReplyEngines } from '#server/features/replies';
import { asUser } from '#server/test/accounts';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { startFakeOpenAI, type FakeOpenAIServer } from '#tests/fakes/openai-server';
import { sendOk } from '#server/features/chats/chat-test-support';
import {
  DAY,
  HOUR,
  NO_RULES,
  conversationCount,
  herMessages,
  tell,
  userWhoTold,
} from './follow-ups-test-support';
import { listFollowUps } from './repository';
import { findFollowUpUsers, followUpUser, type FollowUpDeps } from './service';

/**
 * The app's time, moved on by the tests. Each test starts at the real time, which the database
 * stamps messages with; `later` moves only the app's clock, as days passing would.
 */
let offset = 0;
const clock = { now: () => new Date(Date.now() + offset) };
const builtin = createReplyEngines(loadConfig({}), { wordDelayMs: 0 });
let ctx: TestApp;
let deps: FollowUpDeps;

beforeAll(async () => {
  ctx = await createTestApp({ clock: clock.now, engineTuning: { wordDelayMs: 0 } });
  deps = { db: ctx.database.db, clock: clock.now, engines: builtin };
});
afterAll(() => ctx.close());

beforeEach(() => {
  offset = 0;
});

function later(days: number, hours = 0) {
  offset += days * DAY + hours * HOUR;
}

describe('a plan whose time has passed', () => {
  it('opens the conversation once with a question about it, in English', async () => {
    const { user, chat } = await userWhoTold(ctx.app, ['I have a job interview tomorrow.']);
    const before = await herMessages(ctx.database.db, chat.id);
    const countBefore = await conversationCount(ctx.database.db, chat.id);
    expect((await followUpUser(deps, user.user.id)).sent, 'not yet its time').toBe(false);

    later(1);
    expect(await findFollowUpUsers(ctx.database.db, clock.now())).toContain(user.user.id);
    const outcome = await followUpUser(deps, user.user.id);
    expect(outcome.sent).toBe(true);
    if (!outcome.sent) return;
    expect(outcome.followUp.reason).toBe('plan');
    expect(outcome.followUp.content).toMatch(/the job interview|you had a job interview/);
    expect(outcome.followUp.content).toMatch(/\?|!/);
    const after = await herMessages(ctx.database.db, chat.id);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({ content: outcome.followUp.content, engine: 'builtin' });
    expect(await conversationCount(ctx.database.db, chat.id)).toBe(countBefore + 1);
    // The chat's own API shows it as her latest message.
    const page = await asUser(ctx.app, user.token, 'GET', `/api/chats/${chat.id}/messages`);
    expect(page.json().messages.at(-1).content).toBe(outcome.followUp.content);

    // Never again: not the same day, nor on the following ones.
    expect(await followUpUser(deps, user.user.id)).toEqual({ sent: false, why: 'nothing-due' });
    later(1);
    expect(await followUpUser(deps, user.user.id)).toEqual({ sent: false, why: 'nothing-due' });
    expect(await listFollowUps(ctx.database.db, user.user.id)).toHaveLength(1);
  });

  it('asks in Bulgarian about a plan told in Bulgarian, with real Bulgarian', async () => {
    const { user, chat } = await userWhoTold(ctx.app, ['Утре имам интервю за работа.']);
    later(1);
    const outcome = await followUpUser(deps, user.user.id);
    expect(outcome.sent).toBe(true);
    if (!outcome.sent) return;
    expect(outcome.followUp.language).toBe('bg');
    expect(outcome.followUp.content).toMatch(/интервюто за работа|имаш интервю за работа/);
    expect(outcome.followUp.content).not.toMatch(/[A-Za-z]/);
    expect((await herMessages(ctx.database.db, chat.id)).at(-1)?.content).toBe(
      outcome.followUp.content,
    );
  });

  it('shows as unread until the user opens the chat', async () => {
    const { user, chat } = await userWhoTold(ctx.app, ['I have a job interview tomorrow.']);
    const read = await asUser(ctx.app, user.token, 'POST', `/api/chats/${chat.id}/read`);
    expect(read.statusCode, read.body).toBeLessThan(300);
    const list = async () => (await asUser(ctx.app, user.token, 'GET', '/api/chats')).json();
    expect((await list()).unreadTotal).toBe(0);
    later(1);
    expect((await followUpUser(deps, user.user.id)).sent).toBe(true);
    const after = await list();
    expect(after.unreadTotal).toBe(1);
    expect(after.conversations.find((row: { id: string }) => row.id === chat.id).unread).toBe(1);
    await asUser(ctx.app, user.token, 'POST', `/api/chats/${chat.id}/read`);
    expect((await list()).unreadTotal).toBe(0);
  });

  it("is listed in the user's own data export, with the message it wrote, and nobody else's", async () => {
    const { user, chat } = await userWhoTold(ctx.app, ['I have a job interview tomorrow.']);
    const stranger = (await userWhoTold(ctx.app, ['Hello!'])).user;
    later(1);
    const outcome = await followUpUser(deps, user.user.id);
    expect(outcome.sent).toBe(true);
    if (!outcome.sent) return;
    const exportOf = async (token: string) => {
      const response = await asUser(ctx.app, token, 'GET', '/api/users/me/export');
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const data = await exportOf(user.token);
    expect(data.followUps).toEqual([
      {
        modelId: outcome.followUp.companionId,
        name: 'Sophia',
        reason: 'plan',
        memoryId: expect.any(String),
        messageId: outcome.followUp.messageId,
        day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        sentAt: expect.any(String),
        notifiedAt: null,
      },
    ]);
    // The message it points at is the one in the conversations section.
    const conversation = data.conversations.find((row: { id: string }) => row.id === chat.id);
    expect(JSON.stringify(conversation)).toContain(outcome.followUp.content);
    expect((await exportOf(stranger.token)).followUps).toEqual([]);
  });

  it('is not sent when the user has written to her since its time came', async () => {
    const { user, chat } = await userWhoTold(ctx.app, ['I have an exam tomorrow.']);
    later(1);
    await sendOk(ctx.app, user.token, chat.id, 'Hi again!');
    // The database stamped the message with the real time; in the app's time it is now.
    await ctx.database.db
      .update(conversations)
      .set({ lastMessageAt: clock.now() })
      .where(eq(conversations.id, chat.id));
    expect(await followUpUser(deps, user.user.id)).toEqual({ sent: false, why: 'nothing-due' });
  });
});

describe('days of silence', () => {
  it('sends one check-in after the chosen days, and none with "never"', async () => {
    const { user, chat } = await userWhoTold(ctx.app, ['Hello there!'], {
      reachOut: { ...NO_RULES, checkInAfterDays: 3 },
    });
    const found = async () =>
      (await findFollowUpUsers(ctx.database.db, clock.now())).includes(user.user.id);
    later(2);
    expect(await found()).toBe(false);
    expect(await followUpUser(deps, user.user.id)).toEqual({ sent: false, why: 'nothing-due' });
    later(1);
    expect(await found()).toBe(true);
    const outcome = await followUpUser(deps, user.user.id);
    expect(outcome.sent && outcome.followUp.reason).toBe('silence');
    if (!outcome.sent) return;
    expect(outcome.followUp.content.length).toBeGreaterThan(10);
    // One per silence: the next needs the user to write again.
    later(4);
    expect(await found()).toBe(false);
    expect(await followUpUser(deps, user.user.id)).toEqual({ sent: false, why: 'already-sent' });
    expect(await herMessages(ctx.database.db, chat.id)).toHaveLength(2);

    const quiet = await userWhoTold(ctx.app, ['Hello there!']);
    later(8);
    expect(await findFollowUpUsers(ctx.database.db, clock.now())).not.toContain(quiet.user.user.id);
    expect(await followUpUser(deps, quiet.user.user.id)).toEqual({
      sent: false,
      why: 'nothing-due',
    });
  });

  it('checks in in the user’s language', async () => {
    const { user } = await userWhoTold(ctx.app, ['Здравей!'], {
      reachOut: { ...NO_RULES, checkInAfterDays: 2 },
    });
    await asUser(ctx.app, user.token, 'PUT', '/api/users/settings', { language: 'bg' });
    later(2);
    const outcome = await followUpUser(deps, user.user.id);
    expect(outcome.sent).toBe(true);
    if (outcome.sent) expect(outcome.followUp.content).toMatch(/[а-я]/u);
  });
});

describe('the rules every follow-up keeps', () => {
  it('keeps quiet hours in the user’s time zone, not UTC', async () => {
    const { user } = await userWhoTold(ctx.app, ['I have a job interview tomorrow.'], {
      reachOut: {
        ...NO_RULES,
        timeZone: 'America/New_York',
        quietHours: { enabled: true, start: '22:00', end: '08:00' },
      },
    });
    // A day later, at 06:30 in New York (quiet there; in UTC it is 10:30 or 11:30, not quiet).
    later(1);
    const [hour, minute] = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/New_York',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .format(clock.now())
      .split(':')
      .map(Number) as [number, number];
    later(0, (((6.5 - hour - minute / 60) % 24) + 24) % 24);
    expect(await followUpUser(deps, user.user.id)).toEqual({ sent: false, why: 'quiet-hours' });
    later(0, 2);
    expect((await followUpUser(deps, user.user.id)).sent).toBe(true);
  });

  it('sends at most one a day across companions', async () => {
    const { user } = await userWhoTold(ctx.app, ['I have a job interview tomorrow.']);
    await tell(ctx.app, user, 'emma', ['I have an exam tomorrow.']);
    later(1);
    const first = await followUpUser(deps, user.user.id);
    expect(first.sent).toBe(true);
    expect(await followUpUser(deps, user.user.id)).toEqual({
      sent: false,
      why: 'already-sent',
    });
    later(1);
    const second = await followUpUser(deps, user.user.id);
    expect(second.sent).toBe(true);
    if (!first.sent || !second.sent) return;
    expect(second.followUp.companionId).not.toBe(first.followUp.companionId);
  });

  it('never writes to a suspended, banned or deleted account', async () => {
    const told = await Promise.all(
      ['suspended', 'banned', 'deleted'].map(() =>
        userWhoTold(ctx.app, ['I have a job interview tomorrow.']),
      ),
    );
    const [suspended, banned, deleted] = told.map(({ user }) => user.user.id) as [
      string,
      string,
      string,
    ];
    const { db } = ctx.database;
    await db.update(users).set({ status: 'suspended' }).where(eq(users.id, suspended));
    await db.update(users).set({ status: 'banned' }).where(eq(users.id, banned));
    await db.delete(users).where(eq(users.id, deleted));
    later(1);
    const due = await findFollowUpUsers(db, clock.now());
    for (const id of [suspended, banned, deleted]) {
      expect(due).not.toContain(id);
      expect(await followUpUser(deps, id)).toEqual({ sent: false, why: 'inactive' });
    }
  });

  it('is not counted against the daily message limit', async () => {
    const { user, chat } = await userWhoTold(ctx.app, ['I have a job interview tomorrow.']);
    const usage = async () => {
      const [row] = await ctx.database.db
        .select({ used: sql<number>`coalesce(sum(${messageUsage.used}), 0)::int` })
        .from(messageUsage)
        .where(eq(messageUsage.userId, user.user.id));
      return row!.used;
    };
    const before = await usage();
    later(1);
    expect((await followUpUser(deps, user.user.id)).sent).toBe(true);
    expect(await usage()).toBe(before);
    const reply = await sendOk(ctx.app, user.token, chat.id, 'It went well!');
    expect(reply.usage.used).toBe(1);
  });
});

describe('with a language model provider', () => {
  let fake: FakeOpenAIServer;
  let provider: FollowUpDeps;

  beforeAll(async () => {
    fake = await startFakeOpenAI({ reply: 'So? How did the big interview go? Tell me!' });
    const config = loadConfig({ LLM_BASE_URL: fake.baseURL, LLM_API_KEY: 'sk-test' });
    provider = { ...deps, engines: createReplyEngines(config, { wordDelayMs: 0 }) };
  });
  afterAll(() => fake.close());

  it('writes the follow-up from the memory fact that prompted it', async () => {
    const { user, chat } = await userWhoTold(ctx.app, ['I have a job interview tomorrow.']);
    later(1);
    const outcome = await followUpUser(provider, user.user.id);
    expect(outcome.sent && outcome.followUp.content).toBe(
      'So? How did the big interview go? Tell me!',
    );
    const request = fake.requests.at(-1)!.body as { messages: Array<{ content: string }> };
    const prompt = request.messages.map((message) => message.content).join('\n');
    expect(prompt).toContain('Has a job interview tomorrow');
    expect(request.messages.at(-1)!.content).toMatch(/writing first/);
    expect((await herMessages(ctx.database.db, chat.id)).at(-1)).toMatchObject({
      engine: 'openai',
    });
  });

  it('asks the provider for Bulgarian, and falls back to her own lines when it fails', async () => {
    const { user, chat } = await userWhoTold(ctx.app, ['Утре имам изпит.']);
    later(1);
    fake.enqueue({ status: 500 });
    const outcome = await followUpUser(provider, user.user.id);
    expect(outcome.sent).toBe(true);
    const request = fake.requests.at(-1)!.body as { messages: Array<{ content: string }> };
    expect(request.messages.at(-1)!.content).toMatch(/in Bulgarian/);
    const stored = (await herMessages(ctx.database.db, chat.id)).at(-1)!;
    expect(stored.engine).toBe('builtin');
    expect(stored.content).toMatch(/изпитът|имаш изпит/);
  });
});
