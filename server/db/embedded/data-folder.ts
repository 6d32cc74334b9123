import { randomBytes } from 'node:crypto';
import { chown, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isProcessAlive, readCommandLine } from './previous-server';
import { runCommand } from './run-command';
import type { SystemAccount } from './system-account';

/**
 * The folder that holds everything of the embedded server:
 *   pgdata/        the cluster (initdb)
 *   run/           the Unix socket (unless that path is too long)
 *   password       the generated superuser password (readable by the app only)
 *   initialized    written once initdb completed, so a half-made cluster is redone
 *   owner.pid      the app process that started the server (detects orphans)
 *   postgres.log   the server's log
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

export async function prepareRootDir(rootDir: string, account: SystemAccount | null) {
  // Parents get the usual mode (a recursive mkdir would make them 0700 too, locking out the
  // postgres user); only the server's own folder is private.
  await mkdir(path.dirname(rootDir), { recursive: true });
  await mkdir(rootDir, { recursive: true, mode: 0o700 });
  if (!account) return;
  await chown(rootDir, account.uid, account.gid);
  // The postgres user must reach the folder through every parent (e.g. not under a 0700 /root).
  const probe = await runCommand('sh', ['-c', 'test -w "$0" && test -x "$0"', rootDir], account);
  if (probe.code !== 0) {
    throw new Error(
      `The "${account.name}" system user cannot use ${rootDir}. Let it traverse the parent ` +
        'folders (chmod o+x) or choose another DATA_DIR.',
    );
  }
}

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
