import type { FastifyBaseLogger } from 'fastify';
import type { Agent } from 'node:https';
import webpush, { WebPushError } from 'web-push';
import type { PushPayload } from '#common/contracts/push';
import type { StoredSubscription } from './subscription-repository';
import type { VapidKeys } from './vapid-keys';

/** What a push service said about one notification. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushSenderOptions {
  keys: VapidKeys;
  /** VAPID_SUBJECT: the contact push services may write to. */
  subject: string;
  log: FastifyBaseLogger;
  /** The HTTPS agent to reach push services with (tests trust their local fake's certificate). */
  agent?: Agent;
}

export interface SendOptions {
  /** How long the push service keeps it for a browser that is offline. */
  ttlSeconds: number;
  urgency: 'low' | 'normal' | 'high';
}

/** A push service that does not answer in time is a failure, not a request held open. */
const PUSH_TIMEOUT_MS = 10_000;

/** Only the push service's origin is logged: the rest of an endpoint addresses one browser. */
export function endpointOrigin(endpoint: string): string {
  try {
    return new URL(endpoint).origin;
  } catch {
    return 'invalid';
  }
}

/**
 * One notification to one browser through `web-push`: the payload encrypted for the browser's
 * keys (RFC 8291, aes128gcm) and the request signed with the site's VAPID key (RFC 8292).
 * 404 and 410 mean the browser's subscription is gone; anything else is logged without keys.
 */
export function createPushSender({ keys, subject, log, agent }: PushSenderOptions) {
  const vapidDetails = { subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  return async function send(
    subscription: StoredSubscription,
    payload: PushPayload,
    { ttlSeconds, urgency }: SendOptions,
  ): Promise<PushOutcome> {
    try {
      await webpush.sendNotification(
        {
          endpoint: subscription.endpoint,
          keys: { p256dh: subscription.p256dh, auth: subscription.auth },
        },
        JSON.stringify(payload),
        {
          vapidDetails,
          TTL: ttlSeconds,
          urgency,
          timeout: PUSH_TIMEOUT_MS,
          ...(agent ? { agent } : {}),
        },
      );
      return 'sent';
    } catch (error) {
      const statusCode = error instanceof WebPushError ? error.statusCode : null;
      if (statusCode === 404 || statusCode === 410) return 'gone';
      log.warn(
        {
          subscriptionId: subscription.id,
          pushService: endpointOrigin(subscription.endpoint),
          statusCode,
          // The library's message and the service's reply; never the keys or the payload.
          reason: error instanceof Error ? error.message.slice(0, 200) : 'unknown',
          body: error instanceof WebPushError ? error.body.slice(0, 200) : undefined,
        },
        'Push notification not delivered',
      );
      return 'failed';
    }
  };
}

export type PushSend = ReturnType<typeof createPushSender>;
