import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import { poolOf } from '#server/db/client';

/**
 * Scheduled and background work on a PostgreSQL job queue, pg-boss
 * (docs/decisions/022-job-queue-and-follow-ups.md). Every process runs it against the app's own
 * database and pool: a job is fetched with FOR UPDATE SKIP LOCKED, so several processes share
 * the work and none is done by two at once; a job whose process died is failed when its
 * expiry passes and retried by whichever process is alive. Delivery is therefore "at least
 * once": each handler makes its effect idempotent in its own transaction.
 *
 * Features define their jobs while the app is built; the queue starts when the app is ready and
 * stops (waiting for jobs in progress) when it closes. With JOBS_ENABLED=false (tests, a
 * process that should only answer requests) nothing starts and `send` refuses.
 */

export interface JobDefinition<T extends object> {
  /** Letters, digits, hyphens and dots: the queue's name in the pgboss schema. */
  name: string;
  handler: (data: T) => Promise<unknown>;
  /** A cron expression (UTC) for work that runs on its own, e.g. every minute. */
  cron?: string;
  /** How long one run may take before it counts as lost and is tried again. */
  expireInSeconds?: number;
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** Jobs this process works on at the same time. */
  concurrency?: number;
  /**
   * `stately`: at most one job waiting and one running (rounds of scheduled work, which must not
   * pile up while one is slow); `standard` for one job per item.
   */
  policy?: 'standard' | 'stately';
}

export interface SendOptions {
  /** Jobs with the same key are not queued twice while one is waiting (policy permitting). */
  singletonKey?: string;
  startAfter?: Date;
}

export interface JobQueue {
  /** Whether this process runs the queue (JOBS_ENABLED). */
  readonly enabled: boolean;
  define<T extends object>(definition: JobDefinition<T>): void;
  /** Queues a job for any process; null when a job with the same singleton key already waits. */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
}

/** How quickly the queue reacts; tests make it fast (buildApp's `jobTuning`). */
export interface JobTuning {
  /** How often an idle worker looks for jobs. Default 2 s. */
  pollingIntervalSeconds?: number;
  /** How often expired jobs are found and retried, in some process. Default 60 s. */
  maintenanceIntervalSeconds?: number;
  /** Every job's expiry instead of its own (tests of a process that dies mid-job). */
  expireInSeconds?: number;
  /** Every job's wait before a retry instead of its own. */
  retryDelaySeconds?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/** How long closing waits for jobs in progress before it fails them (they are retried). */
const STOP_TIMEOUT_MS = 10_000;
/** An arbitrary constant that names "starting the job queue" among advisory locks. */
const JOBS_START_LOCK_KEY = 7_262_100_009;
/** How long a process waits before trying again to start a queue that could not start. */
const START_RETRY_MS = 30_000;

export default fp<{ enabled: boolean; tuning?: JobTuning }>(
  async (app, { enabled, tuning = {} }) => {
    const definitions: Array<JobDefinition<object>> = [];
    let boss: PgBoss | null = null;

    const queue: JobQueue = {
      enabled,
      define(definition) {
        if (boss) throw new Error(`Job ${definition.name} defined after the queue started`);
        definitions.push(definition as JobDefinition<object>);
      },
      async send(name, data, options = {}) {
        if (!boss) throw new Error(`The job queue is not running (job ${name})`);
        return boss.send(name, data, {
          ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
          ...(options.startAfter ? { startAfter: options.startAfter } : {}),
        });
      },
    };
    app.decorate('jobs', queue);
    if (!enabled) return;

    const pool = poolOf(app.db);
    if (!pool) throw new Error('The job queue needs the database pool');

    /**
     * Starts pg-boss and this process's jobs. Processes that start together take turns under an
     * advisory lock: pg-boss creates its schema, queues and schedules with DDL that deadlocks
     * when two processes run it at once on a new database.
     */
    async function startQueue(): Promise<PgBoss> {
      const client = await pool!.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [JOBS_START_LOCK_KEY]);
        try {
          const started = new PgBoss({
            // The app's pool: no second set of connections per process (README, connections).
            db: { executeSql: (text, values) => pool!.query(text, values) },
            schema: 'pgboss',
            maintenanceIntervalSeconds: tuning.maintenanceIntervalSeconds ?? 60,
            // Finished jobs are kept a week for looking into, then deleted.
            deleteAfterDays: 7,
          });
          // Without a listener an 'error' event would end the process; a failed poll is retried.
          started.on('error', (error) => app.log.error({ err: error }, 'Job queue error'));
          await started.start();
          try {
            for (const definition of definitions) await startJob(started, definition, tuning);
          } catch (error) {
            await started.stop({ graceful: false, wait: true }).catch(() => undefined);
            throw error;
          }
          return started;
        } finally {
          await client.query('select pg_advisory_unlock($1)', [JOBS_START_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    }

    let closing = false;
    let retry: NodeJS.Timeout | null = null;
    let starting: Promise<void> | null = null;

    /**
     * A queue that cannot start (the database is down) must not stop the app from serving: it
     * answers health checks and 503s meanwhile. The start is tried again until it succeeds.
     */
    function tryStart(): Promise<void> {
      starting = startQueue().then(
        (started) => {
          boss = started;
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'The job queue could not start; trying again shortly');
          if (closing) return;
          retry = setTimeout(() => void tryStart(), START_RETRY_MS);
          retry.unref();
        },
      );
      return starting;
    }

    app.addHook('onReady', tryStart);

    app.addHook('onClose', async () => {
      closing = true;
      if (retry) clearTimeout(retry);
      await starting;
      const running = boss;
      boss = null;
      await running?.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
    });
  },
  { name: 'jobs', dependencies: ['context'] },
);

async function startJob(
  boss: PgBoss,
  definition: JobDefinition<object>,
  tuning: JobTuning,
): Promise<void> {
  const { name, handler } = definition;
  const options = {
    name,
    policy: definition.policy ?? 'standard',
    expireInSeconds: tuning.expireInSeconds ?? definition.expireInSeconds ?? 15 * 60,
    retryLimit: definition.retryLimit ?? 3,
    retryDelay: tuning.retryDelaySeconds ?? definition.retryDelaySeconds ?? 30,
  };
  // Creating is a no-op for a queue that exists: its settings are brought up to date.
  await boss.createQueue(name, options);
  await boss.updateQueue(name, options);
  // Each worker takes one job at a time: a failure retries that job alone.
  for (let worker = 0; worker < (definition.concurrency ?? 1); worker += 1) {
    await boss.work<object>(
      name,
      { batchSize: 1, pollingIntervalSeconds: tuning.pollingIntervalSeconds ?? 2 },
      async (jobs) => {
        for (const job of jobs) await handler(job.data);
      },
    );
  }
  if (definition.cron) await boss.schedule(name, definition.cron, {}, { tz: 'UTC' });
  else await boss.unschedule(name);
}
