import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { pushPayloadSchema, type PushPayload } from '#common/contracts/push';
import { asUser } from '#server/test/accounts';
import { createPushBrowser, type PushBrowser } from '#tests/fakes/push-browser';
import type { FakePushService, ReceivedPush } from '#tests/fakes/push-service';

/** Test helpers: a browser that subscribes through the API, and reading what it was pushed. */

export interface SubscribedBrowser extends PushBrowser {
  id: string;
  endpoint: string;
}

let browsers = 0;

/** A new browser (its own keys and endpoint at the fake) subscribed for the user of `token`. */
export async function subscribeBrowser(
  app: FastifyInstance,
  fake: FakePushService,
  token: string,
  language?: 'en' | 'bg',
): Promise<SubscribedBrowser> {
  browsers += 1;
  const browser = createPushBrowser();
  const id = `browser${browsers}x${Date.now().toString(36)}`;
  const endpoint = fake.endpoint(id);
  const response = await asUser(app, token, 'POST', '/api/notifications/subscriptions', {
    endpoint,
    expirationTime: null,
    keys: { p256dh: browser.p256dh, auth: browser.auth },
    ...(language ? { language } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  return { ...browser, id, endpoint };
}

/** What the fake received for this browser, each checked as valid Web Push. */
export function pushesTo(fake: FakePushService, browser: SubscribedBrowser): ReceivedPush[] {
  return fake.received.filter((push) => push.id === browser.id);
}

/** The one push this browser received since `from` (an index into `fake.received`), decrypted. */
export function onlyPayload(
  fake: FakePushService,
  browser: SubscribedBrowser,
  from = 0,
): { push: ReceivedPush; payload: PushPayload } {
  const pushes = fake.received.slice(from).filter((push) => push.id === browser.id);
  expect(pushes).toHaveLength(1);
  const push = pushes[0]!;
  expect(push.problems).toEqual([]);
  const payload = pushPayloadSchema.parse(JSON.parse(browser.decrypt(push.body)));
  return { push, payload };
}
