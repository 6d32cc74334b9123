import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions, pushVapidKeys } from '#server/db/schema';
import { asUser, registerUser, type TestUser } from '#server/test/accounts';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { englishDraft } from '#server/features/own-companions/own-companions-test-support';
import { createPushBrowser } from '#tests/fakes/push-browser';
import { startFakePushService, type FakePushService } from '#tests/fakes/push-service';
import { subscribeBrowser } from './push-test-support';

let fake: FakePushService;
let ctx: TestApp;
let ada: TestUser;
let bob: TestUser;

beforeAll(async () => {
  fake = await startFakePushService();
  ctx = await createTestApp({ env: { PUSH_SERVICE_HOSTS: '127.0.0.1' }, pushAgent: fake.agent });
  ada = await registerUser(ctx.app);
  bob = await registerUser(ctx.app, { language: 'bg' });
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

const list = async (user: TestUser) =>
  (await asUser(ctx.app, user.token, 'GET', '/api/notifications/subscriptions')).json()
    .subscriptions as Array<{ endpoint: string; language: string }>;

describe('GET /api/notifications/push-key', () => {
  it('answers the VAPID public key, made at the first start and kept in the database', async () => {
    const response = await asUser(ctx.app, ada.token, 'GET', '/api/notifications/push-key');
    expect(response.statusCode).toBe(200);
    const { enabled, publicKey } = response.json();
    expect(enabled).toBe(true);
    const point = Buffer.from(publicKey, 'base64url');
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(4);
    const rows = await ctx.database.db.select().from(pushVapidKeys);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.publicKey).toBe(publicKey);
    // The private half never leaves the server.
    expect(response.body).not.toContain(rows[0]!.privateKey);
  });

  it('needs a session', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/notifications/push-key' });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/notifications/subscriptions', () => {
  it('adds a browser (201), updates it when posted again (200) and lists it without keys', async () => {
    const browser = createPushBrowser();
    const endpoint = fake.endpoint('same-browser');
    const body = {
      endpoint,
      expirationTime: null,
      keys: { p256dh: browser.p256dh, auth: browser.auth },
    };
    const first = await asUser(
      ctx.app,
      ada.token,
      'POST',
      '/api/notifications/subscriptions',
      body,
    );
    expect(first.statusCode).toBe(201);
    expect(first.json().subscription).toMatchObject({
      endpoint,
      language: 'en',
      lastSuccessAt: null,
    });
    const again = await asUser(ctx.app, ada.token, 'POST', '/api/notifications/subscriptions', {
      ...body,
      language: 'bg',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().subscription.id).toBe(first.json().subscription.id);
    const listed = await asUser(ctx.app, ada.token, 'GET', '/api/notifications/subscriptions');
    expect(listed.json().subscriptions).toEqual([again.json().subscription]);
    expect(listed.body).not.toContain(browser.p256dh);
    expect(listed.body).not.toContain(browser.auth);
  });

  it('writes in the account language unless the browser names one', async () => {
    await subscribeBrowser(ctx.app, fake, bob.token);
    expect((await list(bob)).map((s) => s.language)).toEqual(['bg']);
  });

  it('lists the browsers in "Download my data" by push service only, without keys', async () => {
    const user = await registerUser(ctx.app);
    const browser = await subscribeBrowser(ctx.app, fake, user.token, 'bg');
    const exported = await asUser(ctx.app, user.token, 'GET', '/api/users/me/export');
    expect(exported.json().notifications.browsers).toEqual([
      expect.objectContaining({ pushService: fake.origin, language: 'bg', lastSuccessAt: null }),
    ]);
    for (const secret of [browser.endpoint, browser.p256dh, browser.auth]) {
      expect(exported.body).not.toContain(secret);
    }
  });

  const valid = createPushBrowser();
  const offCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
  it.each([
    ['an http endpoint', { endpoint: 'http://127.0.0.1:9/push/x' }, 'endpoint'],
    ['an endpoint on an unknown host', { endpoint: 'https://evil.example/push/x' }, 'endpoint'],
    ['an endpoint with credentials', { endpoint: 'https://u:p@127.0.0.1/push/x' }, 'endpoint'],
    ['no URL', { endpoint: 'not a url' }, 'endpoint'],
    [
      'a short p256dh',
      { keys: { p256dh: valid.p256dh.slice(0, 60), auth: valid.auth } },
      'keys.p256dh',
    ],
    ['a p256dh off the curve', { keys: { p256dh: offCurve, auth: valid.auth } }, 'keys.p256dh'],
    ['a long auth', { keys: { p256dh: valid.p256dh, auth: `${valid.auth}AAAA` } }, 'keys.auth'],
    ['no keys', { keys: undefined }, 'keys'],
    ['another language', { language: 'de' }, 'language'],
  ])('refuses %s with 400 and stores nothing', async (_name, change, field) => {
    const body = {
      endpoint: fake.endpoint(`refused${randomBytes(4).toString('hex')}`),
      keys: { p256dh: valid.p256dh, auth: valid.auth },
      ...change,
    };
    const before = await ctx.database.db.select().from(pushSubscriptions);
    const response = await asUser(
      ctx.app,
      ada.token,
      'POST',
      '/api/notifications/subscriptions',
      body,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(Object.keys(response.json().fields ?? {}).join(',')).toContain(field);
    expect(await ctx.database.db.select().from(pushSubscriptions)).toHaveLength(before.length);
  });
});

describe('DELETE /api/notifications/subscriptions', () => {
  it("removes only the user's own browser: another user's is 404 and stays", async () => {
    const carol = await registerUser(ctx.app);
    const dave = await registerUser(ctx.app);
    const browser = await subscribeBrowser(ctx.app, fake, carol.token);

    expect(await list(dave)).toEqual([]);
    const foreign = await asUser(
      ctx.app,
      dave.token,
      'DELETE',
      '/api/notifications/subscriptions',
      {
        endpoint: browser.endpoint,
      },
    );
    expect(foreign.statusCode).toBe(404);
    expect((await list(carol)).map((s) => s.endpoint)).toEqual([browser.endpoint]);

    const own = await asUser(ctx.app, carol.token, 'DELETE', '/api/notifications/subscriptions', {
      endpoint: browser.endpoint,
    });
    expect(own.statusCode).toBe(204);
    expect(await list(carol)).toEqual([]);
    const again = await asUser(ctx.app, carol.token, 'DELETE', '/api/notifications/subscriptions', {
      endpoint: browser.endpoint,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('per-companion notifications', () => {
  const path = '/api/notifications/companions';

  it('lists the companions the user chats with, on by default, and keeps a change', async () => {
    const erin = await registerUser(ctx.app);
    expect((await asUser(ctx.app, erin.token, 'GET', path)).json()).toEqual({ companions: [] });
    const chat = await asUser(ctx.app, erin.token, 'POST', '/api/chats', { aiModelId: 'sophia' });
    const companionId = chat.json().conversation.model_id as string;

    const listed = (await asUser(ctx.app, erin.token, 'GET', path)).json().companions;
    expect(listed).toEqual([
      expect.objectContaining({ companionId, slug: 'sophia', name: 'Sophia', enabled: true }),
    ]);

    const off = await asUser(ctx.app, erin.token, 'PUT', `${path}/${companionId}`, {
      enabled: false,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().companion).toMatchObject({ companionId, enabled: false });
    expect((await asUser(ctx.app, erin.token, 'GET', path)).json().companions[0].enabled).toBe(
      false,
    );

    // Another user's choice is their own.
    const frank = await registerUser(ctx.app);
    await asUser(ctx.app, frank.token, 'POST', '/api/chats', { aiModelId: 'sophia' });
    expect((await asUser(ctx.app, frank.token, 'GET', path)).json().companions[0].enabled).toBe(
      true,
    );
  });

  it("answers 404 for another user's own companion, 200 for the owner", async () => {
    const owner = await registerUser(ctx.app);
    const stranger = await registerUser(ctx.app);
    const created = await asUser(
      ctx.app,
      owner.token,
      'POST',
      '/api/users/me/companions',
      englishDraft(),
    );
    expect(created.statusCode, created.body).toBe(201);
    const companionId = created.json().companion.id as string;
    const foreign = await asUser(ctx.app, stranger.token, 'PUT', `${path}/${companionId}`, {
      enabled: false,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await asUser(ctx.app, stranger.token, 'GET', path)).json().companions).toEqual([]);
    const own = await asUser(ctx.app, owner.token, 'PUT', `${path}/${companionId}`, {
      enabled: false,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().companion).toMatchObject({ companionId, name: 'Nadia', enabled: false });
  });

  it('answers 404 for an unknown companion and 400 for a bad body', async () => {
    const unknown = await asUser(ctx.app, ada.token, 'PUT', `${path}/${randomUUID()}`, {
      enabled: false,
    });
    expect(unknown.statusCode).toBe(404);
    const chat = await asUser(ctx.app, ada.token, 'POST', '/api/chats', { aiModelId: 'emma' });
    const companionId = chat.json().conversation.model_id as string;
    for (const body of [{}, { enabled: 'no' }, { enabled: true, extra: 1 }]) {
      const response = await asUser(ctx.app, ada.token, 'PUT', `${path}/${companionId}`, body);
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('with PUSH_ENABLED=false', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ env: { PUSH_ENABLED: 'false', PUSH_SERVICE_HOSTS: '127.0.0.1' } });
  });
  afterAll(async () => off.close());

  it('offers no key, takes no subscription and sends no test', async () => {
    const user = await registerUser(off.app);
    const key = await asUser(off.app, user.token, 'GET', '/api/notifications/push-key');
    expect(key.json()).toEqual({ enabled: false, publicKey: null });
    const browser = createPushBrowser();
    const subscribe = await asUser(
      off.app,
      user.token,
      'POST',
      '/api/notifications/subscriptions',
      {
        endpoint: fake.endpoint('off'),
        keys: { p256dh: browser.p256dh, auth: browser.auth },
      },
    );
    expect(subscribe.statusCode).toBe(409);
    expect(subscribe.json().code).toBe('PUSH_DISABLED');
    const test = await asUser(off.app, user.token, 'POST', '/api/notifications/test');
    expect(test.json().code).toBe('PUSH_DISABLED');
    expect(await off.database.db.select().from(pushVapidKeys)).toEqual([]);
  });
});
