import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The settings the app was built with (server/config.ts). */
    config: AppConfig;
    /** The drizzle database every repository queries. */
    db: Database;
  }
}

/** Makes the settings and the database reachable from every route as `app.config` / `app.db`. */
export default fp<{ config: AppConfig; db: Database }>(
  async (app, { config, db }) => {
    app.decorate('config', config);
    app.decorate('db', db);
  },
  { name: 'context' },
);
