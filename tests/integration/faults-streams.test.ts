import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ReplyResult } from '#common/contracts/chats';
import { createTestDatabase, type TestDatabase } from '#server/test/test-app';
import { startFakeOpenAI, type FakeOpenAIServer } from '#tests/fakes/openai-server';
import type { AppProcess } from './app-process';
import {
  openConversation,
  sendMessage,
  signUp,
  startServer,
  stopServer,
  streamMessage,
  waitUntil,
} from './faults-process';

/**
 * A server process stopped in the middle of a streamed reply: killed (SIGKILL) or asked to stop
 * (SIGTERM). The user's message must survive, the conversation must stay consistent, and no
 * half reply may be stored as if it were whole.
 */

const SLOW = { timeout: 120_000 };
const PASSWORD = 'Fault-tolerant-42';
/** Forty words at 150 ms a word: the reply is still streaming seconds after it started. */
const LONG_REPLY = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ') + '.';

let database: TestDatabase;
let fake: FakeOpenAIServer;
let workDir: string;
const running: AppProcess[] = [];
let users = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  fake = await startFakeOpenAI();
  // The work after a reply (memory, summary) asks without streaming, in no fixed order: it gets
  // an empty JSON answer, so the queued replies reach the sends they are meant for.
  fake.setResponder((body) => (body.stream === true ? undefined : { reply: '{}' }));
  workDir = await mkdtemp(path.join(os.tmpdir(), 'faults-streams-'));
});

afterEach(async () => {
  for (const app of running.splice(0)) await stopServer(app);
});

