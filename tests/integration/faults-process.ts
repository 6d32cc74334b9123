import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ReplyResult } from '#common/contracts/chats';
import { freePort, waitForHealth, type AppProcess } from './app-process';

/**
 * The real server (`server/main.ts`) in a child process on a database of the test run
 * (DATABASE_URL), so that a test can read its real log output and signal it like an operator.
 * Shared by the fault tests and the logging test.
 */

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Settings a developer's environment or .env could set that would change what these tests see:
 * blank means unset (the config treats blank as absent, and .env never overrides a set variable).
 */
const CONTROLLED_SETTINGS = [
  'LLM_BASE_URL',
  'LLM_API_KEY',
  'LLM_TIMEOUT_MS',
  'LLM_TOTAL_TIMEOUT_MS',
  'LLM_CONTEXT_TOKENS',
  'REDIS_URL',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'METRICS_TOKEN',
  'WEB_CONCURRENCY',
  'PUBLIC_URL',
  'SMTP_URL',
];

export interface ServerOptions {
  databaseUrl: string;
  /** DATA_DIR; unused with DATABASE_URL but must be somewhere harmless. */
  dataDir: string;
  logLevel?: string;
  env?: Record<string, string>;
}

/** Starts the server and waits until /api/health answers ok. */
export async function startServer(options: ServerOptions): Promise<AppProcess> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of CONTROLLED_SETTINGS) env[name] = '';
  Object.assign(env, {
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: options.dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: options.logLevel ?? 'warn',
    ...options.env,
  });
  // `node --import tsx` rather than the tsx CLI: a signal then reaches the app itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const app: AppProcess = {
    child,
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
  };
  await waitForHealth(app, 60_000);
  return app;
}

/** Stops a server a test left running (SIGTERM, then SIGKILL if it does not go). */
export async function stopServer(app: AppProcess | undefined): Promise<void> {
  if (!app || app.child.exitCode !== null || app.child.signalCode !== null) return;
  app.child.kill('SIGTERM');
  const timer = setTimeout(() => app.child.kill('SIGKILL'), 15_000);
  await app.exited;
  clearTimeout(timer);
}

export type LogLine = Record<string, unknown> & { level: number; msg?: string };

/** The pino (JSON) lines of the output; the plain `[amora] ...` start-up lines are left out. */
export function jsonLogLines(output: string): LogLine[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

/** pino's numeric levels. */
export const WARN = 40;

export interface Client {
  token: string;
  /** The server it talks to; a test points it at the next process after a restart. */
  baseUrl: string;
  request(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Response>;
}

/** A signed-up user of `baseUrl`, calling the API with its bearer token. */
export async function signUp(
  baseUrl: string,
  details: { email: string; password: string },
): Promise<Client> {
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-session-delivery': 'token' },
    body: JSON.stringify({
      ...details,
      firstName: 'Fault',
      lastName: 'Tester',
      termsAccepted: true,
      ageConfirmed: true,
    }),
  });
  if (response.status !== 201)
    throw new Error(`sign-up: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  const client: Client = {
    token,
    baseUrl,
    request: (method, path, body, headers = {}) =>
      fetch(`${client.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
  };
  return client;
}

export async function openConversation(client: Client, companion = 'sophia'): Promise<string> {
  const response = await client.request('POST', '/api/chats', { aiModelId: companion });
  if (response.status !== 201 && response.status !== 200) {
    throw new Error(`open chat: ${response.status} ${await response.text()}`);
  }
  return ((await response.json()) as { conversation: { id: string } }).conversation.id;
}

export async function sendMessage(
  client: Client,
  conversationId: string,
  userMessage: string,
): Promise<{ status: number; body: ReplyResult & { code?: string; error?: string } }> {
  const response = await client.request('POST', `/api/chats/${conversationId}/ai-response`, {
    userMessage,
  });
  return { status: response.status, body: (await response.json()) as ReplyResult };
}

export interface ServerSentEvent {
  event: string;
  data: unknown;
}

/**
 * A streamed send, read event by event as it arrives: `events` fills up while the reply streams,
 * `finished` settles when the stream ends (or the connection drops).
 */
export function streamMessage(client: Client, conversationId: string, userMessage: string) {
  const events: ServerSentEvent[] = [];
  const finished = (async () => {
    const response = await client.request(
      'POST',
      `/api/chats/${conversationId}/ai-response`,
      { userMessage },
      { accept: 'text/event-stream' },
    );
    if (!response.body) throw new Error(`no stream: ${response.status}`);
    const decoder = new TextDecoder();
    let buffered = '';
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffered += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const lines = block.split('\n');
          const event = lines.find((line) => line.startsWith('event: '))?.slice(7);
          const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
          if (event && data !== undefined)
            events.push({ event, data: JSON.parse(data) as unknown });
        }
      }
      return { complete: true as const, status: response.status };
    } catch {
      return { complete: false as const, status: response.status };
    }
  })();
  return { events, finished };
}

export async function waitUntil(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
