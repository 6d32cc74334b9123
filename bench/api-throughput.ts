import type autocannon from 'autocannon';
import { type ApiFixtures, LOGIN_USERS, seedApiFixtures } from './api-fixtures';
import { startChildServer, type ChildServer } from './child-server';
import { loginEmail } from './fixtures';
import { measureLoad, type LoadFigures } from './load';
import { createScratchDatabase, probeServer } from './scratch-database';
import { BENCH_PASSWORD } from './support';

/**
 * API throughput and latency (DESIGN.md section 8): the real server (`server/main.ts`) and a bare
 * Fastify hello-world, each in its own process, loaded in turn by autocannon from this one. The
 * hello-world is measured before and after the routes; the slower of the two is the baseline.
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

export type ApiResult =
  | { label: string; skipped: string }
  | { label: string; hello: RouteLoad[]; reads: RouteLoad[]; login: RouteLoad };

/** Plain loaders of these routes, without a body; `{id}` is filled from the fixtures. */
function readRoutes(fixtures: ApiFixtures) {
  const signedIn = { authorization: `Bearer ${fixtures.token}` };
  return [
    { route: 'GET /api/models', path: '/api/models' },
    { route: 'GET /api/models/{id}', path: `/api/models/${fixtures.modelId}` },
    { route: 'GET /api/chats', path: '/api/chats', headers: signedIn },
    {
      route: 'GET /api/chats/{id}/messages',
      path: `/api/chats/${fixtures.conversationId}/messages`,
      headers: signedIn,
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

async function measureAll(hello: ChildServer, app: ChildServer, fixtures: ApiFixtures) {
  const helloLoad = async (when: string): Promise<RouteLoad> => ({
    route: `hello-world (${when})`,
    ...(await measureLoad({ url: `${hello.origin}/` })),
  });
  const before = await helloLoad('before');
  const reads: RouteLoad[] = [];
  for (const { route, path, headers } of readRoutes(fixtures)) {
    reads.push({ route, ...(await measureLoad({ url: app.origin + path, headers })) });
  }
  const login = {
    route: 'POST /api/auth/login',
    ...(await measureLoad({ url: app.origin, requests: loginRequests(), amount: LOGIN_REQUESTS })),
  };
  const after = await helloLoad('after');
  return { hello: [before, after], reads, login };
}

export async function benchApi(target: ApiTarget): Promise<ApiResult> {
  const probe = await probeServer(target.serverUrl);
  if ('unreachable' in probe) return { label: target.label, skipped: probe.unreachable };
  const label = `${target.label} (${probe.version})`;
  const database = await createScratchDatabase(target.serverUrl, `amora_bench_${process.pid}`);
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
    return { label, ...(await measureAll(hello, app, fixtures)) };
  } finally {
    for (const server of servers) await server.stop();
    await database.drop();
  }
}
