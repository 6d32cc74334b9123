import { createHash } from 'node:crypto';
import { chown, lstat, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { SystemAccount } from './system-account';

/** The server listens on no TCP port; the port number only names the socket file. */
export const SOCKET_PORT = 5432;
const SOCKET_FILE = `.s.PGSQL.${SOCKET_PORT}`;

/** Unix socket paths are limited to 107 bytes on Linux (103 on macOS); keep a margin. */
const MAX_SOCKET_PATH_BYTES = 100;

function fits(dir: string): boolean {
  return Buffer.byteLength(path.join(dir, SOCKET_FILE)) <= MAX_SOCKET_PATH_BYTES;
}

/**
 * The socket lives in the data folder when its path is short enough, else in a short folder
 * under the temp directory named after a hash of the data folder, so each data folder always
 * gets the same socket folder and two data folders never share one.
 */
export function chooseSocketDir(rootDir: string): string {
  const preferred = path.join(rootDir, 'run');
  if (fits(preferred)) return preferred;
  const name = `amora-pg-${createHash('sha256').update(rootDir).digest('hex').slice(0, 16)}`;
  const inTemp = path.join(os.tmpdir(), name);
  return fits(inTemp) ? inTemp : path.join('/tmp', name);
}

/**
 * Creates the socket folder, private to the database's user. A folder in a shared temp
 * directory that someone else created (or a symlink planted there) is refused rather than used.
 */
export async function prepareSocketDir(dir: string, account: SystemAccount | null): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const stats = await lstat(dir);
  if (!stats.isDirectory()) throw new Error(`Socket folder ${dir} is not a directory`);
  const ourUid = process.getuid?.();
  const allowedOwners = account ? [0, account.uid] : [ourUid];
  if (ourUid !== undefined && !allowedOwners.includes(stats.uid)) {
    throw new Error(`Socket folder ${dir} belongs to another user; remove it and start again`);
  }
  if (account) await chown(dir, account.uid, account.gid);
}
