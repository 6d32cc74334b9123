import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TranscriptTurn } from '#common/contracts/realtime';
import { callSessions, conversations, messages } from '#server/db/schema';
import { registerUser, type TestUser } from '#server/test/accounts';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { openChat, sendOk } from './chat-test-support';
import { findMessagesOf } from './message-repository';
import { storeVoiceTurns, type VoiceTurnsTarget } from './voice-turns';

let ctx: TestApp;
let user: TestUser;

beforeAll(async () => {
  ctx = await createTestApp({ engineTuning: { wordDelayMs: 0 } });
  user = await registerUser(ctx.app);
});
afterAll(() => ctx.close());

function turn(speaker: TranscriptTurn['speaker'], text: string): TranscriptTurn {
  return { clientTurnId: randomUUID(), speaker, text };
}

/** A call started in the conversation (as POST /api/realtime/session stores one), no limit. */
async function callIn(conversationId: string): Promise<VoiceTurnsTarget> {
  const now = new Date();
  const [call] = await ctx.database.db
    .insert(callSessions)
    .values({ userId: user.user.id, conversationId, expiresAt: new Date(now.getTime() + 60_000) })
    .returning({ id: callSessions.id });
  return {
    userId: user.user.id,
    conversationId,
    callSessionId: call!.id,
    day: { limit: null, day: now.toISOString().slice(0, 10), resetAt: now },
    countIntoCall: async () => {},
  };
}

async function stateOf(conversationId: string) {
  const [row] = await ctx.database.db
    .select()
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  return row!;
}

describe('storeVoiceTurns', () => {
  it('stores the turns after the chat, in order, as call messages, and counts them', async () => {
    const chat = await openChat(ctx.app, user.token, 'sophia');
    const call = await callIn(chat.id);
    await sendOk(ctx.app, user.token, chat.id, 'Hi Sophia');
    const turns = [
      turn('user', 'Can you hear me?'),
      turn('model', 'Loud and clear, love.'),
      turn('user', 'Good. Tell me about your day.'),
      turn('model', 'I read three manuscripts and fed Mr. Darcy.'),
    ];
    const stored = await storeVoiceTurns(ctx.database.db, call, turns);
    expect(stored.added).toHaveLength(4);
    expect(stored.messages.map((message) => [message.senderType, message.content])).toEqual(
      turns.map((item) => [item.speaker, item.text]),
    );
    expect(stored.state).toEqual({
      messageCount: 6,
      relationshipStage: 'building',
      explicitMode: false,
    });

    const all = await findMessagesOf(ctx.database.db, chat.id);
    expect(all.map((message) => message.source)).toEqual([
      'chat',
      'chat',
      'call',
      'call',
      'call',
      'call',
    ]);
    expect(all.slice(2).map((message) => message.content)).toEqual(turns.map((item) => item.text));
    // Each turn keeps the call it was said in.
    const rows = await ctx.database.db
      .select({ callSessionId: messages.callSessionId })
      .from(messages)
      .where(eq(messages.conversationId, chat.id));
    expect(rows.filter((row) => row.callSessionId === call.callSessionId)).toHaveLength(4);
    expect(rows.filter((row) => row.callSessionId === null)).toHaveLength(2);
    const row = await stateOf(chat.id);
    expect(row).toMatchObject({ messageCount: 6, relationshipStage: 'building' });
    expect(row.lastMessageAt).not.toBeNull();
  });

  it('stores nothing for turns stored before, and answers the stored messages', async () => {
    const chat = await openChat(ctx.app, user.token, 'emma');
    const call = await callIn(chat.id);
    const first = [turn('user', 'Hello?'), turn('model', 'Hi there!')];
    const stored = await storeVoiceTurns(ctx.database.db, call, first);
    const lastMessageAt = (await stateOf(chat.id)).lastMessageAt;

    const again = await storeVoiceTurns(ctx.database.db, call, first);
    expect(again.added).toEqual([]);
    expect(again.messages.map((message) => message.id)).toEqual(
      stored.messages.map((message) => message.id),
    );
    expect(again.state.messageCount).toBe(2);
    expect((await stateOf(chat.id)).lastMessageAt).toEqual(lastMessageAt);

    // A post repeating one turn and adding another stores only the new one.
    const next = turn('user', 'How are you?');
    const mixed = await storeVoiceTurns(ctx.database.db, call, [first[1]!, next]);
    expect(mixed.added.map((message) => message.content)).toEqual(['How are you?']);
    expect(mixed.state.messageCount).toBe(3);
  });

  it('keeps count right when the same turns are posted at the same moment', async () => {
    const chat = await openChat(ctx.app, user.token, 'maya');
    const call = await callIn(chat.id);
    const turns = Array.from({ length: 5 }, (_, index) => turn('user', `turn ${index}`));
    const results = await Promise.all(
      Array.from({ length: 4 }, () => storeVoiceTurns(ctx.database.db, call, turns)),
    );
    expect(results.reduce((sum, result) => sum + result.added.length, 0)).toBe(5);
    expect((await findMessagesOf(ctx.database.db, chat.id)).length).toBe(5);
    expect((await stateOf(chat.id)).messageCount).toBe(5);
  });
});
