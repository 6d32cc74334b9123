/**
 * Whether the app can be installed here, and how: the browser's own prompt (Chrome, Edge and
 * others fire `beforeinstallprompt`, which we keep to show it when the user asks), the Share menu
 * on iOS (which has no prompt), or not at all (already installed, running as the installed app,
 * or a browser that offers neither). A tiny store in the first load: the event fires early, before
 * any lazily loaded code could listen; the button itself is loaded only when there is an offer.
 */
import { isIos, isStandalone } from '#client/lib/install-platform';

export type InstallOffer = 'prompt' | 'ios' | 'none';

/** Chromium's event (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
let installed = false;
let offer: InstallOffer = 'none';
const listeners = new Set<() => void>();

function update(win: Window): void {
  const next: InstallOffer =
    installed || isStandalone(win)
      ? 'none'
      : deferred
        ? 'prompt'
        : isIos(win.navigator)
          ? 'ios'
          : 'none';
  if (next === offer) return;
  offer = next;
  listeners.forEach((listener) => listener());
}

export function listenForInstallOffer(win: Window = window): () => void {
  const onPrompt = (event: Event) => {
    // Keep the browser's mini-infobar from showing on its own: the app offers it in its place.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    update(win);
  };
  const onInstalled = () => {
    installed = true;
    deferred = null;
    update(win);
  };
  win.addEventListener('beforeinstallprompt', onPrompt);
  win.addEventListener('appinstalled', onInstalled);
  update(win);
  return () => {
    win.removeEventListener('beforeinstallprompt', onPrompt);
    win.removeEventListener('appinstalled', onInstalled);
  };
}

export function installOffer(): InstallOffer {
  return offer;
}

export function subscribeToInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's install prompt; the event can be used once, so the offer ends either way. */
export async function promptInstall(win: Window = window): Promise<'accepted' | 'dismissed'> {
  const event = deferred;
  if (!event) return 'dismissed';
  deferred = null;
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') installed = true;
  update(win);
  return outcome;
}

/** For tests: back to a fresh page's state. */
export function resetInstallOffer(): void {
  deferred = null;
  installed = false;
  offer = 'none';
}
