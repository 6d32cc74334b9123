import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Agent } from 'node:https';
import { fileURLToPath } from 'node:url';
import { systemClock, type Clock } from './clock';
import type { AppConfig } from './config';
import type { Database } from '#server/db/client';
import { adminRoutes } from '#server/features/admin/routes';
import { authenticateRequest, sessionsSection } from '#server/features/auth';
import { subscriptionsSection } from '#server/features/billing';
import { conversationsSection } from '#server/features/chats';
import { favoritesSection } from '#server/features/favorites';
import { forgetMailOf } from '#server/features/mail';
import { memoriesSection } from '#server/features/memories';
import { notificationsSection, pushPlugin } from '#server/features/notifications';
import { ticketsSection } from '#server/features/support';
import { profileSection, settingsSection } from '#server/features/users';
import { authRoutes } from '#server/features/auth/routes';
import { billingRoutes } from '#server/features/billing/routes';
import { chatRoutes } from '#server/features/chats/routes';
import { configRoutes } from '#server/features/config/routes';
import { earlyAccessRoutes } from '#server/features/early-access/routes';
import { favoriteRoutes } from '#server/features/favorites/routes';
import { followUpJobs, followUpsSection } from '#server/features/follow-ups';
import { mailRoutes } from '#server/features/mail/routes';
import { mediaRoutes } from '#server/features/media/routes';
import { ownCompanionsSection } from '#server/features/own-companions';
import { ownCompanionRoutes, portraitRoutes } from '#server/features/own-companions/routes';
import { memoryRoutes } from '#server/features/memories/routes';
import { notificationRoutes, unsubscribeRoutes } from '#server/features/notifications/routes';
import { companionRoutes } from '#server/features/companions/routes';
import rateLimit from '#server/plugins/rate-limit';
import { realtimeRoutes } from '#server/features/realtime/routes';
import { createReplyEngines, type ReplyEngines } from '#server/features/replies';
import { supportRoutes } from '#server/features/support/routes';
import { emailUndoRoutes, userRoutes } from '#server/features/users/routes';
import context from '#server/plugins/context';
import errors, { frameworkErrorHandler, logSafeError } from '#server/plugins/errors';
import mailer from '#server/plugins/mailer';
import jobs, { type JobTuning } from '#server/plugins/jobs';
import maintenance from '#server/plugins/maintenance';
import { healthRoutes } from '#server/plugins/health';
import metrics, { metricsRoutes } from '#server/plugins/metrics';
import openapi from '#server/plugins/openapi';
import redis from '#server/plugins/redis';
import rejectNulText from '#server/plugins/reject-nul-text';
import securityHeaders from '#server/plugins/security-headers';
import session from '#server/plugins/session';
import sessionCache from '#server/plugins/session-cache';
import signedInScope from '#server/plugins/signed-in-scope';
import userData from '#server/plugins/user-data';
import webApp from '#server/plugins/web-app';
import zodTypeProvider from '#server/plugins/zod-type-provider';
import { APP_VERSION } from './version';
import { urlForLog } from './request-log-url';

/** Where `vite build` puts the SPA (vite.config.ts). */
export const DEFAULT_CLIENT_DIR = fileURLToPath(new URL('../dist/client', import.meta.url));

export interface BuildAppOptions {
  db: Database;
  /** The built SPA; tests point this at a folder of their own. */
  clientDir?: string;
  /** Session expiry and throttling windows read it; tests move it forward instead of sleeping. */
  clock?: Clock;
  /** The reply engines; by default from the config (LLM_*). The bench passes an instant one. */
  replyEngines?: ReplyEngines;
  /** Where log lines go instead of stdout (tests read what was logged). */
  logStream?: { write(line: string): void };
  /** How quickly the job queue polls and retries (tests make it fast). */
  jobTuning?: JobTuning;
  /** The HTTPS agent for push services (tests trust their local fake push service with it). */
  pushAgent?: Agent;
  /**
   * Tests: every route runs where revocations are collected, and one that ends sessions without
   * declaring `revokesSessions` fails (plugins/session-cache.ts).
   */
  checkRevokingRoutes?: boolean;
}

