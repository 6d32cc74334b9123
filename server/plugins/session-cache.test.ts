import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import { createTestDatabase, type TestDatabase } from '#server/test/test-app';
import context from './context';
import sessionCache, { invalidateSessions, requestsCollectingRevocations } from './session-cache';

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
});
