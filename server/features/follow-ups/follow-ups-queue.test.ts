import { and, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followUps, mailOutbox, messages, users } from '#server/db/schema';
import {
  createSecondApp,
  createTestApp,
  type SecondApp,
  type TestApp,
} from '#server/test/test-app';
import { DAY, NO_RULES, herMessages, userWhoTold } from './follow-ups-test-support';
import { FOLLOW_UP_JOB, FOLLOW_UPS_SCAN_JOB } from './jobs';

/**
 * Follow-ups on the job queue with two processes (two apps, each with its own pool and
 * workers, on one database): every due follow-up is sent exactly once, however the jobs are
 * duplicated or split between the processes, and when a process dies in the middle of one.
 */

const JOBS_ON = { JOBS_ENABLED: 'true' };
/** Fast polling; a lost job expires after 2 s and is retried at once (found within 1 s). */
const TUNING = {
  pollingIntervalSeconds: 0.5,
  maintenanceIntervalSeconds: 1,
  expireInSeconds: 2,
  retryDelaySeconds: 0,
};

let offset = 0;
const clock = { now: () => new Date(Date.now() + offset) };
let ctx: TestApp;

beforeAll(async () => {
  // The first app only sets users up (its queue is off); the processes under test come after.
  ctx = await createTestApp({ clock: clock.now, engineTuning: { wordDelayMs: 0 } });
});
afterAll(() => ctx.close());

