import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREMIUM_DAILY_MESSAGES } from '#common/chat/limits';
import { memoriesResponseSchema } from '#common/contracts/memories';
import {
  realtimeSessionResponseSchema,
  transcriptResponseSchema,
} from '#common/contracts/realtime';
import { callSessions, messages, messageUsage } from '#server/db/schema';
import { asUser, registerUser, type TestUser } from '#server/test/accounts';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { startFakeRealtime, type FakeRealtime } from '#tests/fakes/realtime-server';
import { putSettings, registerWithRole } from '#server/features/admin/admin-test-support';
import { openChat, send } from '#server/features/chats/chat-test-support';
import { postTranscript, registerPremiumUser, startSession, turn } from './realtime-test-support';
import { MAX_TURNS_PER_CALL } from './service';

let fake: FakeRealtime;
let ctx: TestApp;
let premium: TestUser;

beforeAll(async () => {
  fake = await startFakeRealtime();
  ctx = await createTestApp({
    env: { REALTIME_API_KEY: fake.apiKey, REALTIME_BASE_URL: fake.baseUrl },
    engineTuning: { wordDelayMs: 0 },
  });
  premium = await registerPremiumUser(ctx.app);
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

/** Starts a call with the companion the way the call page does: its conversation and call id. */
async function startCall(token: string, companionId: string) {
  const response = await startSession(ctx.app, token, { modelId: companionId, language: 'en' });
  expect(response.statusCode).toBe(200);
  const { conversationId, callSessionId } = realtimeSessionResponseSchema.parse(response.json());
  return { id: conversationId, conversationId, callSessionId };
}

async function storedIn(conversationId: string) {
  return ctx.database.db
    .select({ id: messages.id, callSessionId: messages.callSessionId })
    .from(messages)
    .where(eq(messages.conversationId, conversationId));
}

async function memoriesOf(token: string, chatId: string) {
  const response = await asUser(ctx.app, token, 'GET', `/api/chats/${chatId}/memories`);
  return memoriesResponseSchema.parse(response.json()).memories;
}

async function usageOf(token: string) {
  return (await asUser(ctx.app, token, 'GET', '/api/chats/usage')).json();
}

describe('POST /api/realtime/transcript', () => {
  it("stores the call's turns in the chat, in order, and counts them for the stage", async () => {
    const chat = await startCall(premium.token, 'sophia');
    const usageBefore = await usageOf(premium.token);
    const turns = [
      turn('user', 'Hi Sophia, can you hear me?'),
      turn('model', 'Perfectly. It is lovely to hear your voice.'),
      turn('user', 'I finished the book you told me about.'),
      turn('model', 'Tell me everything!'),
    ];
    const response = await postTranscript(ctx.app, premium.token, { ...chat, turns });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = transcriptResponseSchema.parse(response.json());
    expect(body.messages.map((message) => [message.sender_type, message.content])).toEqual(
      turns.map((item) => [item.speaker, item.text]),
    );
    expect(body.messages.every((message) => message.source === 'call')).toBe(true);
    expect(body.conversation).toEqual({
      messageCount: 4,
      relationshipStage: 'building',
      explicitMode: false,
    });

    const listed = (
      await asUser(ctx.app, premium.token, 'GET', `/api/chats/${chat.id}/messages`)
    ).json();
    expect(listed.messages.map((message: { id: string }) => message.id)).toEqual(
      body.messages.map((message) => message.id),
    );
    const conversation = (
      await asUser(ctx.app, premium.token, 'GET', `/api/chats/${chat.id}`)
    ).json().conversation;
    expect(conversation).toMatchObject({ message_count: 4, relationship_stage: 'building' });
    expect(conversation.last_message_at).not.toBeNull();

    // What the user said counts against the daily messages like typed ones (her words do not).
    expect((await usageOf(premium.token)).used).toBe(usageBefore.used + 2);
    // Each turn keeps the call it was said in.
    expect((await storedIn(chat.id)).map((row) => row.callSessionId)).toEqual(
      turns.map(() => chat.callSessionId),
    );

    // The browser posts the same turns again (a retry): nothing new is stored.
    const repeated = await postTranscript(ctx.app, premium.token, { ...chat, turns });
    expect(repeated.statusCode).toBe(200);
    expect(repeated.json()).toEqual(body);
    expect((await usageOf(premium.token)).used).toBe(usageBefore.used + 2);
    const after = (
      await asUser(ctx.app, premium.token, 'GET', `/api/chats/${chat.id}/messages`)
    ).json();
    expect(after.messages).toHaveLength(4);
  });

  it('remembers what the user told in the call (English and Bulgarian), with origin call', async () => {
    const chat = await startCall(premium.token, 'maya');
    const told = turn('user', 'My name is Alex');
    const response = await postTranscript(ctx.app, premium.token, {
      ...chat,
      turns: [told, turn('model', 'Lovely to meet you, Alex!')],
    });
    expect(response.statusCode).toBe(200);
    const stored = response.json().messages[0];
    const memories = await memoriesOf(premium.token, chat.id);
    expect(memories).toEqual([
      expect.objectContaining({
        kind: 'name',
        content: 'Name: Alex',
        source: expect.objectContaining({ message_id: stored.id, origin: 'call' }),
      }),
    ]);

    const bulgarian = await postTranscript(ctx.app, premium.token, {
      ...chat,
      turns: [turn('user', 'Живея в Пловдив')],
    });
    expect(bulgarian.statusCode).toBe(200);
    const again = await memoriesOf(premium.token, chat.id);
    expect(again.map((memory) => [memory.content, memory.source.origin]).sort()).toEqual(
      [
        ['Name: Alex', 'call'],
        ['Живее в Пловдив', 'call'],
      ].sort(),
    );

    // A repeated turn is not told again, and her own words are never remembered as the user's.
    await postTranscript(ctx.app, premium.token, { ...chat, turns: [told] });
    await postTranscript(ctx.app, premium.token, {
      ...chat,
      turns: [turn('model', 'I live in Sofia and my name is Maya.')],
    });
    expect(await memoriesOf(premium.token, chat.id)).toHaveLength(2);
  });

  it("answers 404 for another user's conversation and an unknown one, storing nothing", async () => {
    const other = await registerPremiumUser(ctx.app);
    const theirs = await startCall(other.token, 'emma');
    for (const conversationId of [theirs.id, randomUUID()]) {
      const response = await postTranscript(ctx.app, premium.token, {
        conversationId,
        callSessionId: theirs.callSessionId,
        turns: [turn('user', 'Hello?')],
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    const messages = (
      await asUser(ctx.app, other.token, 'GET', `/api/chats/${theirs.id}/messages`)
    ).json().messages;
    expect(messages).toEqual([]);
  });

  it('answers 403 PREMIUM_REQUIRED for a free plan and 401 when signed out', async () => {
    const free = await registerUser(ctx.app);
    const chat = await openChat(ctx.app, free.token, 'sophia');
    const refused = await postTranscript(ctx.app, free.token, {
      conversationId: chat.id,
      callSessionId: randomUUID(),
      turns: [turn('user', 'Hello?')],
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('PREMIUM_REQUIRED');

    const signedOut = await ctx.app.inject({
      method: 'POST',
      url: '/api/realtime/transcript',
      payload: {
        conversationId: chat.id,
        callSessionId: randomUUID(),
        turns: [turn('user', 'Hi')],
      },
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('answers 400 for bad bodies', async () => {
    const chat = await startCall(premium.token, 'emma');
    const good = turn('user', 'Hello?');
    const { callSessionId } = chat;
    const bodies = [
      {},
      { conversationId: chat.id, callSessionId },
      { conversationId: chat.id, callSessionId, turns: [] },
      { conversationId: chat.id, turns: [good] },
      { conversationId: chat.id, callSessionId: 'not-a-uuid', turns: [good] },
      { conversationId: 'not-a-uuid', callSessionId, turns: [good] },
      {
        conversationId: chat.id,
        callSessionId,
        turns: Array.from({ length: 21 }, () => turn('user', 'hi')),
      },
      { conversationId: chat.id, callSessionId, turns: [{ ...good, clientTurnId: 'x' }] },
      { conversationId: chat.id, callSessionId, turns: [{ ...good, speaker: 'nova' }] },
      { conversationId: chat.id, callSessionId, turns: [{ ...good, text: '   ' }] },
      { conversationId: chat.id, callSessionId, turns: [{ ...good, text: 'x'.repeat(4001) }] },
      {
        conversationId: chat.id,
        callSessionId,
        turns: [{ clientTurnId: good.clientTurnId, speaker: 'user' }],
      },
    ];
    for (const body of bodies) {
      const response = await postTranscript(ctx.app, premium.token, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    const messages = (
      await asUser(ctx.app, premium.token, 'GET', `/api/chats/${chat.id}/messages`)
    ).json().messages;
    expect(messages).toEqual([]);
  });

  it("answers 404 CALL_NOT_FOUND for an unknown call, another user's, or another chat's", async () => {
    const caller = await registerPremiumUser(ctx.app);
    const mine = await startCall(caller.token, 'sophia');
    const otherChat = await startCall(caller.token, 'emma');
    const stranger = await registerPremiumUser(ctx.app);
    const theirs = await startCall(stranger.token, 'sophia');
    for (const callSessionId of [randomUUID(), theirs.callSessionId, otherChat.callSessionId]) {
      const response = await postTranscript(ctx.app, caller.token, {
        conversationId: mine.id,
        callSessionId,
        turns: [turn('user', 'I said this, honestly'), turn('model', 'And I said that.')],
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('CALL_NOT_FOUND');
    }
    expect(await storedIn(mine.id)).toEqual([]);
    expect(await usageOf(caller.token)).toMatchObject({ used: 0 });
  });

  it("answers 403 CALL_EXPIRED after the call's lifetime, storing nothing", async () => {
    const caller = await registerPremiumUser(ctx.app);
    const call = await startCall(caller.token, 'sophia');
    await ctx.database.db
      .update(callSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(callSessions.id, call.callSessionId));
    const response = await postTranscript(ctx.app, caller.token, {
      ...call,
      turns: [turn('model', 'Words she never said')],
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CALL_EXPIRED');
    expect(await storedIn(call.id)).toEqual([]);
  });

  it('answers 503 AI_PAUSED while an admin has paused the AI, storing nothing', async () => {
    const caller = await registerPremiumUser(ctx.app);
    const call = await startCall(caller.token, 'maya');
    const admin = await registerWithRole(ctx.app, ctx.database.db, 'admin');
    await putSettings(ctx.app, admin.token, { ai_enabled: false });
    try {
      const response = await postTranscript(ctx.app, caller.token, {
        ...call,
        turns: [turn('user', 'Hello?'), turn('model', 'Words she never said')],
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().code).toBe('AI_PAUSED');
    } finally {
      await putSettings(ctx.app, admin.token, { ai_enabled: true });
    }
    expect(await storedIn(call.id)).toEqual([]);
  });

  it(`answers 409 CALL_TURNS_EXCEEDED past ${MAX_TURNS_PER_CALL} turns in one call`, async () => {
    const caller = await registerPremiumUser(ctx.app);
    const call = await startCall(caller.token, 'sophia');
    const almost = MAX_TURNS_PER_CALL - 1;
    await ctx.database.db
      .update(callSessions)
      .set({ turnsCount: almost })
      .where(eq(callSessions.id, call.callSessionId));
    const over = await postTranscript(ctx.app, caller.token, {
      ...call,
      turns: [turn('user', 'One more'), turn('model', 'And another')],
    });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'CALL_TURNS_EXCEEDED', limit: MAX_TURNS_PER_CALL });
    expect(await storedIn(call.id)).toEqual([]);
    expect(await usageOf(caller.token)).toMatchObject({ used: 0 });

    const last = await postTranscript(ctx.app, caller.token, {
      ...call,
      turns: [turn('user', 'The last one')],
    });
    expect(last.statusCode).toBe(200);
    expect(last.json().conversation.messageCount).toBe(1);
    const [row] = await ctx.database.db
      .select({ turnsCount: callSessions.turnsCount })
      .from(callSessions)
      .where(eq(callSessions.id, call.callSessionId));
    expect(row!.turnsCount).toBe(MAX_TURNS_PER_CALL);
  });

  it("counts the user's turns for the daily limit: at the limit 429 LIMIT_REACHED, nothing stored", async () => {
    const caller = await registerPremiumUser(ctx.app);
    const call = await startCall(caller.token, 'emma');
    const day = new Date().toISOString().slice(0, 10);
    await ctx.database.db
      .insert(messageUsage)
      .values({ userId: caller.user.id, day, used: PREMIUM_DAILY_MESSAGES - 1 });
    const over = await postTranscript(ctx.app, caller.token, {
      ...call,
      turns: [turn('user', 'First'), turn('model', 'Her answer'), turn('user', 'Second')],
    });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'LIMIT_REACHED', limit: PREMIUM_DAILY_MESSAGES });
    expect(await storedIn(call.id)).toEqual([]);
    const [call0] = await ctx.database.db
      .select({ turnsCount: callSessions.turnsCount })
      .from(callSessions)
      .where(eq(callSessions.id, call.callSessionId));
    expect(call0!.turnsCount).toBe(0);

    const fits = await postTranscript(ctx.app, caller.token, {
      ...call,
      turns: [turn('user', 'First'), turn('model', 'Her answer')],
    });
    expect(fits.statusCode).toBe(200);
    expect(fits.json().conversation).toMatchObject({ messageCount: 2 });
    const [usage] = await ctx.database.db
      .select({ used: messageUsage.used })
      .from(messageUsage)
      .where(and(eq(messageUsage.userId, caller.user.id), eq(messageUsage.day, day)));
    expect(usage!.used).toBe(PREMIUM_DAILY_MESSAGES);
    // The typed messages share the same count.
    const sent = await send(ctx.app, caller.token, call.id, 'And a typed one');
    expect(sent.statusCode).toBe(429);
  });
});

describe('POST /api/realtime/transcript without a provider', () => {
  it('answers 503 VOICE_NOT_CONFIGURED, storing nothing', async () => {
    const bare = await createTestApp();
    try {
      const caller = await registerPremiumUser(bare.app);
      const chat = await openChat(bare.app, caller.token, 'sophia');
      const response = await postTranscript(bare.app, caller.token, {
        conversationId: chat.id,
        callSessionId: randomUUID(),
        turns: [turn('model', 'Words she never said')],
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().code).toBe('VOICE_NOT_CONFIGURED');
      const listed = (
        await asUser(bare.app, caller.token, 'GET', `/api/chats/${chat.id}/messages`)
      ).json();
      expect(listed.messages).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});
