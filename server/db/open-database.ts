import path from 'node:path';
import type { AppConfig } from '#server/config';
import { createDatabase, type DatabaseHandle } from './client';
import { EmbeddedPostgres } from './embedded-postgres';
import { runMigrations } from './migrate';

export interface OpenDatabase extends DatabaseHandle {
  /** "embedded PostgreSQL in <folder>" or "PostgreSQL at DATABASE_URL", for the start-up log. */
  description: string;
  /** Closes the pool, then stops the embedded server if the app started one. */
  close(): Promise<void>;
}

export interface DatabaseLog {
  info(message: string): void;
  warn(message: string): void;
}

/**
 * DATABASE_URL when set; otherwise the app's own PostgreSQL in DATA_DIR/postgres. Either way the
 * same migrations run before anything else touches the database.
 */
export async function openDatabase(config: AppConfig, log: DatabaseLog): Promise<OpenDatabase> {
  const embedded = config.databaseUrl
    ? null
    : new EmbeddedPostgres({
        rootDir: path.join(config.dataDir, 'postgres'),
        log: (message) => log.info(message),
      });
  const url = embedded ? await embedded.start() : (config.databaseUrl as string);
  const handle = createDatabase(url, {
    warn: (details, message) => log.warn(`${message} ${JSON.stringify(details)}`),
  });
  const close = async () => {
    await handle.pool.end().catch(() => {});
    await embedded?.stop();
  };
  try {
    await runMigrations(handle.pool);
  } catch (error) {
    await close();
    throw error;
  }
  const description = embedded
    ? describeEmbedded(embedded, config.dataDir)
    : 'PostgreSQL at DATABASE_URL';
  return { ...handle, description, close };
}

function describeEmbedded(embedded: EmbeddedPostgres, dataDir: string): string {
  const linkedFrom = path.join(dataDir, 'postgres');
  return embedded.dataFolder === linkedFrom
    ? `embedded PostgreSQL in ${linkedFrom}`
    : `embedded PostgreSQL in ${embedded.dataFolder}, linked from ${linkedFrom}`;
}
