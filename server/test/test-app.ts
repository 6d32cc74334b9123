import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { Agent } from 'node:https';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '#server/app';
import type { Clock } from '#server/clock';
import { loadConfig, type AppConfig } from '#server/config';
import { createDatabase, type DatabaseHandle } from '#server/db/client';
import type { JobTuning } from '#server/plugins/jobs';
import {
  createReplyEngines,
  type EngineTuning,
  type ReplyEngines,
} from '#server/features/replies/engine-factory';
import { quoteIdentifier, withDatabase } from './database-url';

export interface TestDatabase extends DatabaseHandle {
  url: string;
  /** Closes the pool and drops the database. */
  drop(): Promise<void>;
}

async function runOnServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('testServerUrl') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database copied from the run's migrated and seeded template, or an empty one (no
 * tables) for tests of migrating and seeding themselves.
 */
export async function createTestDatabase({
  empty = false,
}: { empty?: boolean } = {}): Promise<TestDatabase> {
  const name = `${inject('testDatabasePrefix')}${randomBytes(6).toString('hex')}`;
  const template = empty ? '' : ` template ${quoteIdentifier(inject('templateDatabase'))}`;
  await runOnServer(`create database ${quoteIdentifier(name)}${template}`);
  const url = withDatabase(inject('testServerUrl'), name);
  const handle = createDatabase(url);
  return {
    ...handle,
    url,
    drop: async () => {
      await handle.pool.end();
      await runOnServer(`drop database if exists ${quoteIdentifier(name)} with (force)`);
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: AppConfig;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Settings as environment variables, on top of quiet logging. */
  env?: Record<string, string>;
  /** The built SPA to serve; by default a folder that does not exist (the API needs none). */
  clientDir?: string;
  /** The time the app reads (sessions, throttling); the system clock by default. */
  clock?: Clock;
  /** Engines built from the config with these settings (e.g. no typing delay). */
  engineTuning?: EngineTuning;
  /** Engines to use instead (a test's own ReplyEngine implementations). */
  replyEngines?: ReplyEngines;
  /** Collects the app's log lines (set LOG_LEVEL in `env` too: tests log nothing by default). */
  logStream?: { write(line: string): void };
  /** The job queue's polling and retry speed (with JOBS_ENABLED=true in `env`). */
  jobTuning?: JobTuning;
  /** The HTTPS agent for push services (one that trusts a local fake push service). */
  pushAgent?: Agent;
}

/** The real app over its own fresh database, for `app.inject()`. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  // The API rate limit is off unless a test sets it: test files make thousands of requests from
  // one address, and the limit has tests of its own (server/plugins/rate-limit). The session
  // cache is off too: many tests change a user's row directly between requests; its own tests
  // (server/features/auth/session-cache.test.ts) switch it on. So is the job queue: tests run the
  // scheduled work themselves, or switch it on (JOBS_ENABLED) to test the queue.
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    API_RATE_LIMIT: '0',
    SESSION_CACHE_TTL_MS: '0',
    JOBS_ENABLED: 'false',
    ...options.env,
  });
  const app = await buildApp(config, {
    db: database.db,
    clientDir: options.clientDir ?? '/nonexistent/amora-client',
    clock: options.clock,
    logStream: options.logStream,
    jobTuning: options.jobTuning,
    pushAgent: options.pushAgent,
    checkRevokingRoutes: true,
    replyEngines:
      options.replyEngines ??
      (options.engineTuning ? createReplyEngines(config, options.engineTuning) : undefined),
  });
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

export interface SecondApp {
  app: FastifyInstance;
  /** Closes the app and its own pool (not the database, which the first app drops). */
  close(): Promise<void>;
}

/**
 * Another process on the same database as `first`: its own app, pool, caches and queue
 * workers, with `first`'s settings unless `env` says otherwise.
 */
export async function createSecondApp(
  first: TestApp,
  options: Omit<TestAppOptions, 'clientDir'> & {
    /** Its connections' application_name, for finding them in pg_stat_activity. */
    applicationName?: string;
  } = {},
): Promise<SecondApp> {
  const url = new URL(first.database.url);
  if (options.applicationName) url.searchParams.set('application_name', options.applicationName);
  const handle = createDatabase(url.toString());
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    API_RATE_LIMIT: '0',
    SESSION_CACHE_TTL_MS: '0',
    JOBS_ENABLED: 'false',
    ...options.env,
  });
  const app = await buildApp(config, {
    db: handle.db,
    clientDir: '/nonexistent/amora-client',
    clock: options.clock,
    logStream: options.logStream,
    jobTuning: options.jobTuning,
    pushAgent: options.pushAgent,
    checkRevokingRoutes: true,
    replyEngines:
      options.replyEngines ??
      (options.engineTuning ? createReplyEngines(config, options.engineTuning) : undefined),
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await handle.pool.end();
    },
  };
}
