import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  fakePromptTokens,
  startFakeOpenAI,
  type FakeOpenAIServer,
} from '#tests/fakes/openai-server';
import type { HistoryMessage, PromptFitReport } from '../engine';
import { ReplyEngineError } from '../reply-errors';
import { collect, contextFor } from '../test-support';
import { createOpenAIEngine } from './openai-engine';

let fake: FakeOpenAIServer;

beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.setDefault({ reply: 'Hello from the fake model.' });
});

function engine(
  options: { firstTokenTimeoutMs?: number; totalTimeoutMs?: number; contextTokens?: number } = {},
) {
  return createOpenAIEngine({
    baseURL: fake.baseURL,
    apiKey: 'sk-test-key',
    model: 'gpt-4o-mini',
    ...options,
  });
}

async function failure(promise: Promise<unknown>): Promise<ReplyEngineError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ReplyEngineError);
  return error as ReplyEngineError;
}

const signal = () => new AbortController().signal;

describe('the OpenAI-compatible engine', () => {
  it('streams the reply token by token through the official SDK', async () => {
    fake.enqueue({ reply: 'Hi Alex, lovely to meet you.', tokenDelayMs: 2 });
    const pieces = await collect(engine().stream(contextFor('sophia', 'en', 'Hello!'), signal()));
    expect(pieces.join('')).toBe('Hi Alex, lovely to meet you.');
    expect(pieces.length).toBeGreaterThan(3);
  });

  it('sends the documents’ settings, the persona, the stage and the last 8 messages', async () => {
    const history: HistoryMessage[] = Array.from({ length: 12 }, (_, index) => ({
      sender: index % 2 === 0 ? 'user' : 'model',
      content: `message ${index}`,
    }));
    const ctx = contextFor('maya', 'bg', 'Как си?', {
      history,
      stage: 'deepening',
      memories: ['Обича котки'],
    });
    await collect(engine().stream(ctx, signal()));

    const [request] = fake.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-test-key');
    const body = request!.body as Record<string, unknown> & {
      messages: Array<{ role: string; content: string }>;
    };
    expect(body).toMatchObject({
      model: 'gpt-4o-mini',
      stream: true,
      temperature: 0.9,
      presence_penalty: 0.6,
      frequency_penalty: 0.8,
      max_tokens: 150,
    });
    const [system, ...turns] = body.messages;
    expect(system?.role).toBe('system');
    expect(system?.content).toContain(ctx.persona.prompt);
    expect(system?.content).toContain(ctx.persona.backstory.career);
    expect(system?.content).toContain('Relationship stage: deepening');
    expect(system?.content).toContain('Иван');
    expect(system?.content).toContain('Обича котки');
    expect(system?.content).toMatch(/Always reply in Bulgarian/u);
    expect(system?.content).toMatch(/non-graphic/u);
    expect(turns).toHaveLength(9);
    expect(turns.slice(0, 8).map((turn) => turn.content)).toEqual(
      history.slice(-8).map((m) => m.content),
    );
    expect(turns.slice(0, 8).map((turn) => turn.role)).toEqual(
      history.slice(-8).map((m) => (m.sender === 'user' ? 'user' : 'assistant')),
    );
    expect(turns.at(-1)).toEqual({ role: 'user', content: 'Как си?' });
  });

  it('says what explicit mode allows, and still asks for nothing graphic', async () => {
    const ctx = contextFor('emma', 'en', 'Hi', { stage: 'intimate', explicitMode: true });
    await collect(engine().stream(ctx, signal()));
    const system = (fake.requests[0]!.body.messages as Array<{ content: string }>)[0]!.content;
    expect(system).toMatch(/opted in/u);
    expect(system).toMatch(/never describe sexual acts in graphic detail/u);
  });

  it.each([401, 429, 500])(
    'turns HTTP %i into a ReplyEngineError without the provider’s text',
    async (status) => {
      fake.enqueue({ status, errorMessage: 'Incorrect API key provided: sk-te***key' });
      const error = await failure(
        collect(engine().stream(contextFor('sophia', 'en', 'Hi'), signal())),
      );
      expect(error.kind).toBe('http');
      expect(error.status).toBe(status);
      expect(error.message).not.toContain('sk-');
    },
  );

  it('times out when the provider sends nothing', async () => {
    fake.enqueue({ hang: true });
    const error = await failure(
      collect(
        engine({ firstTokenTimeoutMs: 150 }).stream(contextFor('sophia', 'en', 'Hi'), signal()),
      ),
    );
    expect(error.kind).toBe('timeout');
  });

  it('times out when the stream stalls before the end', async () => {
    fake.enqueue({ reply: 'One two three four five.', stallAfterTokens: 2 });
    const pieces: string[] = [];
    const run = (async () => {
      for await (const piece of engine({ totalTimeoutMs: 1_500 }).stream(
        contextFor('sophia', 'en', 'Hi'),
        signal(),
      )) {
        pieces.push(piece);
      }
    })();
    expect((await failure(run)).kind).toBe('timeout');
    expect(pieces.join('')).toBe('One two');
  });

  it.each([
    ['not-json', 'invalid'],
    ['wrong-shape', 'invalid'],
    ['no-content', 'empty'],
  ] as const)('rejects garbage (%s) as %s', async (garbage, kind) => {
    fake.enqueue({ garbage });
    const error = await failure(
      collect(engine().stream(contextFor('sophia', 'en', 'Hi'), signal())),
    );
    expect(error.kind).toBe(kind);
  });

  it.each([
    ['a dropped connection', { cutAfterTokens: 2 }],
    ['an end without a finish reason', { endAfterTokens: 2 }],
  ] as const)('reports %s as a cut after the text it got', async (_, script) => {
    fake.enqueue({ reply: 'One two three four.', ...script });
    const pieces: string[] = [];
    const run = (async () => {
      for await (const piece of engine().stream(contextFor('sophia', 'en', 'Hi'), signal()))
        pieces.push(piece);
    })();
    expect((await failure(run)).kind).toBe('cut');
    expect(pieces.join('')).toBe('One two');
  });

  it('reports a refused connection, with what the network said for an admin', async () => {
    const closed = createOpenAIEngine({
      baseURL: 'http://127.0.0.1:1/v1',
      apiKey: null,
      model: 'm',
    });
    const error = await failure(collect(closed.stream(contextFor('sophia', 'en', 'Hi'), signal())));
    expect(error.kind).toBe('connection');
    // Port 1 is one fetch refuses to dial ("bad port"); a closed one says ECONNREFUSED.
    expect(error.providerMessage).toMatch(/^Connection error\. \(fetch failed: .+\)$/u);
  });

  it('stops quietly reading when the caller aborts', async () => {
    fake.enqueue({ reply: 'One two three four five six.', tokenDelayMs: 20 });
    const controller = new AbortController();
    const pieces: string[] = [];
    const run = (async () => {
      for await (const piece of engine().stream(
        contextFor('sophia', 'en', 'Hi'),
        controller.signal,
      )) {
        pieces.push(piece);
        controller.abort();
      }
    })();
    await expect(run).rejects.toThrow();
    expect(pieces).toHaveLength(1);
  });

  it('works with servers that take no key and serve /chat/completions at the root', async () => {
    const root = createOpenAIEngine({
      baseURL: fake.baseURL.replace(/\/v1$/u, ''),
      apiKey: null,
      model: 'llama3',
    });
    const pieces = await collect(root.stream(contextFor('sophia', 'en', 'Hi'), signal()));
    expect(pieces.join('')).toBe('Hello from the fake model.');
    expect(fake.requests[0]!.path).toBe('/chat/completions');
    expect(fake.requests[0]!.headers.authorization).toBe('Bearer not-needed');
  });

  it('can stamp each token with its send time for latency benchmarks', async () => {
    fake.enqueue({ reply: 'Stamped tokens here.', stampTokens: true });
    const before = fake.sentTokens.length;
    await collect(engine().stream(contextFor('sophia', 'en', 'Hi'), signal()));
    const sent = fake.sentTokens.slice(before);
    expect(sent.map((token) => token.text).join('')).toBe('Stamped tokens here.');
    expect(sent.every((token) => typeof token.sentAtNs === 'bigint')).toBe(true);
  });
});

