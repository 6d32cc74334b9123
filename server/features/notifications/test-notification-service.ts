import { TEST_NOTIFICATION_LIMIT, type TestNotificationResponse } from '#common/contracts/push';
import { HttpError } from '#server/http-error';
import { rateLimited, type Throttle, type ThrottleRule } from '#server/plugins/throttle';
import type { NotificationDeps } from './deliver';
import { testPayload } from './payload';
import { pushDisabled } from './subscription-service';

/** Each press reaches every browser of the user through outside services: a few suffice. */
export const TEST_NOTIFICATIONS_PER_USER: ThrottleRule = {
  name: 'push-test',
  limit: TEST_NOTIFICATION_LIMIT.max,
  windowMs: TEST_NOTIFICATION_LIMIT.windowSeconds * 1000,
};

/** A test is for someone looking at the screen now: a push service need not keep it long. */
const TEST_TTL_SECONDS = 5 * 60;

/**
 * `POST /api/notifications/test`: one notification to each of the user's browsers, whatever
 * the channel setting (the user is checking this device).
 */
export async function sendTestNotification(
  app: Pick<NotificationDeps, 'push' | 'clock'> & { throttle: Throttle },
  userId: string,
): Promise<TestNotificationResponse> {
  if (!app.push.enabled) throw pushDisabled();
  const { retryAfter } = await app.throttle.take([
    { rule: TEST_NOTIFICATIONS_PER_USER, id: userId },
  ]);
  if (retryAfter > 0) throw rateLimited('test notifications', retryAfter);
  const at = app.clock();
  const tally = await app.push.sendToUser(
    userId,
    (subscription) => testPayload(subscription.language, at),
    { ttlSeconds: TEST_TTL_SECONDS, urgency: 'high' },
  );
  if (tally.sent + tally.failed + tally.removed === 0) {
    throw new HttpError(
      409,
      'NO_PUSH_SUBSCRIPTIONS',
      'No browser of yours has allowed notifications yet.',
    );
  }
  return tally;
}
