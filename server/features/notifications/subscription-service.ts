import { createPublicKey } from 'node:crypto';
import type { PushSubscription, pushSubscriptionRequestSchema } from '#common/contracts/push';
import type { Language } from '#common/i18n/languages';
import type { Database } from '#server/db/client';
import { HttpError, notFound } from '#server/http-error';
import {
  deleteOwnSubscription,
  listSubscriptions,
  trimSubscriptions,
  upsertSubscription,
  type StoredSubscription,
} from './subscription-repository';
import type { z } from 'zod';

/** A user's browsers are few; past this the oldest goes (a forgotten laptop, a reinstalled phone). */
export const MAX_SUBSCRIPTIONS_PER_USER = 20;

type SubscriptionRequest = z.output<typeof pushSubscriptionRequestSchema>;

function invalid(field: string, message: string): HttpError {
  return new HttpError(400, 'VALIDATION_FAILED', message, { fields: { [field]: message } });
}

export function pushDisabled(): HttpError {
  return new HttpError(409, 'PUSH_DISABLED', 'Push notifications are switched off on this site.');
}

/**
 * Whether the endpoint is an https address on one of the push services the operator allows
 * (PUSH_SERVICE_HOSTS): a name allows itself and its subdomains, `name:port` that port only.
 * Without this check a user could have the server post to any address.
 */
export function isAllowedEndpoint(endpoint: string, serviceHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const hostname = url.hostname.toLowerCase();
  return serviceHosts.some((entry) =>
    entry.includes(':') && !entry.startsWith('[')
      ? entry === url.host.toLowerCase()
      : hostname === entry || hostname.endsWith(`.${entry}`),
  );
}

/** Whether the 65 bytes are an uncompressed point on P-256 (else no payload can be encrypted). */
export function isP256Point(base64url: string): boolean {
  const bytes = Buffer.from(base64url, 'base64url');
  if (bytes.length !== 65 || bytes[0] !== 0x04) return false;
  try {
    createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: bytes.subarray(1, 33).toString('base64url'),
        y: bytes.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    return true;
  } catch {
    return false;
  }
}

export function toSubscriptionView(row: StoredSubscription): PushSubscription {
  return {
    id: row.id,
    endpoint: row.endpoint,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
    lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
  };
}

export interface SubscribeInput {
  userId: string;
  accountLanguage: Language;
  serviceHosts: readonly string[];
  request: SubscriptionRequest;
}

/** `POST /api/notifications/subscriptions`: adds (or updates) this browser. */
export async function subscribe(db: Database, input: SubscribeInput) {
  const { request } = input;
  if (!isAllowedEndpoint(request.endpoint, input.serviceHosts)) {
    throw invalid('endpoint', 'endpoint is not an https address of a known push service.');
  }
  if (!isP256Point(request.keys.p256dh)) {
    throw invalid('keys.p256dh', 'keys.p256dh is not a P-256 public key.');
  }
  return db.transaction(async (tx) => {
    const { row, created } = await upsertSubscription(tx, {
      userId: input.userId,
      endpoint: request.endpoint,
      p256dh: request.keys.p256dh,
      auth: request.keys.auth,
      language: request.language ?? input.accountLanguage,
    });
    await trimSubscriptions(tx, input.userId, MAX_SUBSCRIPTIONS_PER_USER);
    return { subscription: toSubscriptionView(row), created };
  });
}

export async function subscriptionsOf(db: Database, userId: string) {
  return (await listSubscriptions(db, userId)).map(toSubscriptionView);
}

/** `DELETE /api/notifications/subscriptions`: only the user's own; anything else is 404. */
export async function unsubscribe(db: Database, userId: string, endpoint: string) {
  if (!(await deleteOwnSubscription(db, userId, endpoint))) {
    throw notFound('No push subscription of yours has this endpoint.');
  }
}