/** A conversation long enough to be over a small window: 30 long messages. */
function longConversation(): HistoryMessage[] {
  return Array.from({ length: 30 }, (_, index) => ({
    sender: index % 2 === 0 ? 'user' : 'model',
    content: `Turn ${index}. ${'We kept talking about the little bookshop on the corner. '.repeat(12)}`,
  }));
}

describe('the OpenAI-compatible engine with a small or slow server', () => {
  it.each(['llama', 'llama-old', 'openai'] as const)(
    'retries once, fitted tighter, when the server answers a %s context error',
    async (style) => {
      // The server's window is smaller than LLM_CONTEXT_TOKENS says, and it counts more.
      // Without figures in the error (old llama.cpp), the second try sends 60% of the first.
      const window = style === 'llama-old' ? 2_600 : 1_400;
      fake.setDefault({
        reply: 'Fitted and answered.',
        contextTokens: window,
        contextErrorStyle: style,
      });
      const reports: PromptFitReport[] = [];
      const ctx = contextFor('sophia', 'en', 'Do you remember the bookshop?', {
        history: longConversation(),
        memories: ['Loves old bookshops', 'Has a cat named Tom'],
      });
      const pieces = await collect(
        engine({ contextTokens: 8192 }).stream(ctx, signal(), {
          onPrompt: (report) => reports.push(report),
        }),
      );
      expect(pieces.join('')).toBe('Fitted and answered.');
      expect(fake.requests).toHaveLength(2);
      expect(reports.map((report) => report.attempt)).toEqual([1, 2]);
      expect(reports[1]!.budgetTokens).toBeLessThan(reports[0]!.estimatedTokens);
      expect(reports[1]!.dropped.history).toBeGreaterThan(0);
      if (style !== 'llama-old') expect(reports[1]!.providerContextTokens).toBe(window);
      const [first, second] = fake.requests.map((request) => fakePromptTokens(request.body));
      expect(second).toBeLessThan(first!);
      // The instructions and the message are in the second prompt too.
      const messages = fake.requests[1]!.body.messages as Array<{ role: string; content: string }>;
      expect(messages[0]!.content).toContain(ctx.persona.prompt);
      expect(messages.at(-1)).toEqual({ role: 'user', content: 'Do you remember the bookshop?' });
    },
  );

  it('reports a context failure when even the tighter prompt does not fit', async () => {
    fake.setDefault({ reply: 'Never sent.', contextTokens: 200 });
    const error = await failure(
      collect(
        engine().stream(
          contextFor('sophia', 'en', 'Hi', { history: longConversation() }),
          signal(),
        ),
      ),
    );
    expect(error.kind).toBe('context');
    expect(error.status).toBe(400);
    expect(error.providerMessage).toMatch(/exceeds the available context size \(200 tokens\)/u);
    expect(fake.requests).toHaveLength(2);
  });

  it('does not retry other 400s', async () => {
    fake.enqueue({ status: 400, errorMessage: 'Invalid value for temperature' });
    const error = await failure(
      collect(engine().stream(contextFor('sophia', 'en', 'Hi'), signal())),
    );
    expect(error.kind).toBe('http');
    expect(error.providerMessage).toBe('Invalid value for temperature');
    expect(fake.requests).toHaveLength(1);
  });

  it('waits for a slow first token as long as LLM_TIMEOUT_MS allows', async () => {
    fake.enqueue({ reply: 'Worth the wait.', firstTokenDelayMs: 600 });
    const pieces = await collect(
      engine({ firstTokenTimeoutMs: 3_000, totalTimeoutMs: 6_000 }).stream(
        contextFor('sophia', 'en', 'Hi'),
        signal(),
      ),
    );
    expect(pieces.join('')).toBe('Worth the wait.');
  });

  it.each([false, true])(
    'times out a first token slower than LLM_TIMEOUT_MS (headers held back: %s)',
    async (holdHeaders) => {
      fake.enqueue({ reply: 'Too late.', firstTokenDelayMs: 2_000, holdHeaders });
      const error = await failure(
        collect(
          engine({ firstTokenTimeoutMs: 300, totalTimeoutMs: 5_000 }).stream(
            contextFor('sophia', 'en', 'Hi'),
            signal(),
          ),
        ),
      );
      expect(error.kind).toBe('timeout');
    },
  );

  it('masks anything like a key in the provider’s words', async () => {
    fake.enqueue({ status: 401, errorMessage: 'Incorrect API key provided: sk-te***key.' });
    const error = await failure(
      collect(engine().stream(contextFor('sophia', 'en', 'Hi'), signal())),
    );
    expect(error.providerMessage).toBe('Incorrect API key provided: [key]');
  });
});
