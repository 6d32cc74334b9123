import autocannon from 'autocannon';
import type pg from 'pg';
import { readFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { seedApiFixtures } from './api-fixtures';
import { startChildServer, type ChildServer } from './child-server';
import { createScratchDatabase } from './scratch-database';

/**
 * What a request costs the server's CPU, in microseconds, for each read route, its floor and
 * the hello-world (docs/performance.md, "Where the time went"). Throughput on a two-core machine
 * where client, server and PostgreSQL share the CPU swings by a quarter from run to run; CPU
 * time per request does not, so this is the tool to tell whether a change to a hook or a query
 * helped. Each target gets a fixed number of requests from a few connections (the server is
 * never saturated), and its process's user plus system time (/proc/<pid>/stat) is divided by
 * that number. The PostgreSQL backends connected to the bench's database are measured the same
 * way: on one machine a route's total is what saturation divides, and work moved from the server
 * into a statement is not work saved.
 *
 *   node --import tsx bench/cpu-per-request.ts [postgres url]
 *
 * Extra server settings come from CPU_BENCH_ENV (JSON), e.g. '{"SESSION_CACHE_TTL_MS":"0"}';
 * CPU_BENCH_ROUTES=config,messages measures only those routes.
 */

const REQUESTS = 20_000;
const WARM_UP = 3_000;
const CONNECTIONS = 8;
const TICKS_PER_SECOND = 100;

async function cpuMicros(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name (which may hold spaces) start at its closing bracket.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks / TICKS_PER_SECOND) * 1e6;
}

/** The backends of the scratch database but the bench's own connection. */
async function databaseBackends(pool: pg.Pool): Promise<number[]> {
  const { rows } = await pool.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  return rows.map(({ pid }) => pid);
}

/** CPU time of each backend; one that has gone since counts what it had (its last reading). */
async function backendMicros(pids: number[], last = new Map<number, number>()) {
  const times = new Map<number, number>();
  for (const pid of pids) {
    times.set(pid, await cpuMicros(pid).catch(() => last.get(pid) ?? 0));
  }
  return times;
}

const sum = (times: Map<number, number>) => [...times.values()].reduce((a, b) => a + b, 0);

async function measure(
  server: ChildServer,
  pool: pg.Pool,
  url: string,
  headers: Record<string, string> = {},
) {
  await autocannon({ url, headers, connections: CONNECTIONS, amount: WARM_UP });
  // Backends the pool opens during the run are not counted: the warm-up opened what it needs.
  const backends = await databaseBackends(pool);
  const databaseBefore = await backendMicros(backends);
  const before = await cpuMicros(server.pid);
  const result = await autocannon({ url, headers, connections: CONNECTIONS, amount: REQUESTS });
  const spent = (await cpuMicros(server.pid)) - before;
  const databaseSpent = sum(await backendMicros(backends, databaseBefore)) - sum(databaseBefore);
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} answers were not 2xx`);
  return { server: spent / REQUESTS, database: databaseSpent / REQUESTS };
}

const serverUrl = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = await createScratchDatabase(serverUrl, `amora_cpu_${process.pid}`);
const folder = await mkdtemp(path.join(os.tmpdir(), 'amora-cpu-'));
const servers: ChildServer[] = [];
try {
  const fixtures = await seedApiFixtures(database);
  const extraEnv = JSON.parse(process.env.CPU_BENCH_ENV ?? '{}') as Record<string, string>;
  const app = await startChildServer({
    script: 'server/main.ts',
    readyPath: '/api/health',
    env: { DATABASE_URL: database.url, LOG_LEVEL: 'warn', TRUST_PROXY: '1', ...extraEnv },
  });
  servers.push(app);
  const hello = await startChildServer({ script: 'bench/hello-server.ts', readyPath: '/' });
  servers.push(hello);
  const signedIn = { authorization: `Bearer ${fixtures.token}` };
  const routes = [
    { name: 'config', path: '/api/config', headers: {}, roundTrips: 0 },
    { name: 'models', path: '/api/models?lang=en&limit=24', headers: {}, roundTrips: 1 },
    { name: 'model', path: `/api/models/${fixtures.modelId}`, headers: {}, roundTrips: 1 },
    { name: 'chats', path: '/api/chats', headers: signedIn, roundTrips: 1 },
    {
      name: 'messages',
      path: `/api/chats/${fixtures.conversationId}/messages`,
      headers: signedIn,
      roundTrips: 1,
    },
  ];
  const floorRoutes = await Promise.all(
    routes.map(async (route) => {
      const response = await fetch(app.origin + route.path, { headers: route.headers });
      if (!response.ok) throw new Error(`GET ${route.path}: ${response.status}`);
      return { name: route.name, roundTrips: route.roundTrips, body: await response.text() };
    }),
  );
  const routesFile = path.join(folder, 'floor-routes.json');
  await writeFile(routesFile, JSON.stringify(floorRoutes));
  const floor = await startChildServer({
    script: 'bench/floor-server.ts',
    readyPath: '/ready',
    env: { FLOOR_ROUTES_FILE: routesFile, FLOOR_DATABASE_URL: database.url },
  });
  servers.push(floor);

  const helloMicros = await measure(hello, database.pool, `${hello.origin}/`);
  console.log(`hello-world: ${helloMicros.server.toFixed(1)} µs CPU per request`);
  console.log(
    'route      app µs   floor µs   app/floor   app-floor µs   app PG µs   floor PG µs   (app+PG)/(floor+PG)',
  );
  const cell = (value: number, width: number, digits = 1) => value.toFixed(digits).padStart(width);
  const only = process.env.CPU_BENCH_ROUTES?.split(',');
  for (const route of routes.filter(({ name }) => !only || only.includes(name))) {
    const floorMicros = await measure(floor, database.pool, `${floor.origin}/floor/${route.name}`);
    const appMicros = await measure(app, database.pool, app.origin + route.path, route.headers);
    const total = (load: { server: number; database: number }) => load.server + load.database;
    console.log(
      [
        route.name.padEnd(10),
        cell(appMicros.server, 6),
        cell(floorMicros.server, 8),
        cell(appMicros.server / floorMicros.server, 9, 2),
        cell(appMicros.server - floorMicros.server, 12),
        cell(appMicros.database, 9),
        cell(floorMicros.database, 11),
        cell(total(appMicros) / total(floorMicros), 19, 2),
      ].join('   '),
    );
  }
} finally {
  for (const server of servers) await server.stop();
  await database.drop();
  await rm(folder, { recursive: true, force: true });
}
