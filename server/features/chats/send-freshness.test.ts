import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReplyResult } from '#common/contracts/chats';
import { startFakeOpenAI, type FakeOpenAIServer } from '#tests/fakes/openai-server';
import { companions, conversations } from '#server/db/schema';
import { registerUser, type TestUser } from '#server/test/accounts';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { insertMemory } from '#server/features/memories/repository';
import { openChat, send, sendOk, waitFor } from './chat-test-support';
import { appendMessage } from './message-repository';

/**
 * What a reply is written from must be current, though a send reads early and keeps copies: the
 * conversation's last messages and her memories are read before the conversation is claimed
 * (what another writer adds in between must still reach the reply), and companions' personas
 * are kept in the process (an admin's change must reach the next reply).
 */

let fake: FakeOpenAIServer;
let ctx: TestApp;
let me: TestUser;

beforeAll(async () => {
  fake = await startFakeOpenAI({ reply: 'Tell me more.' });
  ctx = await createTestApp({
    env: { LLM_BASE_URL: fake.baseURL, LLM_API_KEY: 'test-key', LLM_MODEL: 'fake-model' },
    engineTuning: { wordDelayMs: 0, firstTokenTimeoutMs: 5_000, totalTimeoutMs: 20_000 },
  });
  me = await registerUser(ctx.app, { email: 'fresh@example.com' });
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

type ChatTurn = { role: string; content: string };

/**
 * The last reply's request. Only streamed requests are replies: the work after a reply (memory
 * facts, the summary) asks unstreamed, in the background, and may land after one.
 */
function lastReplyRequest() {
  return fake.requests.filter((sent) => sent.body.stream === true).at(-1)!.body as {
    messages: ChatTurn[];
  };
}

describe('a send racing another writer', () => {
  it('replies with what was added between its first read and its claim', async () => {
    const chat = await openChat(ctx.app, me.token, 'emma');
    await sendOk(ctx.app, me.token, chat.id, 'Hi Emma');
    const { db } = ctx.database;

    let pending: Promise<{ statusCode: number; json(): unknown }> | undefined;
    await db.transaction(async (tx) => {
      // Holds the conversation's row: the send reads, then waits at its claim.
      await tx.execute(sql`select id from ${conversations} where id = ${chat.id} for update`);
      pending = send(ctx.app, me.token, chat.id, 'What do you think about that?');
      await waitFor(async () => {
        const { rows } = await db.execute<{ waiting: number }>(
          sql`select count(*)::int as waiting from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
        );
        return rows[0]!.waiting > 0;
      });
      await appendMessage(tx, chat.id, {
        senderType: 'user',
        content: 'On the call I said that I adore sailing',
        source: 'call',
      });
      await insertMemory(
        tx,
        { userId: me.user.id, companionId: chat.model_id },
        {
          kind: 'like',
          content: 'Adores sailing',
          language: 'en',
          origin: 'call',
          sourceMessageId: null,
          sourceExcerpt: '',
          conversationId: chat.id,
          at: new Date(),
        },
      );
    });

    const response = await pending!;
    expect(response.statusCode).toBe(200);
    const result = response.json() as ReplyResult;
    // Hi Emma + reply, the call's turn, this message and its reply.
    expect(result.conversation.messageCount).toBe(5);

    const request = lastReplyRequest();
    const turns = request.messages.slice(1).map((turn) => turn.content);
    expect(turns.slice(-2)).toEqual([
      'On the call I said that I adore sailing',
      'What do you think about that?',
    ]);
    expect(request.messages[0]!.content).toContain('Adores sailing');
  });
});

describe('a companion changed by an admin', () => {
  it('replies with the stored persona from the next send on', async () => {
    const chat = await openChat(ctx.app, me.token, 'maya');
    await sendOk(ctx.app, me.token, chat.id, 'Hello Maya');
    const systemPrompt = () => lastReplyRequest().messages[0]!.content;
    expect(systemPrompt()).toContain('You are Maya,');

    // What the admin's edit does (admin/companions/repository.ts): new values and a new updated_at.
    const [maya] = await ctx.database.db
      .select({ persona: companions.persona })
      .from(companions)
      .where(eq(companions.slug, 'maya'));
    const { en, bg } = maya!.persona;
    const renamed = {
      en: { ...en, name: 'Mayabelle', prompt: en.prompt.replaceAll('Maya', 'Mayabelle') },
      bg: { ...bg, name: 'Майабел', prompt: bg.prompt.replaceAll('Мая', 'Майабел') },
    };
    await ctx.database.db
      .update(companions)
      .set({ name: 'Mayabelle', persona: renamed, updatedAt: sql`now()` })
      .where(eq(companions.slug, 'maya'));

    await sendOk(ctx.app, me.token, chat.id, 'Who are you?');
    expect(systemPrompt()).toContain('You are Mayabelle,');
  });
});
