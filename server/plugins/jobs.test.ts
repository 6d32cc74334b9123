import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_RENEWALS_JOB } from '#server/features/billing/sandbox/renewals';
import { FOLLOW_UPS_SCAN_JOB } from '#server/features/follow-ups';
import { createTestClock, registerUser } from '#server/test/accounts';
import {
  createSecondApp,
  createTestApp,
  type SecondApp,
  type TestApp,
} from '#server/test/test-app';
import { subscribe } from '#server/features/billing/billing-test-support';

/**
 * The job queue with two processes (two apps, each with its own pool and workers) on one
 * database: scheduled work is defined once per process, the schedule is stored once, and a job
 * sent by either is done by one of them.
 */

const JOBS_ON = { JOBS_ENABLED: 'true' };
const FAST = { pollingIntervalSeconds: 0.5 };
const clock = createTestClock(new Date('2030-01-31T09:00:00Z'));
let a: TestApp;
let b: SecondApp;

beforeAll(async () => {
  a = await createTestApp({ env: JOBS_ON, clock: clock.now, jobTuning: FAST });
  await a.app.ready();
  b = await createSecondApp(a, { env: JOBS_ON, clock: clock.now, jobTuning: FAST });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('job queue', () => {
  it('stores each schedule once, whichever processes start', async () => {
    const { rows } = await a.database.pool.query<{ name: string; cron: string }>(
      'select name, cron from pgboss.schedule order by name',
    );
    expect(rows).toEqual([
      { name: FOLLOW_UPS_SCAN_JOB, cron: '*/10 * * * *' },
      { name: SANDBOX_RENEWALS_JOB, cron: '* * * * *' },
    ]);
  });

  it('renews a due sandbox subscription when the renewals job runs in either process', async () => {
    const user = await registerUser(a.app);
    const { subscription } = await subscribe(a.app, user.token);
    clock.advance(new Date(subscription.current_period_end!).getTime() - clock.now().getTime() + 1);
    await b.app.jobs.send(SANDBOX_RENEWALS_JOB, {});
    const renewed = await waitFor(
      async () => {
        const { rows } = await a.database.pool.query<{ end: Date; status: string }>(
          'select current_period_end as end, status from subscriptions where user_id = $1',
          [user.user.id],
        );
        return rows[0]!;
      },
      (row) => row.end.getTime() > clock.now().getTime(),
    );
    expect(renewed.status).toBe('active');
    expect(renewed.end.getTime()).toBeGreaterThan(
      new Date(subscription.current_period_end!).getTime(),
    );
  });

  it('leaves a process with JOBS_ENABLED=false out of the queue', async () => {
    const web = await createSecondApp(a, { clock: clock.now });
    try {
      expect(web.app.jobs.enabled).toBe(false);
      await expect(web.app.jobs.send(SANDBOX_RENEWALS_JOB, {})).rejects.toThrow(/not running/);
      const { rows } = await a.database.db.execute<{ count: number }>(
        sql`select count(*)::int as count from pgboss.job where name = ${SANDBOX_RENEWALS_JOB} and state = 'created'`,
      );
      expect(rows[0]!.count).toBe(0);
    } finally {
      await web.close();
    }
  });
});
