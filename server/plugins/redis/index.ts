import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { forgetCachedSiteSettings, shareSiteSettingsChanges } from '#server/features/site-settings';
import { closeRedis, connectRedis, firstConnection } from './client';
import { watchRedisOutages } from './outages';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The Redis that several server processes share (REDIS_URL), or null without one. Every
     * use has a fallback for when it is unreachable (outages.ts).
     */
    redis: Redis | null;
  }
}

/**
 * Connects to REDIS_URL (when set) and shares what lives there: throttles and rate limits use
 * `app.redis`; site-setting changes are announced to every process. A Redis that is down at
 * start does not stop the start: the client keeps reconnecting and the fallbacks serve.
 */
export default fp(
  async (app) => {
    const { redisUrl, redisKeyPrefix } = app.config;
    if (!redisUrl) {
      app.decorate('redis', null);
      return;
    }
    const client = connectRedis(redisUrl, redisKeyPrefix);
    watchRedisOutages(client, app.log);
    await firstConnection(client);
    app.decorate('redis', client);

    const stopSharing = await shareSiteSettingsChanges({
      redis: client,
      db: app.db,
      channel: `${redisKeyPrefix}site-settings`,
      onChange: () => forgetCachedSiteSettings(app.db),
      log: app.log,
    });
    app.addHook('onClose', async () => {
      stopSharing();
      await closeRedis(client);
    });
  },
  { name: 'redis', dependencies: ['context'] },
);
