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
 * the two is the scale's 100%. Beside each read route, its floor (bench/floor-server.ts): what a
 * bare route with the same round trips and the same body gets on this machine (decisions 011
 * and 026). The fixed-rate runs use bench/open-load.ts.
 */

/** Sign-ins measured (after one per connection as warm-up): a counted run, see load.ts. */
export const LOGIN_REQUESTS = 300;

/**
 * Each read route and its floor are measured in this many rounds, taking turns, and the round
 * with the median share is reported. This host's speed drifts by a third within minutes (its
 * floors have ranged 5,300-10,600 req/s in three runs of one hour): one run of each, one after
 * the other, was as much a measure of the drift as of the route.
 */
export const FLOOR_ROUNDS = 3;
/** Seconds measured per target and round (after load.ts's warm-up). */
export const ROUND_SECONDS = 3;

export interface ApiTarget {
  /** "the embedded PostgreSQL"; the server's version is added. */
  label: string;
  /** Any database of the server; the bench creates (and drops) one of its own beside it. */
  serverUrl: string;
}

export interface RouteLoad extends LoadFigures {
  route: string;
}

export interface ReadLoad extends RouteLoad {
  /** Its floor, loaded in the same round: the same round trips and body, no app code. */
  floor: RouteLoad;
  /** Each round's requests per second as a share of its floor's, in the order measured. */
  shares: number[];
  /** Round trips to PostgreSQL the route makes once its caches are warm. */
  roundTrips: number;
  /** Bytes of the answer's body (uncompressed). */
  bodyBytes: number;
  /** The same route at a fixed offered rate (open model). */
  fixedRate: FixedRateFigures;
}

export type ApiResult =
  | { label: string; skipped: string }
  | { label: string; hello: RouteLoad[]; reads: ReadLoad[]; login: RouteLoad };

interface ReadRoute {
  route: string;
  /** The floor's path segment. */
  name: string;
  path: string;
  headers?: Record<string, string>;
  roundTrips: number;
}

/** The web app's catalogue request: a first page of cards. */
const CATALOGUE_PAGE = '/api/models?lang=en&limit=24';

/**
 * The read routes with the round trips each makes with warm caches: the catalogue and a
 * profile ask only for the catalogue's version (the answer is in memory while it is unchanged,
 * server/features/companions/catalogue-cache.ts); a signed-in read finds its session in the
 * process's cache (decision 019) and reads its data in one statement.
 */
function readRoutes(fixtures: ApiFixtures): ReadRoute[] {
  const signedIn = { authorization: `Bearer ${fixtures.token}` };
  return [
    { route: 'GET /api/models?limit=24', name: 'models', path: CATALOGUE_PAGE, roundTrips: 1 },
    {
      route: 'GET /api/models/{id}',
      name: 'model',
      path: `/api/models/${fixtures.modelId}`,
      roundTrips: 1,
    },
    {
      route: 'GET /api/chats',
      name: 'chats',
      path: '/api/chats',
      headers: signedIn,
      roundTrips: 1,
    },
    {
      route: 'GET /api/chats/{id}/messages',
      name: 'messages',
      path: `/api/chats/${fixtures.conversationId}/messages`,
      headers: signedIn,
      roundTrips: 1,
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

/**
 * The fixed-rate runs come first, on a settled server: right after a saturated run the server's
 * heap and PostgreSQL are still catching up, which is not what a steady 1,000 req/s meets
 * (decision 026). Then each route and its floor are saturated one after the other.
 */
async function measureAll(
  hello: ChildServer,
  floor: ChildServer,
  app: ChildServer,
  routes: Array<ReadRoute & { bodyBytes: number }>,
) {
  const helloLoad = async (when: string): Promise<RouteLoad> => ({
    route: `hello-world (${when})`,
    ...(await measureLoad({ url: `${hello.origin}/` })),
  });
  const before = await helloLoad('before');
  const fixedRates = [];
  for (const { path: url, headers } of routes) {
    fixedRates.push(await measureFixedRate({ url: app.origin + url, headers }));
  }
  const reads: ReadLoad[] = [];
  for (const [
    index,
    { route, name, path: url, headers, roundTrips, bodyBytes },
  ] of routes.entries()) {
    const rounds = await measureInRounds(
      () => measureLoad({ url: app.origin + url, headers, seconds: ROUND_SECONDS }),
      () => measureLoad({ url: `${floor.origin}/floor/${name}`, seconds: ROUND_SECONDS }),
    );
    const median = [...rounds].sort((a, b) => shareOf(a) - shareOf(b))[rounds.length >> 1]!;
    reads.push({
      route,
      ...median.load,
      floor: { route: `floor of ${route}`, ...median.floor },
      shares: rounds.map(shareOf),
      roundTrips,
      bodyBytes,
      fixedRate: fixedRates[index]!,
    });
  }
  const login = {
    route: 'POST /api/auth/login',
    ...(await measureLoad({ url: app.origin, requests: loginRequests(), amount: LOGIN_REQUESTS })),
  };
  const after = await helloLoad('after');
  return { hello: [before, after], reads, login };
}

interface Round {
  load: LoadFigures;
  floor: LoadFigures;
}

const shareOf = (round: Round) => round.load.requestsPerSecond / round.floor.requestsPerSecond;

/**
 * FLOOR_ROUNDS rounds of a route and its floor. They take turns at going first (floor, route;
 * route, floor; ...), so that a host speeding up or slowing down favours neither.
 */
async function measureInRounds(
  route: () => Promise<LoadFigures>,
  floor: () => Promise<LoadFigures>,
): Promise<Round[]> {
  const rounds: Round[] = [];
  for (let round = 0; round < FLOOR_ROUNDS; round += 1) {
    if (round % 2 === 0) {
      const floorLoad = await floor();
      rounds.push({ floor: floorLoad, load: await route() });
    } else {
      const load = await route();
      rounds.push({ load, floor: await floor() });
    }
  }
  return rounds;
}

/** Each read route's answer as the app gives it, for its floor to send the same body. */
async function captureBodies(app: ChildServer, routes: ReadRoute[]) {
  return Promise.all(
    routes.map(async (route) => {
      const response = await fetch(app.origin + route.path, { headers: route.headers });
      if (!response.ok) throw new Error(`GET ${route.path}: ${response.status}`);
      const body = await response.text();
      return { ...route, body, bodyBytes: Buffer.byteLength(body) };
    }),
  );
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
    const routes = await captureBodies(app, readRoutes(fixtures));
    const routesFile = path.join(folder, 'floor-routes.json');
    await writeFile(
      routesFile,
      JSON.stringify(routes.map(({ name, roundTrips, body }) => ({ name, roundTrips, body }))),
    );
    const floor = await startChildServer({
      script: 'bench/floor-server.ts',
      readyPath: '/ready',
      env: { FLOOR_ROUTES_FILE: routesFile, FLOOR_DATABASE_URL: database.url },
    });
    servers.push(floor);
    return { label, ...(await measureAll(hello, floor, app, routes)) };
  } finally {
    for (const server of servers) await server.stop();
    await database.drop();
    await rm(folder, { recursive: true, force: true });
  }
}
