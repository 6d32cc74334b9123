import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, registerUser, type TestUser } from '#server/test/accounts';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { openChat, sendOk } from '#server/features/chats/chat-test-support';

/**
 * The busiest reads cost one round trip to PostgreSQL once the process's caches are warm (the
 * catalogue's answers, the signed-in session): the figure `npm run bench` gives their floors
 * (bench/api-throughput.ts). Every query takes a client from the pool, so counting checkouts
 * counts round trips, parallel ones included.
 */

let ctx: TestApp;
let me: TestUser;
let conversationId: string;
let companionId: string;
let checkouts = 0;

beforeAll(async () => {
  ctx = await createTestApp({
    env: { SESSION_CACHE_TTL_MS: '30000' },
    engineTuning: { wordDelayMs: 0 },
  });
  me = await registerUser(ctx.app, { email: 'round-trips@example.com' });
  const chat = await openChat(ctx.app, me.token, 'sophia');
  conversationId = chat.id;
  await sendOk(ctx.app, me.token, chat.id, 'Hi Sophia, what do you like to read?');
  await openChat(ctx.app, me.token, 'emma');
  companionId = (
    (await ctx.app.inject({ method: 'GET', url: '/api/models?limit=24' })).json() as {
      models: Array<{ id: string; slug: string }>;
    }
  ).models.find((card) => card.slug === 'sophia')!.id;
  ctx.database.pool.on('acquire', () => {
    checkouts += 1;
  });
});
afterAll(() => ctx.close());

async function roundTripsOf(request: () => Promise<{ statusCode: number; body: string }>) {
  // The first request fills the caches; the second is what every later one costs.
  expect((await request()).statusCode).toBe(200);
  const before = checkouts;
  const response = await request();
  expect(response.statusCode, response.body).toBe(200);
  return checkouts - before;
}

describe('read routes with warm caches', () => {
  it('the catalogue page and a profile ask only for the catalogue version', async () => {
    for (const lang of ['en', 'bg']) {
      const page = () =>
        ctx.app.inject({ method: 'GET', url: `/api/models?lang=${lang}&limit=24` });
      expect(await roundTripsOf(page)).toBe(1);
    }
    const profile = () => ctx.app.inject({ method: 'GET', url: `/api/models/${companionId}` });
    expect(await roundTripsOf(profile)).toBe(1);
  });

  it('the conversation list with its unread total and a page of messages are one each', async () => {
    expect(await roundTripsOf(() => asUser(ctx.app, me.token, 'GET', '/api/chats'))).toBe(1);
    const messages = () =>
      asUser(ctx.app, me.token, 'GET', `/api/chats/${conversationId}/messages`);
    expect(await roundTripsOf(messages)).toBe(1);
  });
});
