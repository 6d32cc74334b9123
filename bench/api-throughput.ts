import type autocannon from 'autocannon';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type ApiFixtures, LOGIN_USERS, seedApiFixtures } from './api-fixtures';
import { startChildServer, type ChildServer } from './child-server';
import { loginEmail } from './fixtures';
import { measureFixedRate, measureLoad, type FixedRateFigures, type LoadFigures } from './load';
import { createScratchDatabase, probeServer } from './scratch-database';
import { BENCH_PASSWORD } from './support';

/**
 * API throughput and latency (docs/architecture.md, "Performance budgets"): the real server
 * (`server/main.ts`) and a bare Fastify hello-world, each in its own process, loaded in turn by
 * autocannon from this one. The hello-world is measured before and after the routes; the slower of
 * the two is the baseline. Beside them, the floors of bench/floor-server.ts: what any route with
 * the same bytes or the same round trips gets on this machine (decision 011).
 */

/** Sign-ins measured (after one per connection as warm-up): a counted run, see load.ts. */
export const LOGIN_REQUESTS = 300;

export interface ApiTarget {
  /** "the embedded PostgreSQL"; the server's version is added. */
  label: string;
  /** Any database of the server; the bench creates (and drops) one of its own beside it. */
  serverUrl: string;
}

export interface RouteLoad extends LoadFigures {
  route: string;
}

export type Floor = 'same-bytes' | 'one-query' | 'two-queries';

export interface ReadLoad extends RouteLoad {
  /** The floor this route is compared with. */
  floor: Floor;
  /** The same route at a fixed offered rate (open model). */
  fixedRate: FixedRateFigures;
}

export type ApiResult =
  | { label: string; skipped: string }
  | {
      label: string;
      hello: RouteLoad[];
      floors: Record<Floor, RouteLoad>;
      reads: ReadLoad[];
      login: RouteLoad;
      catalogueBytes: number;
    };

const FLOORS: Record<Floor, string> = {
  'same-bytes': 'bare Fastify: the catalogue bytes from memory',
  'one-query': 'bare Fastify: one PostgreSQL round trip',
  'two-queries': 'bare Fastify: two PostgreSQL round trips',
};

/** The web app's catalogue request: a first page of cards. */
const CATALOGUE_PAGE = '/api/models?lang=en&limit=24';

/** Plain loaders of these routes, without a body; `{id}` is filled from the fixtures. */
function readRoutes(fixtures: ApiFixtures) {
  const signedIn = { authorization: `Bearer ${fixtures.token}` };
  // The floor of each: the catalogue is its bytes; a profile reads the companion and its
  // gallery; a signed-in read its session and its data.
  return [
    {
      route: 'GET /api/models?limit=24',
      path: CATALOGUE_PAGE,
      floor: 'same-bytes' as const,
    },
    {
      route: 'GET /api/models/{id}',
      path: `/api/models/${fixtures.modelId}`,
      floor: 'two-queries' as const,
    },
    {
      route: 'GET /api/chats',
      path: '/api/chats',
      headers: signedIn,
      floor: 'two-queries' as const,
    },
    {
      route: 'GET /api/chats/{id}/messages',
      path: `/api/chats/${fixtures.conversationId}/messages`,
      headers: signedIn,
      floor: 'two-queries' as const,
    },
  ];
}

/**
 * Each sign-in comes from its own address (X-Forwarded-For, the server trusts one proxy hop) for
 * the next of the seeded accounts: the per-address and per-account limits count attempts in
 * flight, and a flood from one address or on one account would be refused (429) by design.
 */
function loginRequests(): autocannon.Request[] {
  let sent = 0;
  return [
    {
      method: 'POST',
      path: '/api/auth/login',
      setupRequest: (request) => {
        sent += 1;
        return {
          ...request,
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
          },
          body: JSON.stringify({
            login: loginEmail((sent % LOGIN_USERS) + 1),
            password: BENCH_PASSWORD,
          }),
        };
      },
    },
  ];
}

async function measureAll(
  hello: ChildServer,
  floor: ChildServer,
  app: ChildServer,
  fixtures: ApiFixtures,
) {
  const helloLoad = async (when: string): Promise<RouteLoad> => ({
    route: `hello-world (${when})`,
    ...(await measureLoad({ url: `${hello.origin}/` })),
  });
  const before = await helloLoad('before');
  const floors = {} as Record<Floor, RouteLoad>;
  for (const [name, route] of Object.entries(FLOORS) as Array<[Floor, string]>) {
    floors[name] = { route, ...(await measureLoad({ url: `${floor.origin}/${name}` })) };
  }
  const reads: ReadLoad[] = [];
  for (const { route, path: url, headers, floor: floorName } of readRoutes(fixtures)) {
    const load = await measureLoad({ url: app.origin + url, headers });
    const fixedRate = await measureFixedRate({ url: app.origin + url, headers });
    reads.push({ route, floor: floorName, ...load, fixedRate });
  }
  const login = {
    route: 'POST /api/auth/login',
    ...(await measureLoad({ url: app.origin, requests: loginRequests(), amount: LOGIN_REQUESTS })),
  };
  const after = await helloLoad('after');
  return { hello: [before, after], floors, reads, login };
}

/** The app's catalogue answer (the page the bench loads), written where the floor reads it. */
async function saveCatalogue(app: ChildServer, folder: string) {
  const response = await fetch(`${app.origin}${CATALOGUE_PAGE}`);
  if (!response.ok) throw new Error(`GET ${CATALOGUE_PAGE}: ${response.status}`);
  const text = await response.text();
  const file = path.join(folder, 'catalogue.json');
  await writeFile(file, text);
  return { file, bytes: Buffer.byteLength(text) };
}

export async function benchApi(target: ApiTarget): Promise<ApiResult> {
  const probe = await probeServer(target.serverUrl);
  if ('unreachable' in probe) return { label: target.label, skipped: probe.unreachable };
  const label = `${target.label} (${probe.version})`;
  const database = await createScratchDatabase(target.serverUrl, `amora_bench_${process.pid}`);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'amora-bench-'));
  const servers: ChildServer[] = [];
  try {
    const fixtures = await seedApiFixtures(database);
    servers.push(await startChildServer({ script: 'bench/hello-server.ts', readyPath: '/' }));
    servers.push(
      await startChildServer({
        script: 'server/main.ts',
        readyPath: '/api/health',
        env: { DATABASE_URL: database.url, LOG_LEVEL: 'warn', TRUST_PROXY: '1' },
      }),
    );
    const [hello, app] = servers as [ChildServer, ChildServer];
    const catalogue = await saveCatalogue(app, folder);
    const floor = await startChildServer({
      script: 'bench/floor-server.ts',
      readyPath: '/one-query',
      env: { FLOOR_BODY_FILE: catalogue.file, FLOOR_DATABASE_URL: database.url },
    });
    servers.push(floor);
    return {
      label,
      catalogueBytes: catalogue.bytes,
      ...(await measureAll(hello, floor, app, fixtures)),
    };
  } finally {
    for (const server of servers) await server.stop();
    await database.drop();
    await rm(folder, { recursive: true, force: true });
  }
}
