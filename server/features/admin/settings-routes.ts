import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  siteSettingsResponseSchema,
  updateSiteSettingsRequestSchema,
} from '#common/contracts/admin';
import { signedIn } from '#server/plugins/session';
import { readSiteSettings, updateSiteSettings } from '#server/features/site-settings';
import { adminBase, adminErrors } from './admin-route-schema';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/settings',
    {
      schema: {
        ...adminBase,
        summary: "The site's settings",
        response: { 200: siteSettingsResponseSchema, ...adminErrors },
      },
    },
    async () => ({ settings: await readSiteSettings(app.db) }),
  );

  app.put(
    '/admin/settings',
    {
      schema: {
        ...adminBase,
        summary: "Replace the site's settings; they take effect at once",
        description:
          'maintenance_mode: every API request from anyone but an admin answers 503 MAINTENANCE ' +
          '(health, config and signing in and out stay open). registration_enabled: sign-up ' +
          'answers 403 when false. ai_enabled: chat messages answer 503 AI_PAUSED and store ' +
          'nothing, and support tickets go to a person. max_file_size (MB) and ' +
          'supported_formats limit photo uploads.',
        body: updateSiteSettingsRequestSchema,
        response: { 200: siteSettingsResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({
      settings: await updateSiteSettings(app.db, request.body, signedIn(request).user.id),
    }),
  );
};
