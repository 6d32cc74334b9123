import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { createDatabase, type DatabaseHandle } from '#server/db/client';
import {
  asUser,
  createTestClock,
  nextAddress,
  PASSWORD,
  registerUser,
  type TestClock,
  type TestUser,
  tokenOf,
} from '#server/test/accounts';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { registerWithRole } from '#server/features/admin/admin-test-support';

/**
 * Two processes on one database, played by two apps with their own database handles, caches
 * and listeners (server/plugins/session-cache.ts). Whatever one of them revokes must fail on
 * the very next request to the other, with no waiting in between.
 */

const CACHE_ON = { SESSION_CACHE_TTL_MS: '30000' };

let a: TestApp;
let other: { app: FastifyInstance; handle: DatabaseHandle; clock: TestClock };
/** How many times B ran the session lookup (session-repository.ts's statement `session_live`). */
let sessionLookups = 0;

beforeAll(async () => {
  a = await createTestApp({ env: CACHE_ON });
  const handle = createDatabase(a.database.url);
  // Only the lookup is counted: B's other work (a session's last-used mark, its jobs) may
  // query at any moment and must not be mistaken for a cache miss.
  const query = handle.pool.query.bind(handle.pool) as (...args: unknown[]) => unknown;
  handle.pool.query = ((...args: unknown[]) => {
    const [statement] = args;
    if (typeof statement === 'object' && statement !== null && 'name' in statement) {
      if (statement.name === 'session_live') sessionLookups += 1;
    }
    return query(...args);
  }) as typeof handle.pool.query;
  const clock = createTestClock(new Date());
  const app = await buildApp(
    loadConfig({ LOG_LEVEL: 'silent', API_RATE_LIMIT: '0', ...CACHE_ON }),
    {
      db: handle.db,
      clientDir: '/nonexistent/amora-client',
      clock: clock.now,
    },
  );
  await app.ready();
  other = { app, handle, clock };
});
afterAll(async () => {
  await other.app.close();
  await other.handle.pool.end();
  await a.close();
});

const b = () => other.app;

async function login(app: FastifyInstance, user: TestUser): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { login: user.email, password: user.password },
    remoteAddress: nextAddress(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return tokenOf(response);
}

const verify = (app: FastifyInstance, token: string) =>
  asUser(app, token, 'GET', '/api/auth/verify');

/** Reads on B twice: the first looks the session up and fills the cache, the second does not. */
async function cachedOnB(token: string): Promise<void> {
  const first = sessionLookups;
  expect((await verify(b(), token)).statusCode).toBe(200);
  expect(sessionLookups - first, 'the first read looked the session up').toBe(1);
  const second = sessionLookups;
  expect((await verify(b(), token)).statusCode).toBe(200);
  expect(sessionLookups - second, 'the second read found the session in the cache').toBe(0);
}

