import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { openDatabase, type OpenDatabase } from './db/open-database';
import { seedDatabase } from './db/seed';
import { ensureAdmin } from './features/auth/admin-bootstrap';
import { createStartupLog } from './startup-log';

/** In-flight requests get this long to finish after SIGTERM before their connections are cut. */
const DRAIN_TIMEOUT_MS = 10_000;
const SIGNAL_EXIT_CODES = { SIGINT: 130, SIGTERM: 143 } as const;
type StopSignal = keyof typeof SIGNAL_EXIT_CODES;

/** `.env` in the working folder, if any; variables already set in the environment win. */
const ENV_FILE = '.env';

function readConfig(): AppConfig {
  try {
    if (existsSync(ENV_FILE)) process.loadEnvFile(ENV_FILE);
    return loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

const config = readConfig();
const log = createStartupLog(config.logLevel);
let database: OpenDatabase | null = null;
let app: FastifyInstance | null = null;

function publicAddress(instance: FastifyInstance): string {
  const address = instance.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const wildcard = config.host === '0.0.0.0' || config.host === '::';
  return config.publicUrl ?? `http://${wildcard ? 'localhost' : config.host}:${port}`;
}

async function start(): Promise<void> {
  database = await openDatabase(config, log);
  const seeded = await seedDatabase(database.db);
  if (seeded.companions.length > 0) log.info(`Added companions: ${seeded.companions.join(', ')}`);
  if (config.admin) {
    // The e-mail is logged so the operator sees what happened; the password never is.
    const outcome = await ensureAdmin(database.db, config.admin);
    if (outcome !== 'unchanged') log.info(`Admin account ${config.admin.email}: ${outcome}`);
  }
  app = await buildApp(config, { db: database.db });
  await app.listen({ host: config.host, port: config.port });
  log.info(`Amora is running at ${publicAddress(app)} (${database.description})`);
}

/** Stops taking connections, lets requests in flight finish (bounded), then closes the database. */
async function drainAndClose(instance: FastifyInstance | null): Promise<void> {
  if (instance) {
    let timer: NodeJS.Timeout | undefined;
    const closed = instance.close();
    const timedOut = await Promise.race([
      closed.then(() => false),
      new Promise<boolean>(
        (resolve) => (timer = setTimeout(() => resolve(true), DRAIN_TIMEOUT_MS)),
      ),
    ]);
    clearTimeout(timer);
    if (timedOut) {
      log.warn(`Requests still running after ${DRAIN_TIMEOUT_MS / 1000} s; closing them`);
      instance.server.closeAllConnections();
      await closed;
    }
  }
  await database?.close();
}

const starting = start();
let stopping = false;

async function stop(signal: StopSignal): Promise<void> {
  if (stopping) {
    // A second signal means "now": the next start recovers the database server.
    process.exit(SIGNAL_EXIT_CODES[signal]);
  }
  stopping = true;
  log.info(`${signal} received, shutting down`);
  // Let a start in progress settle, so that nothing it opens is left behind.
  await starting.catch(() => {});
  try {
    await drainAndClose(app);
    log.info('Stopped');
    process.exit(0);
  } catch (error) {
    log.error(`Shutdown failed: ${(error as Error).message}`);
    process.exit(1);
  }
}

process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));

starting.catch(async (error: unknown) => {
  if (stopping) return;
  log.error(`Start failed: ${error instanceof Error ? error.message : String(error)}`);
  await drainAndClose(app).catch(() => {});
  process.exit(1);
});
