import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAI, type FakeOpenAIServer } from '#tests/fakes/openai-server';
import { createBuiltinEngine } from './builtin/builtin-engine';
import { composeReply } from './builtin/compose-reply';
import { createOpenAIEngine } from './openai/openai-engine';
import { streamReply } from './stream-reply';
import { captureLogger, collect, contextFor } from './test-support';

let fake: FakeOpenAIServer;
const builtin = createBuiltinEngine({ wordDelayMs: 0 });

beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(() => fake.close());
beforeEach(() => fake.setDefault({ reply: 'Hello from the provider.' }));

// Generous timeouts, so a busy test machine does not turn a good reply into a fallback; only
// the timeout case shortens them.
const provider = (firstTokenTimeoutMs = 5_000) =>
  createOpenAIEngine({
    baseURL: fake.baseURL,
    apiKey: 'sk-secret-value',
    model: 'gpt-4o-mini',
    firstTokenTimeoutMs,
    totalTimeoutMs: firstTokenTimeoutMs * 2,
  });

async function run(
  language: 'en' | 'bg' = 'en',
  userMessage = 'Tell me about yourself',
  firstTokenTimeoutMs?: number,
) {
  const logger = captureLogger();
  const ctx = contextFor('sophia', language, userMessage, { seed: 5 });
  const reply = streamReply(provider(firstTokenTimeoutMs), builtin, ctx, {
    logger,
    signal: new AbortController().signal,
  });
  const pieces = await collect(reply.chunks);
  return { pieces, text: pieces.join(''), outcome: await reply.outcome, logger, ctx };
}