async function waitUntilListening(app: FastifyInstance): Promise<void> {
  const deadline = performance.now() + 5_000;
  while (!app.sessionCache.listening && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(app.sessionCache.listening).toBe(true);
}

describe('the session cache across processes', () => {
  it('answers a repeated signed-in read without the session query', async () => {
    const user = await registerUser(a.app);
    await cachedOnB(user.token);
  });

  it('ends a session signed out on A at once on B', async () => {
    const user = await registerUser(a.app);
    await cachedOnB(user.token);
    const out = await asUser(a.app, user.token, 'POST', '/api/auth/logout');
    expect(out.statusCode).toBe(204);
    expect((await verify(b(), user.token)).statusCode).toBe(401);
  });

  // B is built as production builds it: only routes that declare `revokesSessions` collect and
  // announce what they revoke before answering (decision 029).
  it('ends at once on A what a password change and a sign-out on B revoke', async () => {
    const user = await registerUser(a.app);
    const second = await login(a.app, user);
    const cachedBefore = a.app.sessionCache.size;
    expect((await verify(a.app, second)).statusCode).toBe(200);
    expect((await verify(a.app, user.token)).statusCode).toBe(200);
    expect(a.app.sessionCache.size).toBe(cachedBefore + 2);
    const changed = await asUser(b(), user.token, 'PUT', '/api/users/me/password', {
      currentPassword: PASSWORD,
      newPassword: 'Brand-new-99',
    });
    expect(changed.statusCode).toBe(204);
    expect((await verify(a.app, second)).statusCode).toBe(401);
    expect((await verify(a.app, user.token)).statusCode).toBe(200);
    const out = await asUser(b(), user.token, 'POST', '/api/auth/logout');
    expect(out.statusCode).toBe(204);
    expect((await verify(a.app, user.token)).statusCode).toBe(401);
  });

  it('ends the other sessions of a password changed on A at once on B', async () => {
    const user = await registerUser(a.app);
    const second = await login(a.app, user);
    await cachedOnB(second);
    await cachedOnB(user.token);
    const changed = await asUser(a.app, user.token, 'PUT', '/api/users/me/password', {
      currentPassword: PASSWORD,
      newPassword: 'Brand-new-99',
    });
    expect(changed.statusCode).toBe(204);
    expect((await verify(b(), second)).statusCode).toBe(401);
    // The session that changed it stays, and B reads it again from the database.
    const before = sessionLookups;
    expect((await verify(b(), user.token)).statusCode).toBe(200);
    expect(sessionLookups).toBe(before + 1);
  });

  it("ends a user's sessions at once on B when an admin on A suspends them", async () => {
    const admin = await registerWithRole(a.app, a.database.db, 'admin');
    const user = await registerUser(a.app);
    await cachedOnB(user.token);
    const suspended = await asUser(
      a.app,
      admin.token,
      'PATCH',
      `/api/admin/users/${user.user.id}`,
      {
        status: 'suspended',
      },
    );
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect((await verify(b(), user.token)).statusCode).toBe(401);
  });

  it('ends the sessions of an account deleted on A at once on B', async () => {
    const user = await registerUser(a.app);
    await cachedOnB(user.token);
    const removed = await a.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${user.token}` },
      payload: { password: PASSWORD },
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await verify(b(), user.token)).statusCode).toBe(401);
  });

  it('takes the admin panel from an admin demoted on A at once on B, and gives it on promotion', async () => {
    const boss = await registerWithRole(a.app, a.database.db, 'admin');
    const demoted = await registerWithRole(a.app, a.database.db, 'admin');
    const panel = (token: string) => asUser(b(), token, 'GET', '/api/admin/users');
    expect((await panel(demoted.token)).statusCode).toBe(200);
    expect((await panel(demoted.token)).statusCode).toBe(200);
    const patch = (id: string, role: string) =>
      asUser(a.app, boss.token, 'PATCH', `/api/admin/users/${id}`, { role });
    expect((await patch(demoted.user.id, 'user')).statusCode).toBe(200);
    const after = await panel(demoted.token);
    // A demotion also signs the user out (admin users-service); either way, no panel.
    expect([401, 403]).toContain(after.statusCode);

    // A promotion keeps the session, but the cached account changes with it.
    const user = await registerUser(a.app);
    await cachedOnB(user.token);
    expect((await panel(user.token)).statusCode).toBe(403);
    expect((await patch(user.user.id, 'admin')).statusCode).toBe(200);
    expect((await panel(user.token)).statusCode).toBe(200);
  });

  it('serves nothing from the cache while its listener is down, and clears it on reconnecting', async () => {
    const user = await registerUser(a.app);
    await cachedOnB(user.token);
    other.app.sessionCacheListener.disconnect();
    expect(b().sessionCache.listening).toBe(false);
    expect(b().sessionCache.size).toBe(0);
    for (let i = 0; i < 2; i += 1) {
      const before = sessionLookups;
      expect((await verify(b(), user.token)).statusCode).toBe(200);
      expect(sessionLookups, 'every read looks the session up').toBe(before + 1);
    }
    // A revocation B could not hear while its listener was down.
    expect((await asUser(a.app, user.token, 'POST', '/api/auth/logout')).statusCode).toBe(204);
    expect((await verify(b(), user.token)).statusCode).toBe(401);

    await waitUntilListening(b());
    const fresh = await registerUser(a.app);
    await cachedOnB(fresh.token);
  });

  it('never serves a cached session past its expiry', async () => {
    const user = await registerUser(a.app);
    await cachedOnB(user.token);
    // Past the 12-hour lifetime of a session without "Remember me" (and past the cache's).
    other.clock.advance(31 * 24 * 60 * 60 * 1000);
    expect((await verify(b(), user.token)).statusCode).toBe(401);
  });
});
