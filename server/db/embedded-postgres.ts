import { chown, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { resolvePostgresBinaries, type PostgresBinaries } from './embedded/binaries';
import {
  clearOwner,
  dataFolderPaths,
  fileExists,
  liveOwnerPid,
  readOrCreatePassword,
  recordOwner,
  type DataFolderPaths,
} from './embedded/data-folder';
import { DEFAULT_RELOCATION_HOME, reachableDataFolder } from './embedded/reachable-place';
import { inspectPreviousServer, removeStalePidFile } from './embedded/previous-server';
import { serverLogTail, trimServerLog } from './embedded/server-log';
import { runCommand, runCommandOrThrow } from './embedded/run-command';
import { chooseSocketDir, prepareSocketDir, SOCKET_PORT } from './embedded/socket-dir';
import { postgresSystemAccount, type SystemAccount } from './embedded/system-account';

export interface EmbeddedPostgresOptions {
  /** The folder the server lives in, e.g. `${DATA_DIR}/postgres`. Made absolute. */
  rootDir: string;
  /** The database the app uses; created on first start. */
  database?: string;
  log?: (message: string) => void;
  /**
   * Where the server's binaries and data go when the app runs as root and the postgres system
   * user cannot reach `rootDir` or node_modules (default /var/lib/amora).
   */
  relocationHome?: string;
}

const SUPERUSER = 'postgres';
/** Always present; used to create the app's database. */
const MAINTENANCE_DATABASE = 'postgres';
const SUPPORTED_MAJOR = '18';
const START_TIMEOUT_SECONDS = '120';

/**
 * A private PostgreSQL server owned by the app (docs/decisions/001): created with initdb on first
 * start, reachable only through a Unix socket, stopped with a fast shutdown, and recovered when a
 * killed run left its server running or a stale postmaster.pid behind. Committed data survives all
 * of these because every stop is a clean shutdown or PostgreSQL's own crash recovery from its WAL.
 */
export class EmbeddedPostgres {
  private readonly rootDir: string;
  private readonly relocationHome: string;
  private readonly database: string;
  private readonly log: (message: string) => void;
  /** Known once start() has found where the files live (rootDir or the folder it links to). */
  private paths: DataFolderPaths;
  private socketDir: string;
  private binaries: PostgresBinaries | null = null;
  private account: SystemAccount | null = null;
  private password = '';
  private started = false;

  constructor(options: EmbeddedPostgresOptions) {
    this.rootDir = path.resolve(options.rootDir);
    this.relocationHome = options.relocationHome ?? DEFAULT_RELOCATION_HOME;
    this.database = options.database ?? 'amora';
    this.log = options.log ?? (() => {});
    this.paths = dataFolderPaths(this.rootDir);
    this.socketDir = chooseSocketDir(this.rootDir);
  }

  /** The folder the server's files really live in (after start(): rootDir or its link's target). */
  get dataFolder(): string {
    return this.paths.rootDir;
  }

  /** Starts the server (creating it when needed) and returns the app database's URL. */
  async start(): Promise<string> {
    if (this.started) return this.connectionUrl(this.database);
    this.account = await postgresSystemAccount();
    this.binaries = await resolvePostgresBinaries(this.account, this.relocationHome);
    const folder = await reachableDataFolder({
      rootDir: this.rootDir,
      account: this.account,
      home: this.relocationHome,
      log: this.log,
    });
    this.paths = dataFolderPaths(folder);
    this.socketDir = chooseSocketDir(folder);
    this.password = await readOrCreatePassword(this.paths.passwordFile);
    if (!(await fileExists(this.paths.initializedMarker))) await this.createCluster();
    await this.checkClusterVersion();
    await this.writeServerSettings();
    await prepareSocketDir(this.socketDir, this.account);
    await this.recoverPreviousServer();
    await trimServerLog(this.paths.logFile);
    await this.startServer();
    await this.ensureDatabase();
    return this.connectionUrl(this.database);
  }

  /** Fast shutdown: open transactions roll back, committed data is flushed. Safe to call twice. */
  async stop(): Promise<void> {
    if (!this.started || !this.binaries) return;
    this.started = false;
    const previous = await inspectPreviousServer(this.paths.pgdata);
    if (previous.state === 'running') await this.pgCtlStop();
    await clearOwner(this.paths.ownerFile);
  }

  /** A URL for any database of this server (tests create their own). */
  connectionUrl(database: string): string {
    const url = new URL(`postgresql://localhost:${SOCKET_PORT}`);
    url.username = SUPERUSER;
    url.password = this.password;
    url.pathname = `/${encodeURIComponent(database)}`;
    url.searchParams.set('host', this.socketDir);
    return url.toString();
  }

  private async createCluster(): Promise<void> {
    const { initdb } = this.requireBinaries();
    // No marker means initdb never finished (e.g. the app was killed during it): the folder
    // cannot hold committed data yet, so it is safe to start it over.
    await rm(this.paths.pgdata, { recursive: true, force: true });
    this.log(`Creating the embedded PostgreSQL database in ${this.paths.pgdata}`);
    const passwordInput = path.join(this.paths.rootDir, 'initdb-password');
    await writeFile(passwordInput, this.password, { mode: 0o600 });
    try {
      if (this.account) await chown(passwordInput, this.account.uid, this.account.gid);
      await runCommandOrThrow(
        initdb,
        [
          `--pgdata=${this.paths.pgdata}`,
          `--username=${SUPERUSER}`,
          `--pwfile=${passwordInput}`,
          '--auth-local=scram-sha-256',
          '--auth-host=scram-sha-256',
          '--encoding=UTF8',
          // Byte-order sorting with Unicode-aware upper/lower (ILIKE on Cyrillic), independent
          // of which locales the operating system has installed.
          '--locale=C',
          '--locale-provider=builtin',
          '--builtin-locale=C.UTF-8',
        ],
        this.account,
        'initdb',
      );
    } finally {
      await rm(passwordInput, { force: true });
    }
    const mainConfig = path.join(this.paths.pgdata, 'postgresql.conf');
    const original = await readFile(mainConfig, 'utf8');
    await writeFile(mainConfig, `${original}\ninclude_if_exists = 'amora.conf'\n`);
    await writeFile(this.paths.initializedMarker, `${new Date().toISOString()}\n`);
  }

  private async checkClusterVersion(): Promise<void> {
    const version = (await readFile(path.join(this.paths.pgdata, 'PG_VERSION'), 'utf8')).trim();
    if (version !== SUPPORTED_MAJOR) {
      throw new Error(
        `The database in ${this.paths.pgdata} was made by PostgreSQL ${version}, but the ` +
          `embedded server is ${SUPPORTED_MAJOR}. Upgrade it with pg_upgrade or use DATABASE_URL.`,
      );
    }
  }

  /** Rewritten at every start, so a moved data folder gets its new socket path. */
  private async writeServerSettings(): Promise<void> {
    const quoted = (value: string) => `'${value.replaceAll("'", "''")}'`;
    const file = path.join(this.paths.pgdata, 'amora.conf');
    await writeFile(
      file,
      [
        '# Written by the app at every start; edits are overwritten.',
        "listen_addresses = ''",
        `port = ${SOCKET_PORT}`,
        `unix_socket_directories = ${quoted(this.socketDir)}`,
        '',
      ].join('\n'),
    );
    if (this.account) await chown(file, this.account.uid, this.account.gid);
  }

  private async recoverPreviousServer(): Promise<void> {
    const previous = await inspectPreviousServer(this.paths.pgdata);
    if (previous.state === 'stale') {
      this.log(`Removing a stale postmaster.pid: ${previous.reason}`);
      await removeStalePidFile(this.paths.pgdata);
      return;
    }
    if (previous.state !== 'running') return;
    const owner = await liveOwnerPid(this.paths.ownerFile);
    if (owner !== null) {
      throw new Error(
        `Another app process (pid ${owner}) is using the database in ${this.paths.rootDir}. ` +
          'Stop it first, or give this one its own DATA_DIR.',
      );
    }
    // A previous run was killed and left its server running: stop it cleanly (a fast shutdown
    // keeps every committed transaction) and start our own with the current settings.
    this.log(`Stopping the PostgreSQL server (pid ${previous.pid}) left running by a previous run`);
    await this.pgCtlStop();
  }

  private async startServer(): Promise<void> {
    const { pgCtl } = this.requireBinaries();
    const args = ['start', '--wait', `--timeout=${START_TIMEOUT_SECONDS}`];
    args.push(`--pgdata=${this.paths.pgdata}`, `--log=${this.paths.logFile}`);
    const result = await runCommand(pgCtl, args, this.account);
    if (result.code !== 0) {
      throw new Error(
        `The embedded PostgreSQL did not start (${result.output}). Server log: ` +
          (await serverLogTail(this.paths.logFile)),
      );
    }
    this.started = true;
    await recordOwner(this.paths.ownerFile);
  }

  private async pgCtlStop(): Promise<void> {
    const { pgCtl } = this.requireBinaries();
    const args = ['stop', '--wait', '--mode=fast', `--timeout=${START_TIMEOUT_SECONDS}`];
    await runCommandOrThrow(
      pgCtl,
      [...args, `--pgdata=${this.paths.pgdata}`],
      this.account,
      'pg_ctl stop',
    );
  }

  private async ensureDatabase(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionUrl(MAINTENANCE_DATABASE) });
    await client.connect();
    try {
      const found = await client.query('select 1 from pg_database where datname = $1', [
        this.database,
      ]);
      if (found.rowCount === 0) {
        await client.query(`create database "${this.database.replaceAll('"', '""')}"`);
      }
    } finally {
      await client.end();
    }
  }

  private requireBinaries(): PostgresBinaries {
    if (!this.binaries) throw new Error('EmbeddedPostgres.start() has not run');
    return this.binaries;
  }
}
