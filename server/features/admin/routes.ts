import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReplyEngines } from '#server/features/replies';
import { requireRole } from '#server/plugins/session';
import { aiEngineRoutes } from './ai-engine/routes';
import { discountCodeRoutes } from './discount-routes';
import { adminCompanionRoutes } from './companions/routes';
import { overviewRoutes } from './overview-routes';
import { settingsRoutes } from './settings-routes';
import { userAdminRoutes } from './users-routes';

/**
 * The admin panel's API (docs/api.md, "Admin"): admins only, for every route in here and in the
 * plugins it registers (401 signed out, 403 for users and moderators). server/app.ts registers
 * it in the signed-in scope (server/plugins/signed-in-scope.ts), which keeps it out of caches.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ engines: ReplyEngines }> = async (
  app,
  { engines },
) => {
  app.addHook('onRequest', requireRole('admin'));
  await app.register(overviewRoutes);
  await app.register(userAdminRoutes);
  await app.register(discountCodeRoutes);
  await app.register(settingsRoutes);
  await app.register(aiEngineRoutes, { engines });
  await app.register(adminCompanionRoutes);
};
