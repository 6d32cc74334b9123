import { readFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * What a previous run left behind in a data folder. After a `kill -9` of the app the
 * postmaster it started keeps running (`orphan`), or, when the postmaster died too, its
 * postmaster.pid stays behind (`stale`). Both must not keep the next start from working.
 */
export type PreviousServer =
  { state: 'none' } | { state: 'running'; pid: number } | { state: 'stale'; reason: string };

interface PostmasterLock {
  pid: number;
  dataDir: string;
}

/** postmaster.pid: line 1 is the postmaster's pid, line 2 its data directory. */
async function readPostmasterLock(pgdata: string): Promise<PostmasterLock | null> {
  let text: string;
  try {
    text = await readFile(path.join(pgdata, 'postmaster.pid'), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const [pidLine = '', dataDirLine = ''] = text.split('\n');
  const pid = Number(pidLine.trim());
  return { pid: Number.isSafeInteger(pid) && pid > 0 ? pid : 0, dataDir: dataDirLine.trim() };
}

/** A zombie has exited and only waits for its parent (or init) to collect its status. */
function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false; // No /proc (e.g. macOS): rely on the signal check alone.
  }
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user (e.g. postgres when we are not).
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return !isZombie(pid);
}

/** The process's command line, or null where /proc is not available (e.g. macOS). */
export async function readCommandLine(pid: number): Promise<string[] | null> {
  try {
    const raw = await readFile(`/proc/${pid}/cmdline`, 'utf8');
    return raw.split('\0').filter(Boolean);
  } catch {
    return null;
  }
}

/**
 * A pid can be reused by an unrelated process after a crash or reboot, so "alive" is not enough:
 * the process must be a postgres server started on this very data folder. Sending it a stop
 * signal otherwise could kill something else.
 */
async function isPostmasterOf(pid: number, pgdata: string): Promise<boolean> {
  if (!isProcessAlive(pid)) return false;
  const commandLine = await readCommandLine(pid);
  if (commandLine === null) return true; // No /proc: trust postmaster.pid's data dir check.
  const [program = ''] = commandLine;
  const dataDirIndex = commandLine.indexOf('-D');
  const servesFolder =
    dataDirIndex >= 0 && path.resolve(commandLine[dataDirIndex + 1] ?? '') === pgdata;
  return path.basename(program) === 'postgres' && servesFolder;
}

export async function inspectPreviousServer(pgdata: string): Promise<PreviousServer> {
  const lock = await readPostmasterLock(pgdata);
  if (!lock) return { state: 'none' };
  if (lock.pid === 0) return { state: 'stale', reason: 'postmaster.pid is unreadable' };
  if (path.resolve(lock.dataDir) !== pgdata) {
    return { state: 'stale', reason: `postmaster.pid names another folder (${lock.dataDir})` };
  }
  if (await isPostmasterOf(lock.pid, pgdata)) return { state: 'running', pid: lock.pid };
  return {
    state: 'stale',
    reason: `process ${lock.pid} is not a PostgreSQL server of this folder`,
  };
}

export async function removeStalePidFile(pgdata: string): Promise<void> {
  await rm(path.join(pgdata, 'postmaster.pid'), { force: true });
}
