import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { pathToFileURL } from 'node:url';
import { answerCall, UnsupportedOfferError, type CallScript, type FakeCall } from './realtime-call';

/**
 * A fake of OpenAI's Realtime API (GA) for tests and the end-to-end specs, speaking the real
 * protocol: `POST /v1/realtime/client_secrets` (the server's API key) mints a short-lived
 * secret; `POST /v1/realtime/calls` (that secret, an SDP offer) answers with a real WebRTC
 * peer that plays a tone and sends transcript events on the `oai-events` data channel.
 *
 * Standalone: `PORT=4123 node --import tsx tests/fakes/realtime-server.ts` prints
 * `Fake realtime provider on http://127.0.0.1:4123/v1`; the key is REALTIME_FAKE_KEY
 * (default 'fake-realtime-key').
 */

export const DEFAULT_FAKE_KEY = 'fake-realtime-key';

export interface FakeRealtimeOptions extends Partial<CallScript> {
  /** 0 (any free port) by default. */
  port?: number;
  host?: string;
  apiKey?: string;
}

/** One POST /v1/realtime/client_secrets as received. */
export interface RecordedSecretRequest {
  authorized: boolean;
  body: unknown;
  /** The minted secret's value; null when refused or failed on purpose. */
  minted: string | null;
}

export type ScriptedFailure = number | 'hang' | 'malformed';

export interface FakeRealtime {
  /** `http://{host}:{port}/v1`: what REALTIME_BASE_URL is set to. */
  baseUrl: string;
  apiKey: string;
  sessions: RecordedSecretRequest[];
  calls: FakeCall[];
  /** The next client secret request fails: with this status, never answers, or is not JSON. */
  failNext(failure: ScriptedFailure): void;
  close(): Promise<void>;
}

const DEFAULT_SCRIPT: CallScript = {
  userTranscript: 'Hello from the test call.',
  companionTranscript: 'It is lovely to hear your voice.',
  userTurnDelayMs: 800,
  companionTurnDelayMs: 1600,
  toneHz: 440,
};

const MAX_BODY_BYTES = 1024 * 1024;

class BodyTooLargeError extends Error {}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLargeError();
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function bearerOf(req: IncomingMessage): string | null {
  const match = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/** The browser posts the offer from the app's origin, so the calls endpoint speaks CORS. */
function allowBrowsers(res: ServerResponse) {
  res.setHeader('access-control-allow-origin', '*');
  res.setHeader('access-control-allow-methods', 'POST, OPTIONS');
  res.setHeader('access-control-allow-headers', 'authorization, content-type');
  res.setHeader('access-control-allow-private-network', 'true');
  res.setHeader('access-control-max-age', '600');
}

/** OpenAI's error shape. */
function sendError(res: ServerResponse, status: number, message: string, code: string | null) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { message, type: 'invalid_request_error', param: null, code } }));
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export async function startFakeRealtime(options: FakeRealtimeOptions = {}): Promise<FakeRealtime> {
  const apiKey = options.apiKey ?? DEFAULT_FAKE_KEY;
  const host = options.host ?? '127.0.0.1';
  const script: CallScript = {
    userTranscript: options.userTranscript ?? DEFAULT_SCRIPT.userTranscript,
    companionTranscript: options.companionTranscript ?? DEFAULT_SCRIPT.companionTranscript,
    userTurnDelayMs: options.userTurnDelayMs ?? DEFAULT_SCRIPT.userTurnDelayMs,
    companionTurnDelayMs: options.companionTurnDelayMs ?? DEFAULT_SCRIPT.companionTurnDelayMs,
    toneHz: options.toneHz ?? DEFAULT_SCRIPT.toneHz,
  };
  const sessions: RecordedSecretRequest[] = [];
  const calls: FakeCall[] = [];
  /** Minted secrets: value → expiry (unix seconds) and the session it was minted for. */
  const secrets = new Map<string, { expiresAt: number; session: Record<string, unknown> }>();
  const failures: ScriptedFailure[] = [];
  const sockets = new Set<Socket>();

  async function mintSecret(req: IncomingMessage, res: ServerResponse) {
    const raw = await readBody(req);
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      body = raw;
    }
    const authorized = bearerOf(req) === apiKey;
    const record: RecordedSecretRequest = { authorized, body, minted: null };
    sessions.push(record);
    if (!authorized) {
      return sendError(res, 401, 'Incorrect API key provided.', 'invalid_api_key');
    }
    const failure = failures.shift();
    if (failure === 'hang') return; // the socket stays open until the client gives up
    if (failure === 'malformed') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end('{"value": "ek_');
    }
    if (typeof failure === 'number') {
      return sendError(res, failure, 'The server had an error processing your request.', null);
    }
    const requested = (body as { session?: unknown } | null)?.session;
    if (typeof requested !== 'object' || requested === null) {
      return sendError(
        res,
        400,
        "Missing required parameter: 'session'.",
        'missing_required_parameter',
      );
    }
    const session = requested as Record<string, unknown>;
    const value = `ek_${randomBytes(16).toString('hex')}`;
    const expiresAt = Math.floor(Date.now() / 1000) + 600;
    secrets.set(value, { expiresAt, session });
    record.minted = value;
    return sendJson(res, 200, { value, expires_at: expiresAt, session });
  }

  async function startCall(req: IncomingMessage, res: ServerResponse) {
    allowBrowsers(res);
    const secret = secrets.get(bearerOf(req) ?? '');
    if (!secret || secret.expiresAt <= Date.now() / 1000) {
      return sendError(res, 401, 'Invalid or expired client secret.', 'invalid_api_key');
    }
    if (!(req.headers['content-type'] ?? '').startsWith('application/sdp')) {
      return sendError(res, 415, 'The offer must be sent as application/sdp.', null);
    }
    const offer = await readBody(req);
    if (!offer.startsWith('v=0')) return sendError(res, 400, 'The body is not an SDP offer.', null);
    let call: FakeCall;
    try {
      call = await answerCall(offer, script, secret.session);
    } catch (error) {
      const message = error instanceof UnsupportedOfferError ? error.message : 'Bad SDP offer.';
      return sendError(res, 400, message, null);
    }
    calls.push(call);
    res.writeHead(201, {
      'content-type': 'application/sdp',
      location: `/v1/realtime/calls/${call.id}`,
    });
    res.end(call.answerSdp);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = (req.url ?? '').split('?')[0];
    if (path === '/v1/realtime/calls' && req.method === 'OPTIONS') {
      allowBrowsers(res);
      res.writeHead(204);
      return res.end();
    }
    if (path === '/v1/realtime/client_secrets' && req.method === 'POST')
      return mintSecret(req, res);
    if (path === '/v1/realtime/calls' && req.method === 'POST') return startCall(req, res);
    return sendError(res, 404, `Unknown path ${req.method} ${path}`, null);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) return res.destroy();
      if (error instanceof BodyTooLargeError) return sendError(res, 413, 'Too large.', null);
      return sendError(res, 500, 'The fake failed.', null);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://${host}:${port}/v1`,
    apiKey,
    sessions,
    calls,
    failNext: (failure) => {
      failures.push(failure);
    },
    close: async () => {
      await Promise.all(calls.map((call) => call.close()));
      // Hanging requests would keep close() waiting forever.
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function main() {
  const fake = await startFakeRealtime({
    port: Number(process.env.PORT ?? 4123),
    apiKey: process.env.REALTIME_FAKE_KEY || DEFAULT_FAKE_KEY,
  });
  console.log(`Fake realtime provider on ${fake.baseUrl}`);
  const stop = () => {
    void fake.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void main();
}
