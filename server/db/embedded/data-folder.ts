import { randomBytes } from 'node:crypto';
import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isProcessAlive, readCommandLine } from './previous-server';

/**
 * The folder that holds everything of the embedded server:
 *   pgdata/        the cluster (initdb)
 *   run/           the Unix socket (unless that path is too long)
 *   password       the generated superuser password (readable by the app only)
 *   initialized    written once initdb completed, so a half-made cluster is redone
 *   owner.pid      the app process that started the server (detects orphans)
 *   postgres.log   the server's log
 * When the app runs as root and the postgres system user cannot reach this folder, it is a link
 * to one that it can (reachable-place.ts).
 */
export function dataFolderPaths(rootDir: string) {
  return {
    rootDir,
    pgdata: path.join(rootDir, 'pgdata'),
    passwordFile: path.join(rootDir, 'password'),
    initializedMarker: path.join(rootDir, 'initialized'),
    ownerFile: path.join(rootDir, 'owner.pid'),
    logFile: path.join(rootDir, 'postgres.log'),
  };
}
export type DataFolderPaths = ReturnType<typeof dataFolderPaths>;

export async function readOrCreatePassword(file: string): Promise<string> {
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const password = randomBytes(24).toString('hex');
  await writeFile(file, `${password}\n`, { mode: 0o600, flag: 'wx' });
  return password;
}

export async function fileExists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

export async function recordOwner(ownerFile: string): Promise<void> {
  await writeFile(ownerFile, `${process.pid}\n`);
}

export async function clearOwner(ownerFile: string): Promise<void> {
  await rm(ownerFile, { force: true });
}

/**
 * Another live app process (not this one) that started the server still uses it: stopping its
 * database under it would break it, so the caller refuses to start instead.
 */
export async function liveOwnerPid(ownerFile: string): Promise<number | null> {
  let pid: number;
  try {
    pid = Number((await readFile(ownerFile, 'utf8')).trim());
  } catch {
    return null;
  }
  if (!Number.isSafeInteger(pid) || pid <= 0 || pid === process.pid || !isProcessAlive(pid)) {
    return null;
  }
  const commandLine = await readCommandLine(pid);
  // A reused pid that is not a Node process is not our owner.
  if (commandLine && !commandLine.some((part) => /(^|\/)node[\d.]*$/.test(part))) return null;
  return pid;
}
