import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { createDatabase } from '#server/db/client';
import { pushVapidKeys } from '#server/db/schema';
import { asUser, registerUser } from '#server/test/accounts';
import { createTestApp, createTestDatabase, type TestDatabase } from '#server/test/test-app';
import { createPushBrowser } from '#tests/fakes/push-browser';
import { startFakePushService, type FakePushService } from '#tests/fakes/push-service';
import { loadVapidKeys } from './vapid-keys';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.drop());

describe('the VAPID key pair', () => {
  it('is made once when processes start together: every one reads the same pair', async () => {
    // Two connection pools stand for two processes; each call runs on its own connection.
    const second = createDatabase(database.url);
    const pairs = await Promise.all(
      Array.from({ length: 8 }, (_, i) => loadVapidKeys(i % 2 ? second.db : database.db, null)),
    ).finally(() => second.pool.end());
    expect(new Set(pairs.map((pair) => pair.publicKey)).size).toBe(1);
    expect(new Set(pairs.map((pair) => pair.privateKey)).size).toBe(1);
    expect(await database.db.select().from(pushVapidKeys)).toHaveLength(1);
  });

  it('is kept across restarts: a new app on the same database offers the same key', async () => {
    const config = loadConfig({ LOG_LEVEL: 'silent', JOBS_ENABLED: 'false' });
    const [stored] = await database.db.select().from(pushVapidKeys);
    const app = await buildApp(config, { db: database.db, clientDir: '/nonexistent' });
    try {
      const user = await registerUser(app);
      const key = await asUser(app, user.token, 'GET', '/api/notifications/push-key');
      expect(key.json()).toEqual({ enabled: true, publicKey: stored!.publicKey });
    } finally {
      await app.close();
    }
  });

  it('comes from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when they are set (nothing stored)', async () => {
    const configured = webpush.generateVAPIDKeys();
    const ctx = await createTestApp({
      env: { VAPID_PUBLIC_KEY: configured.publicKey, VAPID_PRIVATE_KEY: configured.privateKey },
    });
    try {
      const user = await registerUser(ctx.app);
      const key = await asUser(ctx.app, user.token, 'GET', '/api/notifications/push-key');
      expect(key.json()).toEqual({ enabled: true, publicKey: configured.publicKey });
      expect(await ctx.database.db.select().from(pushVapidKeys)).toEqual([]);
    } finally {
      await ctx.close();
    }
  });

  it('must be set whole and well-formed', () => {
    const { publicKey, privateKey } = webpush.generateVAPIDKeys();
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() =>
      loadConfig({ VAPID_PUBLIC_KEY: privateKey, VAPID_PRIVATE_KEY: privateKey }),
    ).toThrow(/VAPID_PUBLIC_KEY must be 65 bytes/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'ops@amora.example' })).toThrow(/VAPID_SUBJECT/);
    expect(loadConfig({ PUBLIC_URL: 'https://amora.example' }).push.subject).toBe(
      'https://amora.example',
    );
    expect(loadConfig({ MAIL_FROM: 'Amora <hello@amora.example>' }).push.subject).toBe(
      'mailto:hello@amora.example',
    );
  });
});

describe('the fake push service', () => {
  let fake: FakePushService;
  beforeAll(async () => {
    fake = await startFakePushService();
  });
  afterAll(async () => fake.close());

  it('refuses what a real push service refuses, so the tests that pass mean something', async () => {
    const browser = createPushBrowser();
    const { publicKey, privateKey } = webpush.generateVAPIDKeys();
    const subscription = { endpoint: fake.endpoint('self-check'), keys: browser };
    const options = { agent: fake.agent, TTL: 60 };
    // Signed for another audience.
    const wrongAudience = webpush.getVapidHeaders(
      'https://push.example',
      'mailto:ops@amora.example',
      publicKey,
      privateKey,
      'aes128gcm',
    );
    await expect(
      webpush.sendNotification(subscription, 'hi', {
        ...options,
        headers: { Authorization: wrongAudience.Authorization },
      }),
    ).rejects.toMatchObject({ statusCode: 403 });
    // The older aesgcm encoding.
    await expect(
      webpush.sendNotification(subscription, 'hi', {
        ...options,
        contentEncoding: 'aesgcm',
        vapidDetails: { subject: 'mailto:ops@amora.example', publicKey, privateKey },
      }),
    ).rejects.toMatchObject({ statusCode: 400 });
    const problems = fake.received.map((push) => push.problems.join('; '));
    expect(problems[0]).toMatch(/aud is https:\/\/push\.example/);
    expect(problems[1]).toMatch(/Content-Encoding is aesgcm/);

    // And a valid one decrypts to what was sent.
    await webpush.sendNotification(subscription, 'Здравей', {
      ...options,
      vapidDetails: { subject: 'mailto:ops@amora.example', publicKey, privateKey },
    });
    const last = fake.received.at(-1)!;
    expect(last.problems).toEqual([]);
    expect(browser.decrypt(last.body)).toBe('Здравей');
  });
});
