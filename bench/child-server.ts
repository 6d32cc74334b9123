import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { SETTING_NAMES } from '#server/config';

/**
 * A server under test in its own process (`node --import tsx <script>`), so the load generator's
 * CPU time does not share the server's event loop. It listens on 127.0.0.1 on a free port.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const READY_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 15_000;
const OUTPUT_TAIL = 4_000;

export interface ChildServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  pid: number;
  stop(): Promise<void>;
}

export interface ChildServerOptions {
  /** Relative to the project folder, e.g. `server/main.ts`. */
  script: string;
  /** Settings on top of PORT and HOST. Every app setting not named here is blank (unset). */
  env?: Record<string, string>;
  /** A GET that answers 200 once the server is ready. */
  readyPath: string;
  /** Node options before the script (`--cpu-prof`, which NODE_OPTIONS does not take). */
  nodeArgs?: string[];
}

/** A port the OS just handed out and released; the child binds it a moment later. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * Blank app settings win over a developer's `.env` (main.ts loads it for unset variables only),
 * so the bench measures the defaults plus what it sets, on every machine.
 */
function childEnvironment(port: number, env: Record<string, string>) {
  const blank = Object.fromEntries(SETTING_NAMES.map((name) => [name, '']));
  // Every request of a bench comes from one address: the API rate limit stays on (its cost is
  // part of what is measured) but high enough never to refuse one.
  const benchDefaults = { API_RATE_LIMIT: '1000000' };
  return {
    ...process.env,
    ...blank,
    ...benchDefaults,
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
  };
}

export async function startChildServer(options: ChildServerOptions): Promise<ChildServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), '--import', 'tsx', options.script],
    {
      cwd: ROOT,
      env: childEnvironment(port, options.env ?? {}),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_TAIL);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exitCode: number | null | undefined;
  const exited = once(child, 'exit').then(([code]) => {
    exitCode = code as number | null;
  });
  // A bench that dies half-way must not leave its server running.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  void exited.then(() => process.off('exit', killOnExit));

  const stop = async () => {
    if (exitCode !== undefined) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (exitCode !== undefined) {
      throw new Error(`${options.script} exited with ${exitCode} before it was ready:\n${output}`);
    }
    const ready = await fetch(origin + options.readyPath).then(
      async (response) => (await response.arrayBuffer(), response.ok),
      () => false,
    );
    if (ready) return { origin, pid: child.pid!, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${options.script} not ready after ${READY_TIMEOUT_MS / 1000} s:\n${output}`);
    }
    await sleep(200);
  }
}
