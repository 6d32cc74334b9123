/**
 * Registers the service worker (client/service-worker/sw.ts, decision 025) once the page has
 * loaded and the browser is idle, so it never competes with the first paint, and tells it which
 * routes the user opened: those open offline too. Only in a build: the Vite dev server has no sw.js.
 */

function worker(): ServiceWorkerContainer | undefined {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator
    ? navigator.serviceWorker
    : undefined;
}

/** The hashed files this page loaded (before the worker controlled it, they passed it by). */
function loadedFiles(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(`${location.origin}/assets/`));
}

function afterLoadWhenIdle(run: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(run, { timeout: 5_000 })
      : setTimeout(run, 1_000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

export function registerServiceWorker(): void {
  const container = worker();
  if (!container || !import.meta.env.PROD) return;
  afterLoadWhenIdle(() => {
    container
      .register('/sw.js', { scope: '/', updateViaCache: 'none' })
      .then(() => container.ready)
      .then((registration) => {
        registration.active?.postMessage({
          type: 'visited',
          path: location.pathname,
          assets: loadedFiles(),
        });
      })
      // Without a worker the app works as before, only not offline: nothing to tell the user.
      .catch(() => undefined);
  });
}

/** A route the app shows (client-side navigation): remembered by the worker for offline use. */
export function reportVisit(pathname: string): void {
  worker()?.controller?.postMessage({ type: 'visited', path: pathname, assets: [] });
}
