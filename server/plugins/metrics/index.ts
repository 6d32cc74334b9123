import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { poolOf } from '#server/db/client';
import { APP_VERSION } from '#server/version';
import { bearerToken, isMetricsToken } from './access';
import { AppMetrics, EXPOSITION_CONTENT_TYPE } from './app-metrics';
import { REQUEST_ID_HEADER, requestIdFor } from './request-id';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process' request, reply and stream figures, served at GET /api/metrics. */
    metrics: AppMetrics;
  }
}

export const METRICS_ROUTE = '/api/metrics';

/** Requests no route matched share one label: a scanner's URLs must not each become a series. */
const UNMATCHED_ROUTE = 'unmatched';

function isScrape(request: FastifyRequest): boolean {
  return (
    request.routeOptions.url === METRICS_ROUTE &&
    (request.method === 'GET' || request.method === 'HEAD')
  );
}

/**
 * Observability for every request: its id (reqId on each log line and X-Request-Id on the
 * response), and its count and duration by route pattern for /api/metrics. Registered right
 * after `context`, so that its hooks run before any other plugin's.
 */
export { metricsRoutes } from './routes';

export default fp(
  async (app) => {
    const pool = poolOf(app.db);
    const registry = new AppMetrics({
      version: APP_VERSION,
      poolStats: pool ? () => pool : undefined,
    });
    app.decorate('metrics', registry);
    app.setGenReqId(requestIdFor);

    // Hooks that run on every request take a callback where their work is synchronous: an
    // async hook costs a promise and a turn of the hook runner each (docs/performance.md).
    app.addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      // A scraper with METRICS_TOKEN is answered here, before the session and maintenance
      // hooks, which query the database: the figures matter most when the database is down.
      // Admins signed in with a session are answered by the route (routes.ts).
      if (
        !isScrape(request) ||
        !isMetricsToken(app.config.metricsToken, bearerToken(request.headers.authorization))
      ) {
        done();
        return;
      }
      // Answered from the hook: the request goes no further, so `done` is not called.
      registry.render().then(
        (text) =>
          reply.header('cache-control', 'no-store').type(EXPOSITION_CONTENT_TYPE).send(text),
        (error: unknown) => done(error as Error),
      );
    });

    app.addHook('onResponse', (request, reply, done) => {
      registry.observeRequest(
        request.method,
        request.routeOptions.url ?? UNMATCHED_ROUTE,
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
      done();
    });
  },
  { name: 'metrics', dependencies: ['context'] },
);