/**
 * The whole HTTP app, ready for `inject()` (tests) or `listen()` (main.ts). It owns no
 * resources: the caller opens and closes the database.
 */
export async function buildApp(
  config: AppConfig,
  {
    db,
    clientDir = DEFAULT_CLIENT_DIR,
    clock = systemClock,
    replyEngines,
    logStream,
    jobTuning,
    pushAgent,
    checkRevokingRoutes = false,
  }: BuildAppOptions,
): Promise<FastifyInstance> {
  const app = Fastify({
    // Behind a load balancer, request.ip (login throttling, rate limits) must be the client's
    // address, not the proxy's; trust exactly the configured number of hops.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    logger: {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      // Fastify logs method, url and status, never bodies; credentials are also masked should a
      // later change start logging headers.
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      // Addresses without query values or reset tokens (request-log-url.ts).
      serializers: {
        req: (request) => ({
          method: request.method,
          url: urlForLog(request.url),
          host: request.host,
          remoteAddress: request.ip,
        }),
        // A query error quotes its parameters (message text, e-mails): log it without them.
        err: logSafeError,
      },
    },
    // Request bodies are small JSON; the admins' photo uploads (multipart) have their own limit,
    // the site setting max_file_size (server/features/admin/companions/routes.ts).
    bodyLimit: 1024 * 1024,
    // A malformed %-escape or an over-long id in the path: the contract's error shape too.
    frameworkErrors: frameworkErrorHandler,
  });

  await app.register(zodTypeProvider);
  await app.register(context, { config, db, clock });
  // Features define their scheduled work while they register; it starts once the app is ready.
  await app.register(jobs, { enabled: config.jobsEnabled, tuning: jobTuning });
  await app.register(metrics);
  await app.register(redis);
  await app.register(rateLimit);
  await app.register(errors);
  await app.register(rejectNulText);
  await app.register(securityHeaders, { config });
  await app.register(sessionCache, {
    ttlMs: config.sessionCacheTtlMs,
    checkRoutes: checkRevokingRoutes,
  });
  await app.register(session, {
    authenticate: (request, reply) => authenticateRequest(app, request, reply),
  });
  await app.register(mailer);
  await app.register(pushPlugin, { agent: pushAgent });
  // What each feature keeps of a user: the sections of "Download my data" in the order it lists
  // them, and what account deletion removes beyond the rows that cascade.
  await app.register(userData, {
    sections: [
      profileSection,
      settingsSection,
      favoritesSection,
      ownCompanionsSection,
      sessionsSection,
      conversationsSection,
      memoriesSection,
      subscriptionsSection,
      ticketsSection,
      notificationsSection,
      followUpsSection,
    ],
    beforeDelete: [forgetMailOf],
  });
  await app.register(maintenance);
  await app.register(compress, { global: true });
  await app.register(openapi, { version: APP_VERSION });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(configRoutes);
      await api.register(companionRoutes);
      await api.register(mediaRoutes);
      await api.register(portraitRoutes);
      await api.register(earlyAccessRoutes);
      await api.register(authRoutes);
      await api.register(emailUndoRoutes);
      const engines = replyEngines ?? createReplyEngines(config);
      // Plans and checkout, some of them for visitors; the rest it puts in a signed-in scope.
      await api.register(billingRoutes);
      // No routes: her follow-ups, written on the job queue.
      await api.register(followUpJobs, { engines });
      await api.register(mailRoutes);
      await api.register(unsubscribeRoutes);
      await api.register(metricsRoutes);
      // Everything below needs a signed-in user (401 before the body is read, never cached).
      await api.register(signedInScope, {
        routes: async (signedIn) => {
          await signedIn.register(userRoutes);
          await signedIn.register(favoriteRoutes);
          await signedIn.register(chatRoutes, { engines });
          await signedIn.register(supportRoutes, { engines });
          await signedIn.register(adminRoutes, { engines });
          await signedIn.register(memoryRoutes);
          await signedIn.register(realtimeRoutes);
          await signedIn.register(notificationRoutes);
          await signedIn.register(ownCompanionRoutes, { engines });
        },
      });
    },
    { prefix: '/api' },
  );

  await app.register(webApp, { clientDir });
  return app;
}
