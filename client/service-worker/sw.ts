/**
 * Amora's service worker, built to /sw.js by scripts/vite-pwa.ts (decision 025). It keeps the app
 * shell for offline use, shows the offline page when a page can be served from neither the
 * network nor the cache, and shows push notifications. It never answers /api requests: they
 * always go to the server, uncached.
 */
import { notificationFor, parsePushData } from './notification';
import { cacheableAssetPaths, offlineLanguage, offlinePagePath, planFor, visitKey } from './plan';

declare const self: ServiceWorkerGlobalScope;
/** Written in by the build: the shell's files (index.html, the entry's scripts and styles, the offline pages). */
declare const __AMORA_PRECACHE__: string[];
/** A hash of the build: a new deployment is a new worker with new caches. */
declare const __AMORA_VERSION__: string;

const SHELL_CACHE = `amora-shell-${__AMORA_VERSION__}`;
/** Routes the user opened with this version: offline, they get the shell instead of the offline page. */
const VISITED_CACHE = `amora-visited-${__AMORA_VERSION__}`;
/** Content-hashed files (immutable under their names), kept across versions up to a limit. */
const ASSET_CACHE = 'amora-assets';
const MAX_ASSETS = 200;
const SHELL = '/index.html';
const PRECACHED = new Set(__AMORA_PRECACHE__);

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      // `reload`: from the server, never from the browser's HTTP cache.
      await cache.addAll(__AMORA_PRECACHE__.map((path) => new Request(path, { cache: 'reload' })));
      // A new deployment takes over at once: pages are fetched network-first and the old
      // version's hashed files stay in ASSET_CACHE, so an open tab keeps working until it reloads.
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([SHELL_CACHE, VISITED_CACHE, ASSET_CACHE]);
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith('amora-') && !keep.has(name))
          .map((name) => caches.delete(name)),
      );
      await trimAssets();
      await self.clients.claim();
    })(),
  );
});

/** Drops the oldest hashed files beyond MAX_ASSETS (a cache lists its entries oldest first). */
async function trimAssets(): Promise<void> {
  const cache = await caches.open(ASSET_CACHE);
  const keys = await cache.keys();
  await Promise.all(
    keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((k) => cache.delete(k)),
  );
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const plan = planFor(
    { url: request.url, method: request.method, mode: request.mode, origin: self.location.origin },
    PRECACHED,
  );
  if (plan.kind === 'page') event.respondWith(servePage(request, plan.path));
  else if (plan.kind === 'cached-file') event.respondWith(serveFile(request));
  // Anything else (the API, other sites, other files) is not answered here: the browser fetches it.
});

async function servePage(request: Request, path: string): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') void rememberVisit(path);
    return response;
  } catch {
    const visited = await caches.open(VISITED_CACHE).then((cache) => cache.match(path));
    const shell = visited ? await caches.match(SHELL, { cacheName: SHELL_CACHE }) : undefined;
    if (shell) return shell;
    const offline = await caches.match(offlinePagePath(offlineLanguage(path)), {
      cacheName: SHELL_CACHE,
    });
    return offline ?? Response.error();
  }
}

/** Marks a route as opened with this version (the shell is what every route's page is). */
async function rememberVisit(path: string): Promise<void> {
  const cache = await caches.open(VISITED_CACHE);
  await cache.put(path, new Response(null, { status: 204 }));
}

async function serveFile(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname;
  const cached =
    (await caches.match(path, { cacheName: SHELL_CACHE })) ??
    (await caches.match(request, { cacheName: ASSET_CACHE }));
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic' && !PRECACHED.has(path)) {
    const copy = response.clone();
    void caches.open(ASSET_CACHE).then((cache) => cache.put(path, copy));
  }
  return response;
}

/**
 * A page tells the worker which route it shows and which hashed files it loaded before the worker
 * controlled it (client/app/service-worker.ts): they are cached, so that route opens offline too.
 */
self.addEventListener('message', (event) => {
  const message = event.data as { type?: unknown; path?: unknown; assets?: unknown } | null;
  if (!message || message.type !== 'visited' || typeof message.path !== 'string') return;
  const path = visitKey(new URL(message.path, self.location.origin).pathname);
  const assets = Array.isArray(message.assets)
    ? cacheableAssetPaths(message.assets, self.location.origin)
    : [];
  event.waitUntil(
    (async () => {
      const cache = await caches.open(ASSET_CACHE);
      await Promise.all(
        assets.map(async (asset) => {
          if (PRECACHED.has(asset) || (await cache.match(asset))) return;
          // A file that fails to download is simply not cached: the page already has it.
          await cache.add(asset).catch(() => undefined);
        }),
      );
      await rememberVisit(path);
      event.ports[0]?.postMessage({ type: 'visited', path });
    })(),
  );
});

self.addEventListener('push', (event) => {
  let raw: string | undefined;
  try {
    raw = event.data?.text();
  } catch {
    raw = undefined;
  }
  const { title, options } = notificationFor(parsePushData(raw), self.location.origin);
  event.waitUntil(self.registration.showNotification(title, options));
});

/** A tap opens the notification's page: in an open Amora tab (focused) if there is one, else a new window. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const path = typeof data?.url === 'string' && data.url.startsWith('/') ? data.url : '/';
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        const focused = await open.focus();
        // navigate() works only on a tab this worker controls; another one is focused as it is.
        if (focused.url !== target) await focused.navigate(target).catch(() => null);
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});

/**
 * The push service replaced this browser's subscription (Firefox does so now and then): make a
 * new one with the same key and give it to the server, which drops the old one once the push
 * service answers 410 for it. Without a session cookie the server refuses it, and push for this
 * browser stays off until the user turns it on again in Settings.
 */
self.addEventListener('pushsubscriptionchange', (event) => {
  const change = event as Event & {
    oldSubscription?: PushSubscription | null;
    newSubscription?: PushSubscription | null;
    waitUntil(promise: Promise<unknown>): void;
  };
  const key = change.oldSubscription?.options.applicationServerKey;
  change.waitUntil(
    (async () => {
      const subscription =
        change.newSubscription ??
        (key
          ? await self.registration.pushManager.subscribe({
              userVisibleOnly: true,
              applicationServerKey: key,
            })
          : null);
      if (!subscription) return;
      await fetch('/api/notifications/subscriptions', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(subscription.toJSON()),
      });
    })().catch(() => undefined),
  );
});
