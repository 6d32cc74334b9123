import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '#common/contracts/settings';
import { fakeApi } from '#client/test-utils/fixtures';
import { renderWithProviders } from '#client/test-utils/render';
import { PushSection } from './push-section';

// The browser's side of push faked in jsdom (which has none): Notification with its permission,
// the service worker container, its registration's PushManager and the subscriptions it makes.
// The API is faked at fetch, with the contract's shapes (common/contracts/push.ts).

const PUBLIC_KEY =
  'BAcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc';
const P256DH =
  'CQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQk';
const AUTH = 'AwMDAwMDAwMDAwMDAwMDAw';
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1';

interface FakeSubscription {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer };
  toJSON: () => unknown;
  unsubscribe: ReturnType<typeof vi.fn>;
}

function fakeBrowser({
  permission = 'default' as NotificationPermission,
  answer = 'granted' as NotificationPermission,
  subscribed = false,
} = {}) {
  let current: FakeSubscription | null = null;
  const makeSubscription = (key: ArrayBuffer): FakeSubscription => {
    const subscription: FakeSubscription = {
      endpoint: ENDPOINT,
      options: { applicationServerKey: key },
      toJSON: () => ({
        endpoint: ENDPOINT,
        expirationTime: null,
        keys: { p256dh: P256DH, auth: AUTH },
      }),
      unsubscribe: vi.fn(async () => {
        current = null;
        return true;
      }),
    };
    return subscription;
  };
  const keyBytes = Uint8Array.from(
    atob(PUBLIC_KEY.replace(/-/g, '+').replace(/_/g, '/') + '='),
    (c) => c.charCodeAt(0),
  );
  if (subscribed) current = makeSubscription(keyBytes.buffer);
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (options: { applicationServerKey: Uint8Array }) => {
      current = makeSubscription(options.applicationServerKey.slice().buffer);
      return current;
    }),
  };
  const registration = { pushManager };
  let registered = subscribed;
  const container = {
    getRegistration: vi.fn(async () => (registered ? registration : undefined)),
    register: vi.fn(async () => {
      registered = true;
      return registration;
    }),
    get ready() {
      return Promise.resolve(registration);
    },
  };
  const requestPermission = vi.fn(async () => {
    NotificationFake.permission = answer;
    return answer;
  });
  class NotificationFake {
    static permission: NotificationPermission = permission;
    static requestPermission = requestPermission;
  }
  vi.stubGlobal('Notification', NotificationFake);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  return { pushManager, container, requestPermission, current: () => current, keyBytes };
}

const COMPANIONS = [
  {
    companionId: '0b0e3f3e-2f7e-4f1e-9f59-5a3c4d2e1f01',
    slug: 'sophia',
    name: 'Sophia',
    name_bg: 'София',
    avatar_url: null,
    enabled: true,
  },
];

function api(overrides: Record<string, (url: URL, init?: RequestInit) => Response> = {}) {
  const serverEndpoints: string[] = [];
  const fake = fakeApi({
    'GET /api/notifications/push-key': () =>
      Response.json({ enabled: true, publicKey: PUBLIC_KEY }),
    'GET /api/notifications/subscriptions': () =>
      Response.json({
        subscriptions: serverEndpoints.map((endpoint) => ({
          id: '7d1f0a52-2f4e-4c39-9a55-1f2d3c4b5a01',
          endpoint,
          language: 'en',
          createdAt: '2026-12-01T10:00:00.000Z',
          lastSuccessAt: null,
        })),
      }),
    'POST /api/notifications/subscriptions': (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { endpoint: string; language: string };
      serverEndpoints.push(body.endpoint);
      return Response.json(
        {
          subscription: {
            id: '7d1f0a52-2f4e-4c39-9a55-1f2d3c4b5a01',
            endpoint: body.endpoint,
            language: body.language,
            createdAt: '2026-12-01T10:00:00.000Z',
            lastSuccessAt: null,
          },
        },
        { status: 201 },
      );
    },
    'DELETE /api/notifications/subscriptions': () => new Response(null, { status: 204 }),
    'GET /api/notifications/companions': () => Response.json({ companions: COMPANIONS }),
    [`PUT /api/notifications/companions/${COMPANIONS[0]!.companionId}`]: (_url, init) =>
      Response.json({
        companion: { ...COMPANIONS[0], enabled: JSON.parse(String(init?.body)).enabled },
      }),
    'POST /api/notifications/test': () => Response.json({ sent: 2, failed: 0, removed: 0 }),
    ...overrides,
  });
  vi.stubGlobal('fetch', fake.fetchMock);
  return { ...fake, serverEndpoints };
}

const section = () =>
  screen
    .getByRole('heading', { name: /Notifications on this device|Известия на това устройство/ })
    .closest('div')!;

