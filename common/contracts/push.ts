import { z } from 'zod';
import { LANGUAGES } from '#common/i18n/languages';

/**
 * Notifications (issue #23, item 3; decision 023): Web Push to the browsers a user allowed, per
 * companion, and what the service worker receives. Which channel a user chose (push, e-mail or
 * none), quiet hours and time zone are settings (common/contracts/settings.ts).
 *
 * Routes (signed in unless said): `GET /api/notifications/push-key`,
 * `GET|POST|DELETE /api/notifications/subscriptions`, `GET /api/notifications/companions`,
 * `PUT /api/notifications/companions/{companionId}`, `POST /api/notifications/test`, and the
 * e-mail unsubscribe link `GET|POST /api/notifications/unsubscribe?token=` (no session).
 */

/**
 * `GET /api/notifications/push-key`: the VAPID public key (base64url, the uncompressed P-256
 * point) to pass as `applicationServerKey` to `pushManager.subscribe`. `enabled: false` when the
 * operator switched push off (PUSH_ENABLED=false): hide the push controls then.
 */
export const pushKeyResponseSchema = z.discriminatedUnion('enabled', [
  z.object({ enabled: z.literal(true), publicKey: z.string() }),
  z.object({ enabled: z.literal(false), publicKey: z.null() }),
]);
export type PushKeyResponse = z.infer<typeof pushKeyResponseSchema>;

/** Longest push endpoint accepted (browsers' are a few hundred characters). */
export const MAX_PUSH_ENDPOINT_LENGTH = 2048;

/** base64url without padding (a trailing `=` padding is accepted and ignored). */
function base64urlOfBytes(bytes: number, what: string) {
  const chars = Math.ceil((bytes * 4) / 3);
  return z
    .string()
    .transform((value) => value.replace(/=+$/, ''))
    .refine((value) => value.length === chars && /^[A-Za-z0-9_-]+$/.test(value), {
      message: `${what} must be ${bytes} bytes in base64url.`,
    });
}

/**
 * `POST /api/notifications/subscriptions`: what `PushSubscription.toJSON()` gives, plus the
 * language this browser shows notifications in (default: the account's language). `endpoint`
 * must be an https address of a push service the server knows (PUSH_SERVICE_HOSTS); `p256dh` is
 * the browser's P-256 public key (65 bytes, checked to be a point on the curve), `auth` its
 * 16-byte secret. Subscribing the same endpoint again updates it (and moves it to the signed-in
 * user, since a browser belongs to whoever subscribed on it last).
 */
export const pushSubscriptionRequestSchema = z.object({
  endpoint: z.string().max(MAX_PUSH_ENDPOINT_LENGTH).url('endpoint must be an absolute URL.'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: base64urlOfBytes(65, 'keys.p256dh'),
    auth: base64urlOfBytes(16, 'keys.auth'),
  }),
  language: z.enum(LANGUAGES).optional(),
});
export type PushSubscriptionRequest = z.input<typeof pushSubscriptionRequestSchema>;

/** One of the user's browsers. The keys are never sent back. */
export const pushSubscriptionSchema = z.object({
  id: z.string().uuid(),
  endpoint: z.string(),
  language: z.enum(LANGUAGES),
  createdAt: z.string(),
  /** The last time a push service accepted a notification for it; null until then. */
  lastSuccessAt: z.string().nullable(),
});
export type PushSubscription = z.infer<typeof pushSubscriptionSchema>;

/** After `POST` (201 when new, 200 when the endpoint was known). */
export const pushSubscriptionResponseSchema = z.object({ subscription: pushSubscriptionSchema });
/** `GET /api/notifications/subscriptions`: the signed-in user's browsers, newest first. */
export const pushSubscriptionsResponseSchema = z.object({
  subscriptions: z.array(pushSubscriptionSchema),
});

/**
 * `DELETE /api/notifications/subscriptions` `{endpoint}` → 204. An endpoint the signed-in user
 * has not subscribed (unknown, or another user's) is 404.
 */
export const deletePushSubscriptionRequestSchema = z.object({
  endpoint: z.string().max(MAX_PUSH_ENDPOINT_LENGTH),
});

/**
 * Per-companion opt-in. Every companion may notify until the user turns her off (default on);
 * `GET /api/notifications/companions` lists the companions the user chats with (newest chat
 * first) and any other turned off.
 */
export const companionNotificationSchema = z.object({
  companionId: z.string().uuid(),
  slug: z.string(),
  name: z.string(),
  name_bg: z.string(),
  avatar_url: z.string().nullable(),
  enabled: z.boolean(),
});
export type CompanionNotification = z.infer<typeof companionNotificationSchema>;
export const companionNotificationsResponseSchema = z.object({
  companions: z.array(companionNotificationSchema),
});
/** `PUT /api/notifications/companions/{companionId}` `{enabled}` → `{companion}`; 404 for an unknown companion. */
export const companionNotificationParamsSchema = z.object({ companionId: z.string().uuid() });
export const updateCompanionNotificationRequestSchema = z.strictObject({ enabled: z.boolean() });
export const companionNotificationResponseSchema = z.object({
  companion: companionNotificationSchema,
});

/**
 * `POST /api/notifications/test` (no body) → `{sent, failed, removed}`: a test notification to
 * every browser of the user, whatever the channel setting. 409 `NO_PUSH_SUBSCRIPTIONS` when the
 * user has none, 409 `PUSH_DISABLED` when push is off, 429 `RATE_LIMITED` (with `retryAfter`)
 * past 5 in 10 minutes.
 */
export const testNotificationResponseSchema = z.object({
  /** Browsers whose push service accepted it. */
  sent: z.number().int(),
  /** Browsers whose push service refused it for another reason (kept, tried again next time). */
  failed: z.number().int(),
  /** Browsers the push service no longer knows (404/410): removed. */
  removed: z.number().int(),
});
export type TestNotificationResponse = z.infer<typeof testNotificationResponseSchema>;
export const TEST_NOTIFICATION_LIMIT = { max: 5, windowSeconds: 600 } as const;

/** The icon a notification shows when the companion has no picture; the web app ships it. */
export const APP_NOTIFICATION_ICON = '/icons/icon-192.png';
/** A notification's body is the message cut to this many characters (with "…"). */
export const MAX_PUSH_BODY_LENGTH = 180;

/**
 * What the service worker's `push` event carries (`event.data.json()`), encrypted (RFC 8291).
 * Show it with `registration.showNotification(title, {body, icon, tag, lang, data: {url}})`;
 * on `notificationclick` focus a window already at `url` or open it. `url` is a path of this
 * site: `/{lang}/chat/{companion slug}` for a message, `/{lang}/settings` for the test. `tag` is
 * `companion-{companionId}` (a newer message replaces the older one) or `test`.
 */
export const pushPayloadSchema = z.object({
  kind: z.enum(['message', 'test']),
  title: z.string(),
  body: z.string(),
  url: z.string().startsWith('/'),
  tag: z.string(),
  icon: z.string(),
  lang: z.enum(LANGUAGES),
  companionId: z.string().uuid().nullable(),
  conversationId: z.string().uuid().nullable(),
  messageId: z.string().uuid().nullable(),
  /** When the message was written (ms since the epoch), for `showNotification`'s `timestamp`. */
  timestamp: z.number(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
