import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PUSH_BODY_LENGTH } from '#common/contracts/push';
import { companions, pushSubscriptions, pushVapidKeys, users } from '#server/db/schema';
import { asUser, registerUser, type TestUser } from '#server/test/accounts';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { startFakePushService, type FakePushService } from '#tests/fakes/push-service';
import { deliverCompanionMessage } from './index';
import { onlyPayload, pushesTo, subscribeBrowser } from './push-test-support';

/**
 * Web Push end to end: the app sends through `web-push` to a local fake push service that checks
 * the protocol (VAPID JWT, aes128gcm, TTL) and whose browsers decrypt what they got (RFC 8291).
 */

let fake: FakePushService;
let ctx: TestApp;
const logLines: string[] = [];
let sophia: { id: string; name: string; nameBg: string };

beforeAll(async () => {
  fake = await startFakePushService();
  ctx = await createTestApp({
    env: {
      PUSH_SERVICE_HOSTS: '127.0.0.1',
      LOG_LEVEL: 'info',
      VAPID_SUBJECT: 'mailto:ops@amora.example',
    },
    pushAgent: fake.agent,
    logStream: { write: (line) => logLines.push(line) },
  });
  const [row] = await ctx.database.db
    .select({ id: companions.id, name: companions.name, nameBg: companions.nameBg })
    .from(companions)
    .where(eq(companions.slug, 'sophia'));
  sophia = row!;
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

async function chatWithSophia(user: TestUser) {
  const chat = await asUser(ctx.app, user.token, 'POST', '/api/chats', { aiModelId: 'sophia' });
  return chat.json().conversation.id as string;
}

function deliver(user: TestUser, conversationId: string, text: string) {
  return deliverCompanionMessage(ctx.app, {
    userId: user.user.id,
    companionId: sophia.id,
    conversationId,
    messageId: randomUUID(),
    text,
  });
}

describe('POST /api/notifications/test', () => {
  it('pushes a valid, encrypted test notification to each browser in its language', async () => {
    const user = await registerUser(ctx.app);
    const english = await subscribeBrowser(ctx.app, fake, user.token, 'en');
    const bulgarian = await subscribeBrowser(ctx.app, fake, user.token, 'bg');
    const from = fake.received.length;

    const response = await asUser(ctx.app, user.token, 'POST', '/api/notifications/test');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sent: 2, failed: 0, removed: 0 });

    const publicKey = (
      await asUser(ctx.app, user.token, 'GET', '/api/notifications/push-key')
    ).json().publicKey;
    const en = onlyPayload(fake, english, from);
    const bg = onlyPayload(fake, bulgarian, from);
    for (const { push } of [en, bg]) {
      expect(push.headers['content-encoding']).toBe('aes128gcm');
      expect(push.ttl).toBeGreaterThan(0);
      expect(push.vapid).toMatchObject({
        publicKey,
        aud: fake.origin,
        sub: 'mailto:ops@amora.example',
      });
    }
    expect(en.payload).toMatchObject({
      kind: 'test',
      url: '/en/settings',
      tag: 'test',
      lang: 'en',
    });
    expect(en.payload.body).toBe('Notifications work on this device.');
    expect(bg.payload).toMatchObject({ kind: 'test', url: '/bg/settings', lang: 'bg' });
    expect(bg.payload.body).toBe('Известията работят на това устройство.');

    const listed = (
      await asUser(ctx.app, user.token, 'GET', '/api/notifications/subscriptions')
    ).json();
    for (const subscription of listed.subscriptions)
      expect(subscription.lastSuccessAt).not.toBeNull();
  });

  it('removes a browser whose push service answers 410, keeps one that answers 500', async () => {
    const user = await registerUser(ctx.app);
    const gone = await subscribeBrowser(ctx.app, fake, user.token);
    const broken = await subscribeBrowser(ctx.app, fake, user.token);
    fake.answer(gone.id, 410);
    fake.answer(broken.id, 500);
    logLines.length = 0;

    const response = await asUser(ctx.app, user.token, 'POST', '/api/notifications/test');
    expect(response.json()).toEqual({ sent: 0, failed: 1, removed: 1 });
    const left = (
      await asUser(ctx.app, user.token, 'GET', '/api/notifications/subscriptions')
    ).json();
    expect(left.subscriptions.map((s: { endpoint: string }) => s.endpoint)).toEqual([
      broken.endpoint,
    ]);

    // The failure is logged with the push service and status, never with keys or endpoints.
    const log = logLines.join('\n');
    expect(log).toContain('Push notification not delivered');
    expect(log).toContain('"statusCode":500');
    const [keys] = await ctx.database.db.select().from(pushVapidKeys);
    for (const secret of [keys!.privateKey, broken.p256dh, broken.auth, broken.endpoint]) {
      expect(log).not.toContain(secret);
    }
  });

  it('answers 409 without browsers and 429 after 5 tests in 10 minutes', async () => {
    const user = await registerUser(ctx.app);
    const none = await asUser(ctx.app, user.token, 'POST', '/api/notifications/test');
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('NO_PUSH_SUBSCRIPTIONS');
    await subscribeBrowser(ctx.app, fake, user.token);
    for (let i = 0; i < 4; i += 1) {
      expect(
        (await asUser(ctx.app, user.token, 'POST', '/api/notifications/test')).statusCode,
      ).toBe(200);
    }
    const limited = await asUser(ctx.app, user.token, 'POST', '/api/notifications/test');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().retryAfter).toBeGreaterThan(0);
  });
});

