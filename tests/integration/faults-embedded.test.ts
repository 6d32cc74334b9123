import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedDatabaseUrl, startApp, waitForHealth, type AppProcess } from './app-process';

/**
 * The embedded database under harsher kills than sigkill-restart.test.ts: the app killed while
 * it is writing (every write it acknowledged must be there after the restart), and killed while
 * it is still starting its database (the next start must work all the same).
 */

const SLOW = { timeout: 240_000 };
let workDir: string;
let dataDir: string;
const running: AppProcess[] = [];

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'faults-embedded-'));
  await chmod(workDir, 0o755); // the postgres user must get through when we are root
  dataDir = path.join(workDir, 'data');
});

afterAll(async () => {
  for (const app of running) {
    if (app.child.exitCode === null && app.child.signalCode === null) app.child.kill('SIGTERM');
    await app.exited;
  }
  await rm(workDir, { recursive: true, force: true });
}, 60_000);

function spawnApp(): Promise<AppProcess> {
  return startApp(dataDir).then((app) => {
    running.push(app);
    return app;
  });
}

async function launch(): Promise<AppProcess> {
  const app = await spawnApp();
  await waitForHealth(app);
  return app;
}

async function storedAddresses(): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: await embeddedDatabaseUrl(dataDir) });
  await client.connect();
  try {
    const { rows } = await client.query<{ email: string }>('select email from early_access');
    return new Set(rows.map((row) => row.email));
  } finally {
    await client.end();
  }
}

/** Joins the early-access list as fast as it can until the app dies; returns what was acknowledged. */
async function writeUntilKilled(app: AppProcess, killAfter: number): Promise<string[]> {
  const acknowledged: string[] = [];
  let next = 0;
  let killed = false;
  const writer = async () => {
    while (!killed) {
      const email = `burst${(next += 1)}@example.com`;
      try {
        const response = await fetch(`${app.baseUrl}/api/early-access`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email }),
        });
        if (response.status === 201) acknowledged.push(email);
        if (acknowledged.length >= killAfter && !killed) {
          killed = true;
          app.child.kill('SIGKILL');
        }
      } catch {
        return; // the process is gone
      }
    }
  };
  await Promise.all([writer(), writer(), writer(), writer()]);
  await app.exited;
  return acknowledged;
}

describe('the embedded database', () => {
  it(
    'keeps every acknowledged write when the app is killed in the middle of writing',
    SLOW,
    async () => {
      const first = await launch();
      const acknowledged = await writeUntilKilled(first, 40);
      expect(acknowledged.length).toBeGreaterThanOrEqual(40);

      const second = await launch();
      const stored = await storedAddresses();
      expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
      const health = await (await fetch(`${second.baseUrl}/api/health`)).json();
      expect(health).toMatchObject({ status: 'ok', db: 'ok' });
      second.child.kill('SIGTERM');
      expect(await second.exited).toEqual({ code: 0, signal: null });
    },
  );

  it('starts after the app was killed while still starting its database', SLOW, async () => {
    const previous = await launch();
    const before = await storedAddresses();
    previous.child.kill('SIGTERM');
    expect(await previous.exited).toEqual({ code: 0, signal: null });

    for (const delayMs of [300, 1_500]) {
      const starting = await spawnApp();
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      starting.child.kill('SIGKILL');
      await starting.exited;
    }
    const app = await launch();
    expect(await storedAddresses()).toEqual(before);
    const response = await fetch(`${app.baseUrl}/api/early-access`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'after-kills@example.com' }),
    });
    expect(response.status).toBe(201);
    app.child.kill('SIGTERM');
    expect(await app.exited).toEqual({ code: 0, signal: null });
  });
});
