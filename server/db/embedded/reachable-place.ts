import { randomBytes } from 'node:crypto';
import {
  chown,
  cp,
  lstat,
  mkdir,
  readlink,
  rename,
  rm,
  symlink,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { fileExists } from './data-folder';
import { runCommand } from './run-command';
import type { SystemAccount } from './system-account';

/**
 * Where the embedded PostgreSQL's binaries and data go when the app runs as root from a folder
 * that the `postgres` system user cannot enter (a clone under a 0700 /root, a `mktemp -d`
 * folder). PostgreSQL refuses to run as root, and a process of another user must traverse every
 * parent folder to reach a file, so the server's files move to a folder it can reach; DATA_DIR
 * keeps a symbolic link to where the data went (docs/operations.md, "Running as root").
 */
export const DEFAULT_RELOCATION_HOME = '/var/lib/amora';

/** Whether `account` can use `target` (`x`: run it or pass through it; `wx`: also write in it). */
export async function accountCanUse(
  account: SystemAccount,
  target: string,
  access: 'x' | 'wx',
): Promise<boolean> {
  const test = access === 'wx' ? 'test -w "$0" && test -x "$0"' : 'test -x "$0"';
  const probe = await runCommand('sh', ['-c', test, target], account);
  return probe.code === 0;
}

/**
 * Copies the binaries' folder (bin, lib, share) into `home` once per package version, unless the
 * account can already run them where npm installed them. The copy is made under a temporary name
 * and renamed into place, so a process that dies mid-copy (or two that copy at once) never leaves
 * a half-copied folder under the final name.
 */
export async function reachableBinariesFolder(options: {
  nativeDir: string;
  probe: string;
  version: string;
  account: SystemAccount | null;
  home: string;
}): Promise<string> {
  const { nativeDir, probe, version, account, home } = options;
  if (!account || (await accountCanUse(account, probe, 'x'))) return nativeDir;
  const target = path.join(home, `postgres-${version}`);
  const complete = path.join(target, '.complete');
  if (await fileExists(complete)) return target;
  await mkdir(home, { recursive: true, mode: 0o755 });
  const partial = `${target}.partial-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    await cp(nativeDir, partial, { recursive: true, verbatimSymlinks: true });
    await writeFile(path.join(partial, '.complete'), `${version}\n`);
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    // Another process finished the same copy first: use it.
    if (!(await fileExists(complete))) throw error;
  }
  return target;
}

/** A folder name that says which DATA_DIR it belongs to: `/root/amora/data` → `root-amora-data`. */
function describeFolder(folder: string): string {
  const name = folder
    .split(path.sep)
    .filter(Boolean)
    .join('-')
    .replace(/[^A-Za-z0-9._-]/g, '_');
  return name.slice(-60) || 'root';
}

async function linkTarget(file: string): Promise<string | null> {
  try {
    if (!(await lstat(file)).isSymbolicLink()) return null;
  } catch {
    return null;
  }
  return path.resolve(path.dirname(file), await readlink(file));
}

/** A cluster made by an earlier start lives here: it must never be moved or remade silently. */
async function holdsCluster(rootDir: string): Promise<boolean> {
  return (
    (await fileExists(path.join(rootDir, 'initialized'))) ||
    (await fileExists(path.join(rootDir, 'pgdata', 'PG_VERSION')))
  );
}

async function makePrivateFolder(folder: string, account: SystemAccount | null): Promise<void> {
  await mkdir(folder, { recursive: true, mode: 0o700 });
  if (account) await chown(folder, account.uid, account.gid);
}

/**
 * The folder the server's files really live in for `rootDir` (`DATA_DIR/postgres`): `rootDir`
 * itself when the database's account can reach it, else a folder under `home` that `rootDir`
 * links to (made on the first start and followed on every later one). Returns its real path.
 */
export async function reachableDataFolder(options: {
  rootDir: string;
  account: SystemAccount | null;
  home: string;
  log: (message: string) => void;
}): Promise<string> {
  const { rootDir, account, home, log } = options;
  // Parents get the usual mode (a recursive mkdir with 0700 would make them private too).
  await mkdir(path.dirname(rootDir), { recursive: true });
  const linked = await linkTarget(rootDir);
  const candidate = linked ?? rootDir;
  await makePrivateFolder(candidate, account);
  if (!account || (await accountCanUse(account, candidate, 'wx'))) return candidate;
  if (linked || (await holdsCluster(rootDir))) {
    throw new Error(
      `The "${account.name}" system user cannot use ${candidate}, which holds the database. ` +
        'Let it traverse the parent folders (chmod o+x) or move the folder where it can.',
    );
  }
  const target = path.join(
    home,
    'data',
    `${describeFolder(path.dirname(rootDir))}-${randomBytes(3).toString('hex')}`,
  );
  await mkdir(path.dirname(target), { recursive: true, mode: 0o755 });
  await makePrivateFolder(target, account);
  if (!(await accountCanUse(account, target, 'wx'))) {
    throw new Error(
      `The "${account.name}" system user can reach neither ${rootDir} nor ${target}. ` +
        'Let it traverse the parent folders of DATA_DIR (chmod o+x) or choose another DATA_DIR.',
    );
  }
  await writeFile(path.join(target, 'linked-from'), `${rootDir}\n`);
  // rootDir holds no cluster (checked above): at most a folder made by a start that failed.
  await rm(rootDir, { recursive: true, force: true });
  await symlink(target, rootDir);
  log(
    `The "${account.name}" system user cannot reach ${rootDir}, so the embedded database lives ` +
      `in ${target} (linked from ${rootDir}).`,
  );
  return target;
}