describe('deliverCompanionMessage by push', () => {
  it("pushes her message in each browser's language, opening her chat", async () => {
    const user = await registerUser(ctx.app);
    const conversationId = await chatWithSophia(user);
    const english = await subscribeBrowser(ctx.app, fake, user.token, 'en');
    const bulgarian = await subscribeBrowser(ctx.app, fake, user.token, 'bg');
    const from = fake.received.length;

    const outcome = await deliver(user, conversationId, '  How did the exam go?\nTell me!  ');
    expect(outcome).toEqual({ channel: 'push', sent: 2, failed: 0, removed: 0 });

    const en = onlyPayload(fake, english, from).payload;
    expect(en).toMatchObject({
      kind: 'message',
      title: 'Sophia',
      body: 'How did the exam go? Tell me!',
      url: '/en/chat/sophia',
      tag: `companion-${sophia.id}`,
      lang: 'en',
      companionId: sophia.id,
      conversationId,
    });
    const bg = onlyPayload(fake, bulgarian, from).payload;
    expect(bg).toMatchObject({ title: sophia.nameBg, url: '/bg/chat/sophia', lang: 'bg' });
    expect(sophia.nameBg).toBe('София');
  });

  it('cuts a long message to the notification body limit', async () => {
    const user = await registerUser(ctx.app);
    const conversationId = await chatWithSophia(user);
    const browser = await subscribeBrowser(ctx.app, fake, user.token);
    const from = fake.received.length;
    await deliver(user, conversationId, 'word '.repeat(400));
    const { payload } = onlyPayload(fake, browser, from);
    expect([...payload.body].length).toBeLessThanOrEqual(MAX_PUSH_BODY_LENGTH);
    expect(payload.body.endsWith('…')).toBe(true);
  });

  it('sends nothing for a companion turned off, the channel none or a suspended account', async () => {
    const user = await registerUser(ctx.app);
    const conversationId = await chatWithSophia(user);
    const browser = await subscribeBrowser(ctx.app, fake, user.token);

    await asUser(ctx.app, user.token, 'PUT', `/api/notifications/companions/${sophia.id}`, {
      enabled: false,
    });
    expect(await deliver(user, conversationId, 'Hi')).toEqual({
      channel: 'none',
      reason: 'companion_off',
    });
    await asUser(ctx.app, user.token, 'PUT', `/api/notifications/companions/${sophia.id}`, {
      enabled: true,
    });

    await asUser(ctx.app, user.token, 'PUT', '/api/users/settings', {
      reachOut: { channel: 'none' },
    });
    expect(await deliver(user, conversationId, 'Hi')).toEqual({
      channel: 'none',
      reason: 'channel_none',
    });
    await asUser(ctx.app, user.token, 'PUT', '/api/users/settings', {
      reachOut: { channel: 'push' },
    });

    for (const status of ['suspended', 'banned'] as const) {
      await ctx.database.db.update(users).set({ status }).where(eq(users.id, user.user.id));
      expect(await deliver(user, conversationId, 'Hi')).toEqual({
        channel: 'none',
        reason: 'account_inactive',
      });
    }
    expect(pushesTo(fake, browser)).toEqual([]);
  });

  it('reports no browsers, removes expired ones and says nothing for a deleted account', async () => {
    const user = await registerUser(ctx.app);
    const conversationId = await chatWithSophia(user);
    expect(await deliver(user, conversationId, 'Hi')).toEqual({
      channel: 'none',
      reason: 'no_browsers',
    });

    const gone = await subscribeBrowser(ctx.app, fake, user.token);
    fake.answer(gone.id, 404);
    expect(await deliver(user, conversationId, 'Hi')).toEqual({
      channel: 'push',
      sent: 0,
      failed: 0,
      removed: 1,
    });
    const rows = await ctx.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.user.id));
    expect(rows).toEqual([]);

    await ctx.database.db.delete(users).where(eq(users.id, user.user.id));
    expect(await deliver(user, conversationId, 'Hi')).toEqual({
      channel: 'none',
      reason: 'no_account',
    });
  });
});
