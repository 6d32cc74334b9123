import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '#common/contracts/errors';
import {
  companionNotificationParamsSchema,
  companionNotificationResponseSchema,
  companionNotificationsResponseSchema,
  deletePushSubscriptionRequestSchema,
  pushKeyResponseSchema,
  pushSubscriptionRequestSchema,
  pushSubscriptionResponseSchema,
  pushSubscriptionsResponseSchema,
  TEST_NOTIFICATION_LIMIT,
  testNotificationResponseSchema,
  updateCompanionNotificationRequestSchema,
} from '#common/contracts/push';
import { SIGNED_IN } from '#server/plugins/openapi';
import { signedIn } from '#server/plugins/session';
import { createThrottle } from '#server/plugins/throttle';
import { companionNotifications, setCompanionNotifications } from './companion-prefs-service';
import { pushDisabled, subscribe, subscriptionsOf, unsubscribe } from './subscription-service';
import { sendTestNotification } from './test-notification-service';

const tags = ['notifications'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * Settings > Notifications: this browser's push subscription, the per-companion choice and the
 * test notification (decision 023). Everything is the signed-in user's own: another user's
 * subscription or companion choice is never listed, changed or removed (404).
 */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttle = createThrottle(app);

  app.get(
    '/notifications/push-key',
    {
      schema: {
        tags,
        summary: 'The VAPID public key browsers subscribe with',
        description: '`enabled: false` (and no key) when the operator switched push off.',
        security: SIGNED_IN,
        response: { 200: pushKeyResponseSchema, ...errors },
      },
    },
    async () => {
      const publicKey = await app.push.publicKey();
      return publicKey
        ? { enabled: true as const, publicKey }
        : { enabled: false as const, publicKey: null };
    },
  );

  app.get(
    '/notifications/subscriptions',
    {
      schema: {
        tags,
        summary: "The signed-in user's browsers that allowed notifications, newest first",
        security: SIGNED_IN,
        response: { 200: pushSubscriptionsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      subscriptions: await subscriptionsOf(app.db, signedIn(request).user.id),
    }),
  );

  app.post(
    '/notifications/subscriptions',
    {
      schema: {
        tags,
        summary: 'Add this browser (PushSubscription.toJSON() and a language)',
        description:
          '201 when new, 200 when the endpoint was known (updated, and now this user’s). 400 for ' +
          'an endpoint that is not https on a known push service or keys of the wrong size or ' +
          'curve; 409 PUSH_DISABLED when push is off.',
        security: SIGNED_IN,
        body: pushSubscriptionRequestSchema,
        response: {
          200: pushSubscriptionResponseSchema,
          201: pushSubscriptionResponseSchema,
          409: apiErrorSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      if (!app.push.enabled) throw pushDisabled();
      const { user } = signedIn(request);
      const { subscription, created } = await subscribe(app.db, {
        userId: user.id,
        accountLanguage: user.language,
        serviceHosts: app.config.push.serviceHosts,
        request: request.body,
      });
      return reply.code(created ? 201 : 200).send({ subscription });
    },
  );

  app.delete(
    '/notifications/subscriptions',
    {
      schema: {
        tags,
        summary: 'Remove one of your browsers by its endpoint',
        description: '404 when you have no subscription with this endpoint.',
        security: SIGNED_IN,
        body: deletePushSubscriptionRequestSchema,
        response: { 204: z.null(), 404: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      await unsubscribe(app.db, signedIn(request).user.id, request.body.endpoint);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/notifications/companions',
    {
      schema: {
        tags,
        summary: 'Which companions may notify you',
        description:
          'The companions you chat with (newest chat first) and any other you turned off. ' +
          'Every companion may notify until turned off.',
        security: SIGNED_IN,
        response: { 200: companionNotificationsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      companions: await companionNotifications(app.db, signedIn(request).user.id),
    }),
  );

  app.put(
    '/notifications/companions/:companionId',
    {
      schema: {
        tags,
        summary: 'Let a companion notify you, or not',
        security: SIGNED_IN,
        params: companionNotificationParamsSchema,
        body: updateCompanionNotificationRequestSchema,
        response: { 200: companionNotificationResponseSchema, 404: apiErrorSchema, ...errors },
      },
    },
    async (request) => ({
      companion: await setCompanionNotifications(
        app.db,
        app.clock,
        signedIn(request).user.id,
        request.params.companionId,
        request.body.enabled,
      ),
    }),
  );

  app.post(
    '/notifications/test',
    {
      schema: {
        tags,
        summary: 'Send a test notification to each of your browsers',
        description:
          'Whatever the channel setting. `removed` counts browsers the push service no longer ' +
          'knows (they are removed). 409 NO_PUSH_SUBSCRIPTIONS or PUSH_DISABLED; 429 after ' +
          `${TEST_NOTIFICATION_LIMIT.max} in ${TEST_NOTIFICATION_LIMIT.windowSeconds / 60} minutes.`,
        security: SIGNED_IN,
        response: {
          200: testNotificationResponseSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
          ...errors,
        },
      },
    },
    async (request) =>
      sendTestNotification(
        { push: app.push, clock: app.clock, throttle },
        signedIn(request).user.id,
      ),
  );
};

export { unsubscribeRoutes } from './unsubscribe-routes';
