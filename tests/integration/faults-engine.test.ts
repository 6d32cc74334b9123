import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReplyResult } from '#common/contracts/chats';
import { createTestDatabase, type TestDatabase } from '#server/test/test-app';
import {
  startFakeOpenAI,
  type FakeOpenAIServer,
  type FakeReplyScript,
} from '#tests/fakes/openai-server';
import { startTcpProxy, type TcpProxy } from '#tests/fakes/tcp-proxy';
import type { AppProcess } from './app-process';
import {
  jsonLogLines,
  openConversation,
  signUp,
  startServer,
  stopServer,
  streamMessage,
  waitUntil,
  WARN,
  type Client,
} from './faults-process';

/**
 * The reply engine failing under the real server process: down, slow, answering errors or
 * garbage. The built-in engine answers, the user's message is kept, and the operator finds a
 * warning in the log that names the failure (and nothing the user wrote, nor the key).
 */

const API_KEY = 'sk-fault-engine-secret';
const ENGINE_FAILED = 'Reply engine failed; the reply was completed without it';

let database: TestDatabase;
let fake: FakeOpenAIServer;
let proxy: TcpProxy;
let workDir: string;
let app: AppProcess;
let client: Client;
let conversationId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  fake = await startFakeOpenAI({ reply: 'Hello from the provider.' });
  // The work after a reply (memory, summary) asks without streaming, in no fixed order: it
  // gets an empty JSON answer, so the queued failures reach the replies they are meant for.
  fake.setResponder((body) => (body.stream === true ? undefined : { reply: '{}' }));
  // The provider is reached through a proxy, so that the test can take it away.
  proxy = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(fake.baseURL).port) });
  workDir = await mkdtemp(path.join(os.tmpdir(), 'faults-engine-'));
  app = await startServer({
    databaseUrl: database.url,
    dataDir: path.join(workDir, 'data'),
    env: {
      LLM_BASE_URL: `http://127.0.0.1:${proxy.port}/v1`,
      LLM_API_KEY: API_KEY,
      // A short first-token wait, so the hanging provider is given up on within the test.
      LLM_TIMEOUT_MS: '2000',
      LLM_TOTAL_TIMEOUT_MS: '10000',
    },
  });
  client = await signUp(app.baseUrl, {
    email: 'engine-faults@example.com',
    password: 'Engine-down-42',
  });
  conversationId = await openConversation(client);
}, 120_000);

afterAll(async () => {
  await stopServer(app);
  await proxy?.close();
  await fake?.close();
  await database?.drop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

async function send(text: string, requestId: string) {
  const response = await client.request(
    'POST',
    `/api/chats/${conversationId}/ai-response`,
    { userMessage: text },
    { 'x-request-id': requestId },
  );
  expect(response.headers.get('x-request-id')).toBe(requestId);
  return { status: response.status, body: (await response.json()) as ReplyResult };
}

async function storedPair(userMessageId: string) {
  const { rows } = await database.pool.query<{ sender_type: string; content: string }>(
    'select sender_type, content from messages where id = $1 or reply_to_id = $1 order by sender_type desc',
    [userMessageId],
  );
  return rows;
}

/** The warning the failure left in the server's log, found by its request id. */
async function engineWarning(requestId: string) {
  await waitUntil(() => jsonLogLines(app.output()).some((line) => line.reqId === requestId), 5_000);
  const lines = jsonLogLines(app.output()).filter((line) => line.reqId === requestId);
  const warning = lines.find((line) => line.msg === ENGINE_FAILED);
  expect(warning, JSON.stringify(lines)).toBeDefined();
  return { warning: warning!, lines };
}

const FAILURES: Array<[string, FakeReplyScript | 'down', string, number | undefined]> = [
  ['is down (connection refused)', 'down', 'connection', undefined],
  ['answers HTTP 500', { status: 500 }, 'http', 500],
  ['answers HTTP 429', { status: 429 }, 'http', 429],
  [
    'answers HTTP 401 quoting the key',
    { status: 401, errorMessage: `Incorrect API key provided: ${API_KEY}` },
    'http',
    401,
  ],
  ['streams chunks that are not JSON', { garbage: 'not-json' }, 'invalid', undefined],
  ['streams JSON of the wrong shape', { garbage: 'wrong-shape' }, 'invalid', undefined],
  ['ends the stream without text', { garbage: 'no-content' }, 'empty', undefined],
  [
    'drops the connection before a first sentence',
    { tokens: ['Well', ' I', ' think'], cutAfterTokens: 2 },
    'cut',
    undefined,
  ],
  ['sends nothing (first-token timeout)', { hang: true }, 'timeout', undefined],
];

describe('when the reply engine fails', () => {
  it.each(FAILURES)(
    'the built-in engine answers when the provider %s, the message is kept and the log names it',
    async (label, script, kind, status) => {
      if (script === 'down') await proxy.cut();
      else fake.enqueue(script);
      const requestId = `engine-${kind}-${status ?? 'x'}-${label.length}`;
      const text = `Secret diary entry number ${label.length} for you`;
      try {
        const { status: httpStatus, body } = await send(text, requestId);
        expect(httpStatus).toBe(200);
        expect(body.engine).toBe('builtin');
        expect(body.userMessage.content).toBe(text);
        expect(body.aiMessage.content.trim().length).toBeGreaterThan(0);
        expect(await storedPair(body.userMessage.id)).toEqual([
          { sender_type: 'user', content: text },
          { sender_type: 'model', content: body.aiMessage.content },
        ]);
      } finally {
        if (script === 'down') await proxy.restore();
      }

      const { warning, lines } = await engineWarning(requestId);
      expect(warning).toMatchObject({ level: WARN, engine: 'openai', failure: kind });
      if (status) expect(warning.status).toBe(status);
      const logged = JSON.stringify(lines);
      expect(logged).not.toContain(text);
      expect(logged).not.toContain(API_KEY);
      expect(logged).not.toContain('Incorrect API key');
    },
    30_000,
  );

  it('streams the built-in reply to the end, with its done event, when the provider fails', async () => {
    fake.enqueue({ status: 503 });
    const stream = streamMessage(client, conversationId, 'Tell me something nice');
    const ended = await stream.finished;
    expect(ended).toMatchObject({ complete: true, status: 200 });
    const names = stream.events.map((e) => e.event);
    expect(names[0]).toBe('user');
    expect(names.at(-1)).toBe('done');
    const done = stream.events.at(-1)!.data as ReplyResult;
    const streamed = stream.events
      .filter((e) => e.event === 'delta')
      .map((e) => (e.data as { text: string }).text)
      .join('');
    expect(done.engine).toBe('builtin');
    expect(done.aiMessage.content).toBe(streamed);
  });

  it('uses the provider again as soon as it is back', async () => {
    fake.enqueue({ reply: 'Back to normal.' });
    const { status, body } = await send('Are you back?', 'engine-back');
    expect(status).toBe(200);
    expect(body).toMatchObject({ engine: 'openai', aiMessage: { content: 'Back to normal.' } });
  });
});