function startProcess(applicationName?: string): Promise<SecondApp> {
  return createSecondApp(ctx, {
    env: JOBS_ON,
    clock: clock.now,
    engineTuning: { wordDelayMs: 0 },
    jobTuning: TUNING,
    ...(applicationName ? { applicationName } : {}),
  });
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) {
      const { rows } = await ctx.database.pool.query(
        `select name, state, retry_count, singleton_key, started_on from pgboss.job
         where name in ($1, $2)`,
        [FOLLOW_UP_JOB, FOLLOW_UPS_SCAN_JOB],
      );
      throw new Error(`Timed out waiting for ${what}: ${JSON.stringify(rows)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** No follow-up job waiting, being retried or running, in any process. */
async function queueIdle(): Promise<boolean> {
  const { rows } = await ctx.database.pool.query<{ count: number }>(
    `select count(*)::int as count from pgboss.job
     where name in ($1, $2) and state in ('created', 'retry', 'active')`,
    [FOLLOW_UP_JOB, FOLLOW_UPS_SCAN_JOB],
  );
  return rows[0]!.count === 0;
}

async function followUpsOf(userIds: string[]) {
  return ctx.database.db
    .select({ userId: followUps.userId, messageId: followUps.messageId })
    .from(followUps)
    .where(inArray(followUps.userId, userIds));
}

describe('follow-ups with two processes', () => {
  it('sends a burst of due follow-ups exactly once each, whichever process takes them', async () => {
    offset = 0;
    const told = [];
    for (let index = 0; index < 12; index += 1) {
      told.push(await userWhoTold(ctx.app, ['I have a job interview tomorrow.']));
    }
    const userIds = told.map(({ user }) => user.user.id);
    offset = DAY;
    const a = await startProcess();
    const b = await startProcess();
    try {
      // Both rounds find every user; on top, each user's job is sent twice by each process.
      await Promise.all([
        a.app.jobs.send(FOLLOW_UPS_SCAN_JOB, {}, { singletonKey: 'a' }),
        b.app.jobs.send(FOLLOW_UPS_SCAN_JOB, {}, { singletonKey: 'b' }),
        ...userIds.flatMap((userId) => [
          a.app.jobs.send(FOLLOW_UP_JOB, { userId }, { singletonKey: `${userId}:a` }),
          b.app.jobs.send(FOLLOW_UP_JOB, { userId }, { singletonKey: `${userId}:b` }),
        ]),
      ]);
      await until('every follow-up', async () => (await followUpsOf(userIds)).length >= 12);
      await until('the queue to drain', queueIdle);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
    const sent = await followUpsOf(userIds);
    expect(sent).toHaveLength(12);
    expect(new Set(sent.map((row) => row.userId)).size).toBe(12);
    for (const { chat } of told) {
      // Her reply to the message, then the one follow-up.
      const hers = await herMessages(ctx.database.db, chat.id);
      expect(hers).toHaveLength(2);
      expect(hers[1]!.content).toMatch(/job interview/);
    }
  });

  it(
    'does a job once when the process working on it dies halfway',
    { timeout: 60_000 },
    async () => {
      offset = 0;
      const { user, chat } = await userWhoTold(ctx.app, ['I have an exam tomorrow.']);
      const userId = user.user.id;
      offset = DAY;

      // The account's row is held, so the job stops where it stores the message.
      const holder = new pg.Client({ connectionString: ctx.database.url });
      await holder.connect();
      await holder.query('begin');
      await holder.query('select 1 from users where id = $1 for update', [userId]);

      const doomed = await startProcess('amora-doomed');
      let survivor: SecondApp | null = null;
      try {
        await doomed.app.jobs.send(FOLLOW_UP_JOB, { userId }, { singletonKey: userId });
        await until('the doomed process to be halfway', async () => {
          const { rows } = await holder.query(
            `select 1 from pg_stat_activity
           where application_name = 'amora-doomed' and wait_event_type = 'Lock'`,
          );
          return rows.length > 0;
        });
        // The doomed process stops taking jobs and its statement in the middle of the job is cut
        // off: its transaction is rolled back, as when a process dies; then it is gone.
        const stopping = doomed.close();
        await holder.query(
          `select pg_cancel_backend(pid) from pg_stat_activity
         where application_name = 'amora-doomed' and wait_event_type = 'Lock'`,
        );
        await stopping;
        await holder.query('rollback');
        expect(await followUpsOf([userId]), 'nothing of the doomed run remains').toHaveLength(0);
        // Another process finds the job waiting to be tried again, and does it.
        survivor = await startProcess();
        await until('the follow-up', async () => (await followUpsOf([userId])).length > 0);
        await until('the queue to drain', queueIdle);
      } finally {
        await holder.end();
        await survivor?.close();
      }
      expect(await followUpsOf([userId])).toHaveLength(1);
      const hers = await herMessages(ctx.database.db, chat.id);
      expect(hers).toHaveLength(2);
      expect(hers[1]!.content).toMatch(/exam/);
      const [stored] = await ctx.database.db
        .select({ count: sql<number>`count(*)::int` })
        .from(messages)
        .where(and(eq(messages.conversationId, chat.id), eq(messages.senderType, 'model')));
      expect(stored!.count).toBe(2);
    },
  );

  it(
    'does a job once when the process working on it hangs past its expiry',
    {
      timeout: 60_000,
    },
    async () => {
      offset = 0;
      const { user, chat } = await userWhoTold(ctx.app, ['I have a job interview tomorrow.']);
      const userId = user.user.id;
      offset = DAY;
      const holder = new pg.Client({ connectionString: ctx.database.url });
      await holder.connect();
      await holder.query('begin');
      await holder.query('select 1 from users where id = $1 for update', [userId]);
      const hung = await startProcess('amora-hung');
      let other: SecondApp | null = null;
      try {
        await hung.app.jobs.send(FOLLOW_UP_JOB, { userId }, { singletonKey: userId });
        await until('the first try to hang', async () => {
          const { rows } = await holder.query(
            `select 1 from pg_stat_activity
           where application_name = 'amora-hung' and wait_event_type = 'Lock'`,
          );
          return rows.length > 0;
        });
        // The hung try never reports; the job expires and is tried again, here or elsewhere.
        other = await startProcess();
        await until('a second try', async () => {
          const { rows } = await holder.query(
            `select count(*)::int as count from pg_stat_activity
           where application_name in ('amora', 'amora-hung') and wait_event_type = 'Lock'`,
          );
          return rows[0].count >= 2;
        });
        // Everything that waited goes on at once: one of the tries stores it, the others nothing.
        await holder.query('rollback');
        await until('the follow-up', async () => (await followUpsOf([userId])).length > 0);
        await until('the queue to drain', queueIdle);
      } finally {
        await holder.end();
        await Promise.all([hung.close(), other?.close()]);
      }
      expect(await followUpsOf([userId])).toHaveLength(1);
      expect(await herMessages(ctx.database.db, chat.id)).toHaveLength(2);
    },
  );

  it('brings the follow-up to the user by e-mail when they chose e-mail', async () => {
    offset = 0;
    const { user } = await userWhoTold(ctx.app, ['I have a job interview tomorrow.'], {
      reachOut: { ...NO_RULES, channel: 'email' },
    });
    const userId = user.user.id;
    await ctx.database.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, userId));
    offset = DAY;
    const worker = await startProcess();
    try {
      await worker.app.jobs.send(FOLLOW_UP_JOB, { userId }, { singletonKey: userId });
      await until('the e-mail', async () => (await mailTo(user.email)).length > 0);
    } finally {
      await worker.close();
    }
    const [followUp] = await followUpsOf([userId]);
    const [mail] = await mailTo(user.email);
    const [message] = await ctx.database.db
      .select({ content: messages.content })
      .from(messages)
      .where(eq(messages.id, followUp!.messageId!));
    expect(mail!.textBody).toContain(message!.content);
  });
});

async function mailTo(address: string) {
  return ctx.database.db
    .select({ textBody: mailOutbox.textBody })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, address), eq(mailOutbox.template, 'companion_message')));
}
