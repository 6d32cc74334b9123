import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import { createTestDatabase, type TestDatabase } from '#server/test/test-app';
import context from './context';
import sessionCache, {
  invalidateSessions,
  requestsCollectingRevocations,
  REVOCATION_CHANNEL,
} from './session-cache';

/**
 * Only routes that declare `revokesSessions` collect their revocations (decision 029); an app
 * built to check (the tests' apps) refuses a route that revokes without declaring it, so a new
 * route cannot forget the declaration unnoticed.
 */

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

async function appWithRoutes(checkRoutes: boolean): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  const config = loadConfig({ LOG_LEVEL: 'silent' });
  await app.register(context, { config, db: database.db, clock: () => new Date() });
  await app.register(sessionCache, { ttlMs: 30_000, checkRoutes });
  const revoke = async () => {
    await invalidateSessions(app.db, { userId: randomUUID() });
    return { revoked: true };
  };
  app.post('/declared', { config: { revokesSessions: true } }, revoke);
  app.post('/undeclared', revoke);
  // Work left running after the answer: it announces on its own, declared or not.
  app.post('/later', { config: { revokesSessions: true } }, async (_request, reply) => {
    await reply.send({ revoked: false });
    await invalidateSessions(app.db, { userId: randomUUID() });
    return reply;
  });
  await app.ready();
  return app;
}

describe('routes that end sessions declare it', () => {
  it('in a checked app, fails an undeclared route that revokes, naming it and the fix', async () => {
    const app = await appWithRoutes(true);
    try {
      const undeclared = await app.inject({ method: 'POST', url: '/undeclared' });
      expect(undeclared.statusCode).toBe(500);
      expect(undeclared.json().message).toContain('POST /undeclared');
      expect(undeclared.json().message).toContain('revokesSessions: true');
      const declared = await app.inject({ method: 'POST', url: '/declared' });
      expect(declared.statusCode, declared.body).toBe(200);
      expect(declared.json()).toEqual({ revoked: true });
      const later = await app.inject({ method: 'POST', url: '/later' });
      expect(later.statusCode).toBe(200);
      // Every request left the context, the failed one too: the storage is off again.
      expect(requestsCollectingRevocations()).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('in production, lets an undeclared route revoke (announced at once, not waited for)', async () => {
    const app = await appWithRoutes(false);
    try {
      for (const url of ['/declared', '/undeclared', '/declared', '/undeclared']) {
        const response = await app.inject({ method: 'POST', url });
        expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      }
      const parallel = await Promise.all(
        ['/declared', '/later', '/undeclared', '/declared'].map((url) =>
          app.inject({ method: 'POST', url }),
        ),
      );
      expect(parallel.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
      expect(requestsCollectingRevocations()).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('still announces what a request revokes after its client went away', async () => {
    // fetch keeps its connection open; closing the app should not wait for it.
    const app = Fastify({ logger: false, forceCloseConnections: true });
    const config = loadConfig({ LOG_LEVEL: 'silent' });
    await app.register(context, { config, db: database.db, clock: () => new Date() });
    await app.register(sessionCache, { ttlMs: 30_000, checkRoutes: false });
    // Each request waits at its gate, then revokes its own user's sessions.
    const gates = new Map<string, { entered: () => void; release: Promise<void> }>();
    app.post<{ Params: { userId: string } }>(
      '/slow/:userId',
      { config: { revokesSessions: true } },
      async (request) => {
        const gate = gates.get(request.params.userId)!;
        gate.entered();
        await gate.release;
        await invalidateSessions(app.db, { userId: request.params.userId });
        return { revoked: true };
      },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const listener = new pg.Client({ connectionString: database.url });
    try {
      await listener.connect();
      await listener.query(`listen ${REVOCATION_CHANNEL}`);
      const heard: string[] = [];
      listener.on('notification', (message) => heard.push(message.payload ?? ''));

      const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
      const start = (userId: string, signal?: AbortSignal) => {
        let entered!: () => void;
        let release!: () => void;
        const inside = new Promise<void>((resolve) => (entered = resolve));
        gates.set(userId, {
          entered,
          release: new Promise<void>((resolve) => (release = resolve)),
        });
        const answer = fetch(`${base}/slow/${userId}`, { method: 'POST', signal }).then(
          (response) => response.status,
          () => 'aborted' as const,
        );
        return { inside, release, answer };
      };

      // The other request keeps the storage on, so the abandoned one still runs in its context
      // when it revokes: its notice must go out although its client is gone.
      const staying = randomUUID();
      const leaving = randomUUID();
      const stay = start(staying);
      const abort = new AbortController();
      const leave = start(leaving, abort.signal);
      await Promise.all([stay.inside, leave.inside]);
      expect(requestsCollectingRevocations()).toBe(2);
      abort.abort();
      expect(await leave.answer).toBe('aborted');
      await expect.poll(() => requestsCollectingRevocations()).toBe(1);

      leave.release();
      await expect.poll(() => heard.some((payload) => payload.includes(leaving))).toBe(true);
      stay.release();
      expect(await stay.answer).toBe(200);
      // The answer can reach us before the listener's connection has the notice.
      await expect.poll(() => heard.some((payload) => payload.includes(staying))).toBe(true);
      expect(requestsCollectingRevocations()).toBe(0);
    } finally {
      await listener.end();
      await app.close();
    }
  });
});
