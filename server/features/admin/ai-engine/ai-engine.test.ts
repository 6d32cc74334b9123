import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANIONS } from '#server/db/seed/companions';
import { asUser, registerUser, type TestUser } from '#server/test/accounts';
import { createTestApp, type TestApp } from '#server/test/test-app';
import {
  fakePromptTokens,
  startFakeOpenAI,
  type FakeOpenAIServer,
  type FakeReplyScript,
} from '#tests/fakes/openai-server';
import { registerWithRole } from '../admin-test-support';
import { providerHost } from './service';

/**
 * GET /api/admin/ai-engine and POST /api/admin/ai-engine/test against the built-in engine and
 * a fake provider that misbehaves on request. The role checks are admin-access.test.ts's.
 */

const KEY = 'my-secret-test-key-0123456789';
const SOPHIA = COMPANIONS[0]!;

let fake: FakeOpenAIServer;
let provider: TestApp;
let builtin: TestApp;
let admin: TestUser;
let builtinAdmin: TestUser;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  [provider, builtin] = await Promise.all([
    createTestApp({
      env: {
        LLM_BASE_URL: fake.baseURL,
        LLM_API_KEY: KEY,
        LLM_MODEL: 'fake-model',
        // The smallest the settings allow, so the slow-first-token case stays short.
        LLM_TIMEOUT_MS: '1000',
        LLM_TOTAL_TIMEOUT_MS: '5000',
        LLM_CONTEXT_TOKENS: '8192',
      },
    }),
    createTestApp({ engineTuning: { wordDelayMs: 0 } }),
  ]);
  admin = await registerWithRole(provider.app, provider.database.db, 'admin');
  builtinAdmin = await registerWithRole(builtin.app, builtin.database.db, 'admin');
});
afterAll(async () => {
  await Promise.all([provider?.close(), builtin?.close()]);
  await fake?.close();
});

/** Every provider request of the next test answers with `script`. */
function answer(script: FakeReplyScript) {
  fake.requests.length = 0;
  fake.setResponder(() => script);
}

async function runTest(app: TestApp, token: string, language?: 'en' | 'bg') {
  const response = await asUser(
    app.app,
    token,
    'POST',
    '/api/admin/ai-engine/test',
    language ? { language } : {},
  );
  expect(response.statusCode, response.body).toBe(200);
  expect(response.body).not.toContain(KEY);
  return response.json().test;
}

describe('GET /api/admin/ai-engine', () => {
  it('shows the provider, its model, host, timeouts and window, never the key', async () => {
    const response = await asUser(provider.app, admin.token, 'GET', '/api/admin/ai-engine');
    expect(response.statusCode).toBe(200);
    expect(response.json().aiEngine).toEqual({
      engine: 'openai',
      model: 'fake-model',
      server: new URL(fake.baseURL).host,
      apiKeySet: true,
      firstTokenTimeoutMs: 1000,
      totalTimeoutMs: 5000,
      contextTokens: 8192,
    });
    expect(response.body).not.toContain(KEY);
  });

  it('shows the built-in engine when no provider is set', async () => {
    const response = await asUser(builtin.app, builtinAdmin.token, 'GET', '/api/admin/ai-engine');
    expect(response.json().aiEngine).toMatchObject({
      engine: 'builtin',
      server: null,
      apiKeySet: false,
    });
  });

  it('names only the host and port of LLM_BASE_URL', () => {
    expect(providerHost('https://user:secret@llm.example.com:8443/v1?key=abc')).toBe(
      'llm.example.com:8443',
    );
    expect(providerHost(null)).toBeNull();
  });
});