beforeEach(() => {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (X11; Linux x86_64)');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('Notifications on this device', () => {
  it('turns push on: asks permission, subscribes with the server key, sends the subscription', async () => {
    const browser = fakeBrowser();
    const server = api();
    renderWithProviders(<PushSection />, { path: '/en/settings' });
    expect(await screen.findByText('Notifications are off for this device.')).toBeTruthy();
    expect(screen.getByText('This browser will ask you to allow notifications.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByText('Notifications are on for this device.')).toBeTruthy();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    const [options] = browser.pushManager.subscribe.mock.calls[0]!;
    expect(options).toMatchObject({ userVisibleOnly: true });
    expect([...options.applicationServerKey]).toEqual([...browser.keyBytes]);
    const post = server.calls.find(
      (call) => call.method === 'POST' && call.url.pathname === '/api/notifications/subscriptions',
    );
    expect(post?.body).toEqual({
      endpoint: ENDPOINT,
      expirationTime: null,
      keys: { p256dh: P256DH, auth: AUTH },
      language: 'en',
    });
    // Who may notify, once on.
    expect(await screen.findByRole('switch', { name: 'Sophia' })).toBeTruthy();
  });

  it('lists who may notify, turns one off, and sends a test notification', async () => {
    fakeBrowser({ permission: 'granted', subscribed: true });
    const server = api();
    server.serverEndpoints.push(ENDPOINT);
    renderWithProviders(<PushSection />, { path: '/en/settings' });
    const sophia = await screen.findByRole('switch', { name: 'Sophia' });
    expect(sophia.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(sophia);
    await waitFor(() => expect(sophia.getAttribute('aria-checked')).toBe('false'));
    expect(screen.getByText("Sophia won't notify you.")).toBeTruthy();
    const put = server.calls.find((call) => call.method === 'PUT');
    expect(put?.url.pathname).toBe(`/api/notifications/companions/${COMPANIONS[0]!.companionId}`);
    expect(put?.body).toEqual({ enabled: false });

    fireEvent.click(screen.getByRole('button', { name: 'Send a test notification' }));
    expect(await screen.findByText('A test notification was sent to 2 devices.')).toBeTruthy();
  });

  it('says when companions write by e-mail instead, and what the browser allows', async () => {
    fakeBrowser({ permission: 'granted', subscribed: true });
    const server = api({
      'GET /api/users/settings': () =>
        Response.json({
          settings: {
            ...DEFAULT_SETTINGS,
            reachOut: { ...DEFAULT_SETTINGS.reachOut, channel: 'email' },
          },
        }),
    });
    server.serverEndpoints.push(ENDPOINT);
    renderWithProviders(<PushSection />, { path: '/bg/settings', language: 'bg' });
    expect(await screen.findByText(/съобщенията от компаньонките идват по имейл/)).toBeTruthy();
    expect(screen.getByText('Този браузър разрешава известия от Amora.')).toBeTruthy();
  });

  it('turns push off: the server forgets the endpoint, then the browser unsubscribes', async () => {
    const browser = fakeBrowser({ permission: 'granted', subscribed: true });
    const server = api();
    server.serverEndpoints.push(ENDPOINT);
    renderWithProviders(<PushSection />, { path: '/en/settings' });
    const subscription = browser.current()!;
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off on this device' }));
    expect(await screen.findByText('Notifications are off for this device.')).toBeTruthy();
    const deleted = server.calls.find((call) => call.method === 'DELETE');
    expect(deleted?.body).toEqual({ endpoint: ENDPOINT });
    expect(subscription.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it("shows off when this browser's subscription belongs to another account", async () => {
    fakeBrowser({ permission: 'granted', subscribed: true });
    api(); // The server holds no endpoint for this user.
    renderWithProviders(<PushSection />, { path: '/en/settings' });
    expect(await screen.findByText('Notifications are off for this device.')).toBeTruthy();
  });

  it('says nothing changed when the permission prompt is dismissed', async () => {
    const browser = fakeBrowser({ answer: 'default' });
    const server = api();
    renderWithProviders(<PushSection />, { path: '/en/settings' });
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/weren't allowed/);
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('explains how to re-enable a blocked permission, in Bulgarian too', async () => {
    fakeBrowser({ permission: 'denied' });
    api();
    renderWithProviders(<PushSection />, { path: '/bg/settings', language: 'bg' });
    expect(await screen.findByText(/Известията от Amora са блокирани/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Включи известията' })).toBeNull();
  });

  it('leaves no subscription behind when the server refuses it (push switched off)', async () => {
    const browser = fakeBrowser();
    api({
      'POST /api/notifications/subscriptions': () =>
        Response.json({ error: 'Push is off', code: 'PUSH_DISABLED' }, { status: 409 }),
    });
    renderWithProviders(<PushSection />, { path: '/en/settings' });
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/switched off on this server/);
    expect(browser.current()).toBeNull();
    expect(screen.getByText('Notifications are off for this device.')).toBeTruthy();
  });

  it('says when the server has push switched off', async () => {
    fakeBrowser();
    api({
      'GET /api/notifications/push-key': () => Response.json({ enabled: false, publicKey: null }),
    });
    renderWithProviders(<PushSection />, { path: '/en/settings' });
    expect(
      await screen.findByText('Notifications to devices are switched off on this server.'),
    ).toBeTruthy();
  });

  it('offers a retry when the server cannot be asked', async () => {
    fakeBrowser();
    let failing = true;
    api({
      'GET /api/notifications/push-key': () =>
        failing
          ? Response.json({ error: 'Down', code: 'INTERNAL' }, { status: 503 })
          : Response.json({ enabled: true, publicKey: PUBLIC_KEY }),
    });
    renderWithProviders(<PushSection />, { path: '/en/settings' });
    expect((await screen.findByRole('alert')).textContent).toMatch(/couldn't check/);
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Turn on notifications' })).toBeTruthy();
  });

  it('tells a browser without push so, and iPhone users to install the app first', async () => {
    renderWithProviders(<PushSection />, { path: '/en/settings' });
    expect(within(section()).getByText(/This browser can't receive notifications/)).toBeTruthy();
    cleanup();

    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1',
    );
    renderWithProviders(<PushSection />, { path: '/bg/settings', language: 'bg' });
    expect(screen.getByText(/добави Amora към началния екран/)).toBeTruthy();
  });
});
