import { chmod, mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startChildServer } from './child-server';

/**
 * The servers the web bench loads pages from: the real app as `npm start` runs it (a child
 * process on its own embedded PostgreSQL) and a bare Node server with one static page, the
 * baseline every paint time is compared with.
 */

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * `node --import tsx server/main.ts` on a free port with a fresh data folder: the built client
 * in dist/client, compression and caching exactly as in production, every other setting at its
 * default (one process, embedded database, built-in engines, no third-party scripts).
 */
export async function startApp(): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'amora-web-bench-'));
  // The postgres system user (when we run as root) must get through the 0700 temp folder.
  await chmod(dataDir, 0o755);
  const removeData = () => rm(dataDir, { recursive: true, force: true });
  try {
    const app = await startChildServer({
      script: 'server/main.ts',
      env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      readyPath: '/api/health',
    });
    return {
      url: app.origin,
      stop: async () => {
        await app.stop();
        await removeData();
      },
    };
  } catch (error) {
    await removeData();
    throw error;
  }
}

/**
 * The smallest page that paints: a heading and a line of text, served with no compression or
 * framework in between. Its paint times are what the browser needs for any page at all.
 */
const HELLO_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Hello</title>
  </head>
  <body>
    <h1>Hello</h1>
    <p>A static page: the baseline for the paint times of the app's pages.</p>
  </body>
</html>
`;

export async function startHelloServer(): Promise<RunningServer> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
    });
    response.end(HELLO_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
