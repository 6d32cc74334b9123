import { isIos, isStandalone } from '#client/lib/install-platform';

/**
 * This browser's side of Web Push: whether it can, the permission, and its PushSubscription,
 * through the service worker (client/service-worker/sw.ts shows what arrives).
 */

export type PushSupport = 'supported' | 'ios-install' | 'unsupported';

export function pushSupport(win: Window = window): PushSupport {
  if ('serviceWorker' in win.navigator && 'PushManager' in win && 'Notification' in win) {
    return 'supported';
  }
  // Safari on iOS and iPadOS (16.4+) has push only in a Home Screen app.
  return isIos(win.navigator) && !isStandalone(win) ? 'ios-install' : 'unsupported';
}

export function notificationPermission(): NotificationPermission {
  return 'Notification' in window ? Notification.permission : 'denied';
}

/** The VAPID public key (base64url) as the bytes `applicationServerKey` takes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(current: ArrayBuffer | null | undefined, wanted: Uint8Array): boolean {
  if (!current) return true; // The browser does not say: assume it is ours.
  const bytes = new Uint8Array(current);
  return bytes.length === wanted.length && bytes.every((byte, i) => byte === wanted[i]);
}

/** The worker's registration, registering it if the page has not yet (it does after load). */
async function registration(): Promise<ServiceWorkerRegistration> {
  const container = navigator.serviceWorker;
  const existing = await container.getRegistration('/');
  if (!existing) await container.register('/sw.js', { scope: '/', updateViaCache: 'none' });
  return container.ready;
}

/** This browser's current subscription, without asking for anything. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const existing = await navigator.serviceWorker.getRegistration('/');
  return existing ? existing.pushManager.getSubscription() : null;
}

export type SubscribeOutcome =
  | { kind: 'subscribed'; subscription: PushSubscription }
  | { kind: 'denied' }
  | { kind: 'dismissed' };

/**
 * Asks for the permission (the browser's prompt, from the user's click), then subscribes with the
 * server's key. A subscription made with an older key is replaced: the push service would refuse
 * the server's messages for it.
 */
export async function subscribeThisBrowser(publicKey: string): Promise<SubscribeOutcome> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return { kind: 'denied' };
  if (permission !== 'granted') return { kind: 'dismissed' };
  const key = base64UrlToBytes(publicKey);
  const { pushManager } = await registration();
  const existing = await pushManager.getSubscription();
  if (existing && sameKey(existing.options.applicationServerKey, key)) {
    return { kind: 'subscribed', subscription: existing };
  }
  await existing?.unsubscribe();
  const subscription = await pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  return { kind: 'subscribed', subscription };
}
