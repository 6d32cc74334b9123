import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A small, real HTTP server that speaks the OpenAI chat completions protocol, so the official
 * SDK and our adapter run unchanged in tests. Each request takes the next queued script (or the
 * default one) and is recorded for assertions.
 */

export interface FakeReplyScript {
  /** The reply text; streamed as word tokens (" Hello", " there"). */
  reply?: string;
  /** Explicit tokens instead of `reply`. */
  tokens?: string[];
  tokenDelayMs?: number;
  /** Answer with this HTTP status and an OpenAI error body instead of a reply. */
  status?: number;
  errorMessage?: string;
  /** Accept the request and never answer (for timeouts). */
  hang?: boolean;
  /** Send this many tokens, then go silent without closing. */
  stallAfterTokens?: number;
  /** Send this many tokens, then destroy the connection. */
  cutAfterTokens?: number;
  /** Send this many tokens, then end the response without a finish reason or [DONE]. */
  endAfterTokens?: number;
  /** Lines that are not valid chunks: non-JSON, JSON of the wrong shape, or only empty deltas. */
  garbage?: 'not-json' | 'wrong-shape' | 'no-content';
  /** Add `amora_sent_at_ns` (process.hrtime.bigint) to each token chunk. */
  stampTokens?: boolean;
  /** Wait this long before the first token (a CPU-only server reading a long prompt). */
  firstTokenDelayMs?: number;
  /** With firstTokenDelayMs: hold the response headers back too (some servers do). */
  holdHeaders?: boolean;
  /**
   * The server's context window: a prompt whose tokens (counted as 3 characters each) and
   * max_tokens exceed it gets a 400 context error, worded like llama.cpp's server or OpenAI.
   */
  contextTokens?: number;
  contextErrorStyle?: 'llama' | 'llama-old' | 'openai';
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

export interface SentToken {
  text: string;
  sentAtNs: bigint;
}

export interface FakeOpenAIServer {
  /** For the SDK's baseURL: `http://127.0.0.1:{port}/v1`. */
  baseURL: string;
  requests: RecordedRequest[];
  sentTokens: SentToken[];
  /** Scripts for the next requests, in order; after them the default applies. */
  enqueue(...scripts: FakeReplyScript[]): void;
  setDefault(script: FakeReplyScript): void;
  /**
   * Picks the script for a request from its body before the queue is asked (undefined: the
   * queue or default). For requests that come in no fixed order (background work).
   */
  setResponder(
    responder: ((body: Record<string, unknown>) => FakeReplyScript | undefined) | null,
  ): void;
  close(): Promise<void>;
}

const ERROR_TYPES: Record<number, { type: string; code: string | null }> = {
  401: { type: 'invalid_request_error', code: 'invalid_api_key' },
  429: { type: 'requests', code: 'rate_limit_exceeded' },
  500: { type: 'server_error', code: null },
};

export async function startFakeOpenAI(
  defaultScript: FakeReplyScript = { reply: 'Hello from the fake model.' },
): Promise<FakeOpenAIServer> {
  let fallback = defaultScript;
  let responder: ((body: Record<string, unknown>) => FakeReplyScript | undefined) | null = null;
  const queue: FakeReplyScript[] = [];
  const requests: RecordedRequest[] = [];
  const sentTokens: SentToken[] = [];
  const hanging = new Set<ServerResponse>();

  const server = createServer((req, res) => {
    void handle(req, res).catch(() => res.destroy());
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = (req.url ?? '').split('?')[0] ?? '';
    const raw = await readBody(req);
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    requests.push({ method: req.method ?? '', path, headers: req.headers, body });
    if (req.method !== 'POST' || !/^(?:\/v1)?\/chat\/completions$/.test(path)) {
      return sendJson(res, 404, openAIError(404, 'Not found'));
    }
    const script = responder?.(body) ?? queue.shift() ?? fallback;
    const overContext = script.contextTokens ? contextError(body, script) : null;
    if (overContext) return sendJson(res, 400, overContext);
    if (script.hang) {
      hanging.add(res);
      return;
    }
    if (script.status) {
      const message = script.errorMessage ?? `Fake error ${script.status}`;
      return sendJson(res, script.status, openAIError(script.status, message));
    }
    const model = typeof body.model === 'string' ? body.model : 'fake-model';
    const tokens = script.tokens ?? (script.reply ?? '').match(/\s*\S+/g) ?? [];
    if (body.stream !== true) {
      if (script.firstTokenDelayMs) await sleep(script.firstTokenDelayMs);
      return sendJson(res, 200, completion(model, tokens.join('')));
    }
    await streamTokens(res, script, model, tokens);
  }

  async function streamTokens(
    res: ServerResponse,
    script: FakeReplyScript,
    model: string,
    tokens: string[],
  ) {
    if (script.firstTokenDelayMs && script.holdHeaders) await sleep(script.firstTokenDelayMs);
    if (res.destroyed) return;
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    res.flushHeaders();
    if (script.firstTokenDelayMs && !script.holdHeaders) {
      hanging.add(res);
      await sleep(script.firstTokenDelayMs);
      hanging.delete(res);
    }
    const id = `chatcmpl-fake${requests.length}`;
    const created = Math.floor(Date.now() / 1000);
    const send = (payload: unknown) => res.write(`data: ${JSON.stringify(payload)}\n\n`);
    const chunk = (delta: Record<string, unknown>, finish: string | null, extra = {}) => ({
      id,
      object: 'chat.completion.chunk',
      created,
      model,
      choices: [{ index: 0, delta, finish_reason: finish }],
      ...extra,
    });

    if (script.garbage === 'not-json') res.write('data: this is not json\n\n');
    else if (script.garbage === 'wrong-shape') send({ hello: 'world' });
    if (script.garbage) {
      if (script.garbage === 'no-content') send(chunk({}, 'stop'));
      res.end('data: [DONE]\n\n');
      return;
    }

    send(chunk({ role: 'assistant', content: '' }, null));
    for (const [index, token] of tokens.entries()) {
      // Let what was written reach the client first, as a real mid-stream drop would.
      if (index === script.cutAfterTokens) return flushed(res).then(() => res.destroy());
      if (index === script.endAfterTokens) return res.end();
      if (index === script.stallAfterTokens) {
        hanging.add(res);
        return;
      }
      if (script.tokenDelayMs) await sleep(script.tokenDelayMs);
      if (res.destroyed) return; // the client went away
      const sentAtNs = process.hrtime.bigint();
      sentTokens.push({ text: token, sentAtNs });
      send(
        chunk(
          { content: token },
          null,
          script.stampTokens ? { amora_sent_at_ns: String(sentAtNs) } : {},
        ),
      );
    }
    send(chunk({}, 'stop'));
    res.end('data: [DONE]\n\n');
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    sentTokens,
    enqueue: (...scripts) => queue.push(...scripts),
    setDefault: (script) => {
      fallback = script;
    },
    setResponder: (next) => {
      responder = next;
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function flushed(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => res.write('', () => resolve()));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, status: number, payload: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(payload));
}

function openAIError(status: number, message: string) {
  const { type, code } = ERROR_TYPES[status] ?? { type: 'invalid_request_error', code: null };
  return { error: { message, type, param: null, code } };
}

/** The prompt's size as this fake counts it: 3 characters a token, 4 more per message. */
export function fakePromptTokens(body: Record<string, unknown>): number {
  const messages = Array.isArray(body.messages)
    ? (body.messages as Array<{ content?: unknown }>)
    : [];
  return messages.reduce(
    (total, message) =>
      total + 4 + Math.ceil((typeof message.content === 'string' ? message.content.length : 0) / 3),
    0,
  );
}

/** A 400 the way llama.cpp's server (new and old wording) or OpenAI word it, or null if it fits. */
function contextError(body: Record<string, unknown>, script: FakeReplyScript) {
  const limit = script.contextTokens!;
  const prompt = fakePromptTokens(body);
  const wanted = prompt + (typeof body.max_tokens === 'number' ? body.max_tokens : 0);
  if (wanted <= limit) return null;
  switch (script.contextErrorStyle ?? 'llama') {
    case 'openai':
      return {
        error: {
          message: `This model's maximum context length is ${limit} tokens. However, your messages resulted in ${prompt} tokens. Please reduce the length of the messages.`,
          type: 'invalid_request_error',
          param: 'messages',
          code: 'context_length_exceeded',
        },
      };
    case 'llama-old':
      return {
        error: {
          code: 400,
          message: 'the request exceeds the available context size, try increasing it',
          type: 'exceed_context_size_error',
        },
      };
    default:
      return {
        error: {
          code: 400,
          message: `request (${prompt} tokens) exceeds the available context size (${limit} tokens)`,
          type: 'exceed_context_size_error',
          n_prompt_tokens: prompt,
          n_ctx: limit,
        },
      };
  }
}

function completion(model: string, content: string) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
  };
}