describe('streamReply', () => {
  it('streams the provider’s reply when all goes well', async () => {
    const { text, outcome, logger } = await run();
    expect(text).toBe('Hello from the provider.');
    expect(outcome).toMatchObject({
      engine: 'openai',
      model: 'gpt-4o-mini',
      fellBack: false,
      aborted: false,
      text,
    });
    expect(logger.entries).toHaveLength(0);
  });

  it.each([
    [
      'an HTTP 401',
      { status: 401, errorMessage: 'Incorrect API key provided: sk-secret-value' },
      'http',
      401,
    ],
    ['an HTTP 429', { status: 429 }, 'http', 429],
    ['an HTTP 500', { status: 500 }, 'http', 500],
    ['a timeout', { hang: true }, 'timeout', undefined],
    ['non-JSON chunks', { garbage: 'not-json' as const }, 'invalid', undefined],
    ['chunks of the wrong shape', { garbage: 'wrong-shape' as const }, 'invalid', undefined],
    ['an empty stream', { garbage: 'no-content' as const }, 'empty', undefined],
  ])(
    'falls back to the built-in engine on %s, and logs it safely',
    async (_, script, kind, status) => {
      fake.enqueue(script);
      const { text, outcome, logger, ctx } = await run(
        'en',
        undefined,
        'hang' in script ? 200 : undefined,
      );
      expect(text).toBe(composeReply(ctx));
      expect(outcome).toMatchObject({
        engine: 'builtin',
        fellBack: true,
        failure: { kind, status, afterText: false },
      });
      expect(logger.entries).toHaveLength(1);
      const [entry] = logger.entries;
      expect(entry!.details).toMatchObject({
        engine: 'openai',
        model: 'gpt-4o-mini',
        failure: kind,
      });
      const logged = JSON.stringify(entry);
      expect(logged).not.toContain('sk-secret');
      expect(logged).not.toContain(ctx.userMessage);
      expect(logged).not.toContain('Incorrect API key');
    },
  );

  it('retries a context error fitted tighter, warns once, and answers from the provider', async () => {
    const small = { reply: 'Short enough now.', contextTokens: 1_100 };
    fake.enqueue(small, small);
    const { text, outcome, logger } = await run();
    expect(text).toBe('Short enough now.');
    expect(outcome).toMatchObject({ engine: 'openai', fellBack: false });
    expect(logger.entries).toHaveLength(1);
    expect(logger.entries[0]!.details).toMatchObject({ providerContextTokens: 1_100 });
    expect(logger.entries[0]!.message).toMatch(/LLM_CONTEXT_TOKENS/u);
  });

  it('falls back with the failure "context" when the retry does not fit either', async () => {
    fake.setDefault({ reply: 'Never.', contextTokens: 100 });
    const { outcome, ctx, text } = await run();
    expect(text).toBe(composeReply(ctx));
    expect(outcome).toMatchObject({
      engine: 'builtin',
      fellBack: true,
      failure: { kind: 'context', status: 400 },
    });
  });

  it('falls back in Bulgarian for a Bulgarian conversation', async () => {
    fake.enqueue({ status: 500 });
    const { text, outcome } = await run('bg', 'Разкажи ми за себе си');
    expect(outcome.engine).toBe('builtin');
    expect(text).toMatch(/[\u0400-\u04ff]/u);
  });

  it('ends cleanly with what arrived when a cut comes after a complete sentence', async () => {
    fake.enqueue({ tokens: ['Hi there!', ' I was just', ' thinking about'], cutAfterTokens: 2 });
    const { text, outcome, logger } = await run();
    expect(text).toBe('Hi there! I was just…');
    expect(outcome).toMatchObject({
      engine: 'openai',
      fellBack: false,
      failure: { kind: 'cut', afterText: true },
    });
    expect(logger.entries[0]!.details).toMatchObject({
      failure: 'cut',
      receivedCharacters: 'Hi there! I was just'.length,
    });
  });

  it('adds nothing when the cut falls right after a sentence', async () => {
    fake.enqueue({ tokens: ['Hi there.', ' More'], endAfterTokens: 1 });
    const { text, outcome } = await run();
    expect(text).toBe('Hi there.');
    expect(outcome.failure?.kind).toBe('cut');
  });

  it('continues with the built-in reply when a cut comes before a first sentence', async () => {
    fake.enqueue({ tokens: ['So', ' honestly', ' I'], cutAfterTokens: 2 });
    const { text, outcome, ctx } = await run();
    expect(text).toBe(`So honestly… ${composeReply(ctx)}`);
    expect(outcome).toMatchObject({
      engine: 'builtin',
      fellBack: true,
      failure: { kind: 'cut', afterText: true },
    });
    expect(outcome.text).toBe(text);
  });

  it('uses the built-in engine alone when it is the primary one', async () => {
    const logger = captureLogger();
    const ctx = contextFor('maya', 'en', 'Hello!');
    const reply = streamReply(builtin, builtin, ctx, {
      logger,
      signal: new AbortController().signal,
    });
    const text = (await collect(reply.chunks)).join('');
    expect(await reply.outcome).toMatchObject({ engine: 'builtin', fellBack: false, text });
  });

  it('stops without falling back when the caller aborts', async () => {
    fake.enqueue({ reply: 'One two three four five six seven.', tokenDelayMs: 20 });
    const controller = new AbortController();
    const logger = captureLogger();
    const reply = streamReply(provider(), builtin, contextFor('sophia', 'en', 'Hi'), {
      logger,
      signal: controller.signal,
    });
    const pieces: string[] = [];
    for await (const piece of reply.chunks) {
      pieces.push(piece);
      if (pieces.length === 2) controller.abort();
    }
    const outcome = await reply.outcome;
    expect(outcome).toMatchObject({ aborted: true, fellBack: false, text: pieces.join('') });
    expect(logger.entries).toHaveLength(0);
  });

  it('still settles the outcome when the reader stops early', async () => {
    const reply = streamReply(provider(), builtin, contextFor('sophia', 'en', 'Hi'), {
      logger: captureLogger(),
      signal: new AbortController().signal,
    });
    for await (const piece of reply.chunks) {
      expect(piece).toBeTruthy();
      break;
    }
    expect(await reply.outcome).toMatchObject({ aborted: true });
  });
});