describe('POST /api/admin/ai-engine/test', () => {
  it('sends a real-size prompt with her whole persona and times the reply', async () => {
    answer({ reply: 'Breathe slowly. Put on Kind of Blue and let the first track carry you.' });
    const test = await runTest(provider, admin.token);
    expect(test).toMatchObject({
      ok: true,
      engine: 'openai',
      model: 'fake-model',
      language: 'en',
      failure: null,
      replySample: 'Breathe slowly. Put on Kind of Blue and let the first track carry you.',
    });
    expect(test.prompt).toMatchObject({
      attempt: 1,
      contextTokens: 8192,
      overBudget: false,
      dropped: { history: 0, memories: 0, storyFacts: 0, summary: false },
    });
    expect(test.prompt.estimatedTokens).toBeGreaterThan(1500);
    expect(test.firstTokenMs).toBeGreaterThanOrEqual(0);
    expect(test.totalMs).toBeGreaterThanOrEqual(test.firstTokenMs);

    const [request] = fake.requests;
    expect(fake.requests).toHaveLength(1);
    expect(request!.body).toMatchObject({ model: 'fake-model', stream: true, max_tokens: 150 });
    expect(fakePromptTokens(request!.body)).toBeGreaterThan(1500);
    const messages = request!.body.messages as Array<{ role: string; content: string }>;
    expect(messages[0]!.content).toContain(SOPHIA.en.prompt);
    expect(messages[0]!.content).toContain(SOPHIA.en.backstory.childhood);
    expect(messages.length).toBeGreaterThan(8);
    expect(request!.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it('tests in Bulgarian when asked, with her Bulgarian persona', async () => {
    answer({ reply: 'Дишай бавно.' });
    const test = await runTest(provider, admin.token, 'bg');
    expect(test).toMatchObject({ ok: true, language: 'bg', replySample: 'Дишай бавно.' });
    const messages = fake.requests[0]!.body.messages as Array<{ content: string }>;
    expect(messages[0]!.content).toContain(SOPHIA.bg.prompt);
  });

  it('reports a prompt fitted again after the provider said its window is smaller', async () => {
    answer({ reply: 'Fitted.', contextTokens: 1500 });
    const test = await runTest(provider, admin.token);
    expect(test.ok).toBe(true);
    expect(fake.requests).toHaveLength(2);
    expect(test.prompt).toMatchObject({ attempt: 2, providerContextTokens: 1500 });
    expect(test.prompt.firstAttemptTokens).toBeGreaterThan(test.prompt.estimatedTokens);
    expect(test.prompt.dropped.history).toBeGreaterThan(0);
  });

  it('reports a context error as context, with the provider’s own message', async () => {
    // Smaller than the instructions alone: the second, tighter try fails too.
    answer({ reply: 'Never sent.', contextTokens: 200 });
    const test = await runTest(provider, admin.token);
    expect(test).toMatchObject({
      ok: false,
      firstTokenMs: null,
      replySample: '',
      failure: { kind: 'context', status: 400 },
    });
    expect(test.failure.providerMessage).toMatch(
      /^request \(\d+ tokens\) exceeds the available context size \(200 tokens\)$/u,
    );
    expect(test.prompt).toMatchObject({ attempt: 2, overBudget: true });
  });

  it('reports a first token slower than LLM_TIMEOUT_MS as a timeout', async () => {
    answer({ reply: 'Too late.', firstTokenDelayMs: 1_600 });
    const test = await runTest(provider, admin.token);
    expect(test).toMatchObject({
      ok: false,
      firstTokenMs: null,
      failure: { kind: 'timeout', status: null, providerMessage: null },
    });
    expect(test.totalMs).toBeGreaterThanOrEqual(950);
    expect(test.totalMs).toBeLessThan(1_600);
  });

  it('reports an HTTP 401 with the provider’s words and without the key', async () => {
    answer({
      status: 401,
      errorMessage: `Incorrect API key provided: ${KEY}. Also seen as ${KEY.slice(0, 8)}****6789.`,
    });
    const test = await runTest(provider, admin.token);
    expect(test).toMatchObject({ ok: false, failure: { kind: 'http', status: 401 } });
    expect(test.failure.providerMessage).toBe(
      'Incorrect API key provided: [key]. Also seen as [key].',
    );
    expect(JSON.stringify(test)).not.toContain(KEY.slice(0, 8));
  });

  it('reports garbage from the provider as invalid', async () => {
    answer({ garbage: 'not-json' });
    const test = await runTest(provider, admin.token);
    expect(test).toMatchObject({ ok: false, failure: { kind: 'invalid' } });
  });

  it('runs one test at a time', async () => {
    answer({ reply: 'Slow but sure.', firstTokenDelayMs: 400 });
    const first = asUser(provider.app, admin.token, 'POST', '/api/admin/ai-engine/test', {});
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = await asUser(provider.app, admin.token, 'POST', '/api/admin/ai-engine/test', {});
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('CONFLICT');
    expect((await first).json().test.ok).toBe(true);
    expect(fake.requests).toHaveLength(1);
  });

  it('refuses a language it does not speak', async () => {
    const response = await asUser(provider.app, admin.token, 'POST', '/api/admin/ai-engine/test', {
      language: 'fr',
    });
    expect(response.statusCode).toBe(400);
  });

  it('reports the built-in engine honestly when no provider is set, and times it', async () => {
    const test = await runTest(builtin, builtinAdmin.token);
    expect(test).toMatchObject({
      ok: true,
      engine: 'builtin',
      model: 'amora-persona',
      prompt: null,
      failure: null,
    });
    expect(test.replySample).toMatch(/\S/u);
    expect(test.firstTokenMs).toBeGreaterThanOrEqual(0);
    expect(test.totalMs).toBeGreaterThanOrEqual(test.firstTokenMs);
  });

  it('is not a user’s tool', async () => {
    fake.requests.length = 0;
    const user = await registerUser(provider.app);
    const response = await asUser(
      provider.app,
      user.token,
      'POST',
      '/api/admin/ai-engine/test',
      {},
    );
    expect(response.statusCode).toBe(403);
    expect(fake.requests).toHaveLength(0);
  });
});
