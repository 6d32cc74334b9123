import type { AppConfig } from './config';
import { createDatabase } from '#server/db/client';
import { openDatabase, type OpenDatabase } from '#server/db/open-database';
import { seedDatabase } from '#server/db/seed';
import { ensureAdmin } from '#server/features/auth';
import type { StartupLog } from './startup-log';

/**
 * Where a server process gets its database. One process (WEB_CONCURRENCY=1) or the primary of
 * several opens it: starts the embedded server when there is no DATABASE_URL, migrates, seeds
 * and makes the first admin. Workers only connect, to the URL the primary hands them.
 */

/** The primary's database URL in a worker's environment (the embedded one's socket and password). */
export const WORKER_DATABASE_URL = 'AMORA_WORKER_DATABASE_URL';
/** The primary's description of it, for the workers' logs. */
export const WORKER_DATABASE_DESCRIPTION = 'AMORA_WORKER_DATABASE_DESCRIPTION';

/** Opens, migrates and seeds the database, and makes sure the first admin exists. */
export async function prepareDatabase(config: AppConfig, log: StartupLog): Promise<OpenDatabase> {
  const database = await openDatabase(config, log);
  try {
    const seeded = await seedDatabase(database.db);
    if (seeded.companions.length > 0) log.info(`Added companions: ${seeded.companions.join(', ')}`);
    if (config.admin) {
      // The e-mail is logged so the operator sees what happened; the password never is.
      const outcome = await ensureAdmin(database.db, config.admin);
      if (outcome !== 'unchanged') log.info(`Admin account ${config.admin.email}: ${outcome}`);
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** The URL workers connect with (the embedded server's is only known once it started). */
export function workerDatabaseUrl(database: OpenDatabase): string {
  const url = database.pool.options.connectionString;
  if (!url) throw new Error('The database pool has no connection string to hand to workers');
  return url;
}

/** A worker's connection to the database its primary prepared (no migrations, no seed). */
export function connectWorkerDatabase(
  env: NodeJS.ProcessEnv,
  log: Pick<StartupLog, 'warn'>,
): OpenDatabase {
  const url = env[WORKER_DATABASE_URL];
  if (!url)
    throw new Error(`${WORKER_DATABASE_URL} is not set: workers are started by the primary`);
  const handle = createDatabase(url, {
    warn: (details, message) => log.warn(`${message} ${JSON.stringify(details)}`),
  });
  return {
    ...handle,
    description: env[WORKER_DATABASE_DESCRIPTION] ?? 'the primary process’s database',
    close: async () => {
      await handle.pool.end().catch(() => {});
    },
  };
}
