/**
 * What the service worker (sw.ts) does with each request, as pure functions the unit tests and
 * the worker share. It answers only three kinds of request and lets every other one go to the
 * network untouched: /api is never cached or even seen, and neither are other origins.
 */

export type RequestPlan =
  /** A page of the app: the network first; offline, the shell for a visited route, else the offline page. */
  | { kind: 'page'; path: string }
  /** A content-hashed build file (never changes under its name) or a precached file: the cache first. */
  | { kind: 'cached-file' }
  | { kind: 'network' };

export interface RequestFacts {
  url: string;
  method: string;
  mode: string;
  /** The worker's own origin. */
  origin: string;
}

const HASHED_ASSETS = '/assets/';

export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/** A path with an extension names a file (sitemap.xml, favicon.svg), not a page of the app. */
function looksLikeFile(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return last.includes('.');
}

export function planFor(request: RequestFacts, precached: ReadonlySet<string>): RequestPlan {
  if (request.method !== 'GET') return { kind: 'network' };
  const url = new URL(request.url);
  if (url.origin !== request.origin || isApiPath(url.pathname)) return { kind: 'network' };
  if (request.mode === 'navigate') {
    return looksLikeFile(url.pathname)
      ? { kind: 'network' }
      : { kind: 'page', path: visitKey(url.pathname) };
  }
  if (url.pathname.startsWith(HASHED_ASSETS) || precached.has(url.pathname)) {
    return { kind: 'cached-file' };
  }
  return { kind: 'network' };
}

/** One key per route: `/en/models/` and `/en/models` are the same page, the query is not part of it. */
export function visitKey(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The offline page speaks the language of the address the user asked for (`/bg/...`), English otherwise. */
export function offlineLanguage(pathname: string): 'en' | 'bg' {
  return /^\/bg(\/|$)/.test(pathname) ? 'bg' : 'en';
}

export function offlinePagePath(language: 'en' | 'bg'): string {
  return `/offline.${language}.html`;
}

/** Same-origin /assets/ files a page reports it has loaded (sw.ts caches them for offline use). */
export function cacheableAssetPaths(urls: readonly unknown[], origin: string): string[] {
  const paths = new Set<string>();
  for (const value of urls) {
    if (typeof value !== 'string') continue;
    try {
      const url = new URL(value, origin);
      if (url.origin === origin && url.pathname.startsWith(HASHED_ASSETS)) paths.add(url.pathname);
    } catch {
      // Not a URL: a page never sends one, so there is nothing to cache.
    }
  }
  return [...paths];
}
