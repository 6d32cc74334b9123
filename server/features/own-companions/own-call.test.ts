import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realtimeSessionResponseSchema } from '#common/contracts/realtime';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { startFakeRealtime, type FakeRealtime } from '#tests/fakes/realtime-server';
import { sendOk } from '#server/features/chats/chat-test-support';
import { registerPremiumUser, startSession } from '#server/features/realtime/realtime-test-support';
import { bulgarianDraft, createOwn, englishDraft } from './own-companions-test-support';

// A voice call with a user's own companion goes through the same session building as a
// built-in one: her persona from the fields the user wrote, the chat so far and what she
// remembers; for anyone but her owner she does not exist.

let fake: FakeRealtime;
let ctx: TestApp;

beforeAll(async () => {
  fake = await startFakeRealtime();
  ctx = await createTestApp({
    env: { REALTIME_API_KEY: fake.apiKey, REALTIME_BASE_URL: fake.baseUrl },
    engineTuning: { wordDelayMs: 0 },
  });
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

function lastInstructions(): string {
  const body = fake.sessions.at(-1)!.body as { session: { instructions: string } };
  return body.session.instructions;
}

describe('a voice call with her own companion', () => {
  it('gives the provider the persona she was written with, in English', async () => {
    const owner = await registerPremiumUser(ctx.app, { firstName: 'Mila' });
    const nadia = await createOwn(ctx.app, owner.token, englishDraft('Nadia'));
    const response = await startSession(ctx.app, owner.token, {
      modelId: nadia.id,
      language: 'en',
    });
    expect(response.statusCode).toBe(200);
    realtimeSessionResponseSchema.parse(response.json());
    const instructions = lastInstructions();
    expect(instructions).toContain('Nadia');
    expect(instructions).toContain('wooden sailing boats');
    expect(instructions).toContain('Always speak English');
  });

  it('carries the chat so far and what she remembers into a Bulgarian call', async () => {
    const owner = await registerPremiumUser(ctx.app, { firstName: 'Петя' });
    const desi = await createOwn(ctx.app, owner.token, bulgarianDraft('Десислава'));
    const first = await startSession(ctx.app, owner.token, { modelId: desi.id, language: 'bg' });
    expect(first.statusCode).toBe(200);
    const { conversationId } = first.json() as { conversationId: string };
    await sendOk(ctx.app, owner.token, conversationId, 'Живея в Пловдив и обичам джаз.');

    const second = await startSession(ctx.app, owner.token, { modelId: desi.id, language: 'bg' });
    expect(second.statusCode).toBe(200);
    const instructions = lastInstructions();
    expect(instructions).toContain('Десислава');
    expect(instructions).toContain('художничка');
    expect(instructions).toContain('They: Живея в Пловдив и обичам джаз.');
    expect(instructions).toContain('Живее в Пловдив');
    expect(instructions).toContain('Always speak Bulgarian');
  });

  it('is 404 for another user, who never reaches the provider', async () => {
    const owner = await registerPremiumUser(ctx.app, { firstName: 'Ana' });
    const other = await registerPremiumUser(ctx.app, { firstName: 'Boris' });
    const nadia = await createOwn(ctx.app, owner.token, englishDraft('Nadia'));
    const before = fake.sessions.length;
    for (const modelId of [nadia.id, nadia.slug]) {
      const response = await startSession(ctx.app, other.token, { modelId, language: 'en' });
      expect(response.statusCode, modelId).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect(fake.sessions.length).toBe(before);
  });
});
