import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/** The system user that owns and runs the embedded PostgreSQL when the app runs as root. */
export interface SystemAccount {
  name: string;
  uid: number;
  gid: number;
}

const ACCOUNT_NAME = 'postgres';

export function isRunningAsRoot(): boolean {
  return process.getuid?.() === 0;
}

async function lookUpAccount(name: string): Promise<SystemAccount | null> {
  try {
    const [uid, gid] = await Promise.all([
      execFileAsync('id', ['-u', name]),
      execFileAsync('id', ['-g', name]),
    ]);
    return { name, uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return null;
  }
}

async function tryCommands(commands: ReadonlyArray<readonly [string, string[]]>): Promise<void> {
  for (const [file, args] of commands) {
    try {
      await execFileAsync(file, args);
      return;
    } catch {
      // Try the next flavour (shadow-utils, then BusyBox); the look-up afterwards decides.
    }
  }
}

async function createAccount(name: string): Promise<void> {
  await tryCommands([
    ['groupadd', ['--force', '--system', name]],
    ['addgroup', ['-S', name]],
  ]);
  await tryCommands([
    [
      'useradd',
      ['--system', '--gid', name, '--no-create-home', '--shell', '/usr/sbin/nologin', name],
    ],
    ['adduser', ['-S', '-D', '-H', '-G', name, name]],
  ]);
}

/**
 * PostgreSQL refuses to run as root, so a root process runs it as the `postgres` system user,
 * creating that user when it is missing. Returns null when the app is not root: then the
 * database simply runs as the app's own user.
 */
export async function postgresSystemAccount(): Promise<SystemAccount | null> {
  if (!isRunningAsRoot()) return null;
  const existing = await lookUpAccount(ACCOUNT_NAME);
  if (existing) return existing;
  await createAccount(ACCOUNT_NAME);
  const created = await lookUpAccount(ACCOUNT_NAME);
  if (!created) {
    throw new Error(
      `The app runs as root, so PostgreSQL must run as the "${ACCOUNT_NAME}" system user, ` +
        'which is missing and could not be created (groupadd/useradd failed). Create it, ' +
        'run the app as a normal user, or set DATABASE_URL.',
    );
  }
  return created;
}