afterAll(async () => {
  await fake?.close();
  await database?.drop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

async function launch(): Promise<AppProcess> {
  const app = await startServer({
    databaseUrl: database.url,
    dataDir: path.join(workDir, 'data'),
    env: { LLM_BASE_URL: fake.baseURL, LLM_API_KEY: 'sk-fault-test' },
  });
  running.push(app);
  return app;
}

async function newUser(app: AppProcess) {
  users += 1;
  return signUp(app.baseUrl, { email: `stream${users}@example.com`, password: PASSWORD });
}

/** What the database holds for a conversation, read directly. */
async function stored(conversationId: string) {
  const messages = await database.pool.query<{ sender_type: string; content: string }>(
    'select sender_type, content from messages where conversation_id = $1 order by created_at, sender_type desc',
    [conversationId],
  );
  const conversation = await database.pool.query<{
    message_count: number;
    reply_pending_since: Date | null;
  }>('select message_count, reply_pending_since from conversations where id = $1', [
    conversationId,
  ]);
  return { messages: messages.rows, conversation: conversation.rows[0]! };
}

function refused(port: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

describe('SIGKILL during a streamed reply', () => {
  it('keeps the message, stores no half reply, and the conversation goes on', SLOW, async () => {
    const first = await launch();
    const client = await newUser(first);
    const conversationId = await openConversation(client);

    // Slow enough (40 tokens, 150 ms apart) for the writer to refresh its pending mark once.
    fake.enqueue({ reply: LONG_REPLY, tokenDelayMs: 150 });
    const stream = streamMessage(client, conversationId, 'Tell me a long story, please');
    await waitUntil(() => stream.events.some((e) => e.event === 'delta'));
    const markedAt = (await stored(conversationId)).conversation.reply_pending_since!.getTime();
    await waitUntil(
      async () =>
        ((await stored(conversationId)).conversation.reply_pending_since?.getTime() ?? 0) >
        markedAt,
      8_000,
    );
    expect(stream.events.map((e) => e.event)).not.toContain('done');
    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');
    const ended = await stream.finished;
    expect(stream.events.map((e) => e.event)).not.toContain('done');
    expect(ended.complete).toBe(false);

    const afterKill = await stored(conversationId);
    expect(afterKill.messages).toEqual([
      { sender_type: 'user', content: 'Tell me a long story, please' },
    ]);
    expect(afterKill.conversation.message_count).toBe(1);

    // Restarted on the same data: the history shows the message, without a reply.
    const second = await launch();
    client.baseUrl = second.baseUrl;
    const history = await client.request('GET', `/api/chats/${conversationId}/messages`);
    expect(history.status).toBe(200);
    const { messages } = (await history.json()) as { messages: Array<{ content: string }> };
    expect(messages.map((m) => m.content)).toEqual(['Tell me a long story, please']);

    // The killed process' claim on the conversation is still fresh, so a send right away is
    // refused with 409, before anything is stored or counted.
    const tooSoon = await sendMessage(client, conversationId, 'Are you still there?');
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.body.code).toBe('CONFLICT');
    expect((await stored(conversationId)).messages).toHaveLength(1);

    // Nobody refreshes that claim any more: 20 seconds later (moved back here instead of
    // waiting) it is stale and sends work again.
    await database.pool.query(
      "update conversations set reply_pending_since = now() - interval '21 seconds' where id = $1",
      [conversationId],
    );
    fake.enqueue({ reply: 'I am here, sorry about that.' });
    const next = await sendMessage(client, conversationId, 'Are you still there?');
    expect(next.status).toBe(200);
    expect(next.body.aiMessage.content).toBe('I am here, sorry about that.');
    const final = await stored(conversationId);
    expect(final.messages.map((m) => m.sender_type)).toEqual(['user', 'user', 'model']);
    expect(final.conversation).toMatchObject({ message_count: 3, reply_pending_since: null });
    await stopServer(second);
  });
});

describe('SIGTERM during a streamed reply', () => {
  it('stops taking connections, finishes the stream, then exits 0', SLOW, async () => {
    const app = await launch();
    const client = await newUser(app);
    const conversationId = await openConversation(client);
    const reply = Array.from({ length: 20 }, (_, i) => `step${i}`).join(' ') + '.';

    fake.enqueue({ reply, tokenDelayMs: 100 });
    const stream = streamMessage(client, conversationId, 'Walk me through it');
    await waitUntil(() => stream.events.some((e) => e.event === 'delta'));
    const signalled = Date.now();
    app.child.kill('SIGTERM');

    const port = new URL(app.baseUrl).port;
    await expect.poll(() => refused(port), { timeout: 5_000 }).toBe(true);

    const ended = await stream.finished;
    expect(ended.complete).toBe(true);
    const done = stream.events.find((e) => e.event === 'done')?.data as ReplyResult | undefined;
    expect(done?.aiMessage.content).toBe(reply);
    expect(await app.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalled).toBeLessThan(10_000);

    const after = await stored(conversationId);
    expect(after.messages).toEqual([
      { sender_type: 'user', content: 'Walk me through it' },
      { sender_type: 'model', content: reply },
    ]);
    expect(after.conversation).toMatchObject({ message_count: 2, reply_pending_since: null });
  });

  it(
    'gives a stream that outlasts the drain time up, exits 0, and stores no half reply',
    SLOW,
    async () => {
      const app = await launch();
      const client = await newUser(app);
      const conversationId = await openConversation(client);

      // 30 words at 600 ms: 18 s, longer than the 10 s main.ts waits for requests in flight.
      fake.enqueue({
        reply: Array.from({ length: 30 }, (_, i) => `slow${i}`).join(' '),
        tokenDelayMs: 600,
      });
      const stream = streamMessage(client, conversationId, 'Take your time');
      await waitUntil(() => stream.events.some((e) => e.event === 'delta'));
      const signalled = Date.now();
      app.child.kill('SIGTERM');

      expect(await app.exited).toEqual({ code: 0, signal: null });
      const took = Date.now() - signalled;
      expect(took).toBeGreaterThan(9_000);
      expect(took).toBeLessThan(15_000);
      expect(app.output()).toContain('Requests still running after 10 s');
      await stream.finished;
      expect(stream.events.map((e) => e.event)).not.toContain('done');

      const after = await stored(conversationId);
      expect(after.messages).toEqual([{ sender_type: 'user', content: 'Take your time' }]);
      expect(after.conversation.message_count).toBe(1);
    },
  );
});
