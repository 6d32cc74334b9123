import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiError } from '#common/contracts/errors';
import { readSiteSettings } from '#server/features/site-settings';

export const MAINTENANCE_MESSAGE = 'Amora is down for maintenance. Please try again soon.';

/**
 * What stays open while the site is in maintenance: health checks, the public configuration
 * (the web app reads `maintenance` from it to show its maintenance page), what an admin needs to
 * sign in and out, and Stripe's webhook (a payment made just before must still be fulfilled;
 * it is the provider calling, not a user).
 */
const OPEN_DURING_MAINTENANCE = new Set([
  'GET /api/health',
  'HEAD /api/health',
  'GET /api/config',
  'HEAD /api/config',
  'POST /api/auth/login',
  'POST /api/auth/google/login',
  'GET /api/auth/verify',
  'POST /api/auth/logout',
  'POST /api/stripe/webhook',
]);

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

function isOpenDuringMaintenance(request: FastifyRequest, path: string): boolean {
  return OPEN_DURING_MAINTENANCE.has(`${request.method} ${path}`);
}

/**
 * Maintenance mode (an admin's site setting): every API request from anyone but an admin is
 * answered 503 MAINTENANCE at once. Registered after the session plugin, whose hook has set
 * `request.user` by the time this one runs. The web app itself is still served, so a visitor
 * sees its maintenance page rather than a bare error.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      const path = request.url.split('?', 1)[0]!;
      if (!isApiPath(path) || isOpenDuringMaintenance(request, path)) return;
      if (request.user?.role === 'admin') return;
      const settings = await readSiteSettings(app.db);
      if (!settings.maintenance_mode) return;
      const body: ApiError = { error: MAINTENANCE_MESSAGE, code: 'MAINTENANCE' };
      // Sent here rather than thrown: the error handler would log every refusal as an outage.
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .header('retry-after', '60')
        .send(body);
    });
  },
  { name: 'maintenance', dependencies: ['context', 'session'] },
);
