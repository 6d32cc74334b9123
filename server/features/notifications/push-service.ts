import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Agent } from 'node:https';
import type { PushPayload, TestNotificationResponse } from '#common/contracts/push';
import type { Clock } from '#server/clock';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { createPushSender, type PushOutcome, type SendOptions } from './push-sender';
import {
  deleteSubscriptions,
  listSubscriptions,
  markDelivered,
  type StoredSubscription,
} from './subscription-repository';
import { loadVapidKeys, type VapidKeys } from './vapid-keys';

/** Counts of one notification sent to every browser of a user. */
export type PushTally = TestNotificationResponse;

export interface PushService {
  /** PUSH_ENABLED. */
  readonly enabled: boolean;
  /** The VAPID public key browsers subscribe with; null when push is off. */
  publicKey(): Promise<string | null>;
  /**
   * Sends to every browser of the user, each in its own language; removes those the push
   * service no longer knows and records the time of each success.
   */
  sendToUser(
    userId: string,
    payloadFor: (subscription: StoredSubscription) => PushPayload,
    options: SendOptions,
  ): Promise<PushTally>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Web Push (decision 023): the VAPID key and sending to a user's browsers. */
    push: PushService;
  }
}

export interface PushServiceOptions {
  db: Database;
  config: AppConfig['push'];
  clock: Clock;
  log: FastifyBaseLogger;
  agent?: Agent;
}

export function createPushService({
  db,
  config,
  clock,
  log,
  agent,
}: PushServiceOptions): PushService {
  // Read (or made) once per process; a failed read is tried again on the next use.
  let keys: Promise<VapidKeys> | null = null;
  const vapidKeys = () => {
    keys ??= loadVapidKeys(db, config.vapidKeys).catch((error: unknown) => {
      keys = null;
      throw error;
    });
    return keys;
  };
  let sender: ReturnType<typeof createPushSender> | null = null;
  const send = async (
    subscription: StoredSubscription,
    payload: PushPayload,
    options: SendOptions,
  ): Promise<PushOutcome> => {
    sender ??= createPushSender({ keys: await vapidKeys(), subject: config.subject, log, agent });
    return sender(subscription, payload, options);
  };

  return {
    enabled: config.enabled,
    async publicKey() {
      return config.enabled ? (await vapidKeys()).publicKey : null;
    },
    async sendToUser(userId, payloadFor, options) {
      const tally: PushTally = { sent: 0, failed: 0, removed: 0 };
      if (!config.enabled) return tally;
      const subscriptions = await listSubscriptions(db, userId);
      const outcomes = await Promise.all(
        subscriptions.map(async (subscription) => ({
          id: subscription.id,
          outcome: await send(subscription, payloadFor(subscription), options),
        })),
      );
      const idsWith = (outcome: PushOutcome) =>
        outcomes.filter((entry) => entry.outcome === outcome).map((entry) => entry.id);
      const sent = idsWith('sent');
      const gone = idsWith('gone');
      await markDelivered(db, sent, clock());
      await deleteSubscriptions(db, gone);
      if (gone.length > 0)
        log.info({ userId, removed: gone.length }, 'Expired push subscriptions removed');
      tally.sent = sent.length;
      tally.removed = gone.length;
      tally.failed = idsWith('failed').length;
      return tally;
    },
  };
}

/**
 * `app.push`. Registered by server/app.ts beside the mailer; the key pair is read (or made, on
 * the very first start) when the app is ready, so the first browser does not wait for it.
 */
export const pushPlugin = fp<{ agent?: Agent }>(
  async (app, { agent }) => {
    const service = createPushService({
      db: app.db,
      config: app.config.push,
      clock: app.clock,
      log: app.log.child({ module: 'push' }),
      agent,
    });
    app.decorate('push', service);
    app.addHook('onReady', async () => {
      // Warming only: with the database down the app must still start (and answer health
      // checks); the pair is read again on first use.
      await service.publicKey().catch((error: unknown) => {
        app.log.warn({ err: error }, 'The push key pair could not be read yet');
      });
    });
  },
  { name: 'push', dependencies: ['context'] },
);
