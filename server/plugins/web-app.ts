import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ApiError } from '#common/contracts/errors';

/** Vite puts content-hashed files under assets/: their name changes whenever they do. */
const HASHED_ASSETS_DIR = 'assets';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Built from client/service-worker/sw.ts (scripts/vite-pwa.ts); `no-cache` like index.html. */
const SERVICE_WORKER = 'sw.js';

const NOT_BUILT_MESSAGE =
  'The web app has not been built yet. Run `npm run build:client` (or `npm start`, which ' +
  'builds it) and reload this page. The API under /api works without it.\n';

function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/** A request for a file (has an extension) must not get index.html in place of a missing asset. */
function looksLikeFile(pathname: string): boolean {
  return path.posix.extname(pathname) !== '';
}

function pathnameOf(url: string): string {
  const raw = url.split('?')[0] ?? '/';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw; // Malformed escapes: still a path, just not a decodable one.
  }
}

function sendNotFound(reply: FastifyReply, method: string, pathname: string) {
  const body: ApiError = { error: `Nothing is found at ${method} ${pathname}`, code: 'NOT_FOUND' };
  return reply.code(404).send(body);
}

/**
 * Serves the built SPA from `clientDir` (dist/client). Client-side routes such as /en/models are
 * not files: every other non-API GET answers index.html so the router in the browser takes over.
 * Unknown /api paths answer the contract's 404 JSON.
 */
export default fp<{ clientDir: string }>(
  async (app, { clientDir }) => {
    const built = existsSync(path.join(clientDir, 'index.html'));
    if (built) {
      await app.register(fastifyStatic, {
        root: clientDir,
        prefix: '/',
        index: ['index.html'],
        // The build writes .br and .gz copies of its text files (vite.config.ts): they are sent
        // as they are, smaller than compression on the fly and without its CPU cost per request.
        preCompressed: true,
        allowedPath: (pathname) => !isApiPath(pathname),
        setHeaders: (reply, filePath) => {
          const relative = path.relative(clientDir, filePath);
          const hashed = relative.startsWith(`${HASHED_ASSETS_DIR}${path.sep}`);
          // Everything else (index.html, favicon, images in public/) must be revalidated, so
          // a new deployment is seen at once.
          reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
          // The service worker controls every page of the site, not only those under its path.
          if (relative.replace(/\.(br|gz)$/, '') === SERVICE_WORKER)
            reply.header('service-worker-allowed', '/');
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const pathname = pathnameOf(request.url);
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      if (isApiPath(pathname) || !isRead || looksLikeFile(pathname)) {
        return sendNotFound(reply, request.method, pathname);
      }
      if (!built) {
        return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
      }
      return reply.sendFile('index.html');
    });
  },
  { name: 'web-app' },
);
