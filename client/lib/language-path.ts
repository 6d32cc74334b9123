import { isLanguage, type Language } from '#common/i18n/languages';

/**
 * The routing rules of "Routing and language" as pure functions. Every route takes an optional
 * en/bg prefix; the chosen language always wins the prefix; duplicate language segments collapse;
 * `home` is the language root; anything without a (valid) prefix gets one, query and hash kept.
 */

/** The app's routes below the language prefix. `:id` stands for one segment. */
export const APP_ROUTE_PATTERNS = [
  '',
  'models',
  'models/new',
  'models/import',
  'model/:id',
  'model/:id/edit',
  'chat/:id',
  'login',
  'register',
  'dashboard',
  'profile',
  'settings',
  'support',
  'favorites',
  'chats',
  'admin',
  'admin/models',
  'plans',
  'checkout',
  'welcome-premium',
  'coming-soon',
  'who-we-are',
  'call/:id',
  'sandbox-checkout/:id',
  'forgot-password',
  'reset-password',
  'undo-email-change',
  'verify-email',
  'privacy',
  'terms',
] as const;
export type AppRoutePattern = (typeof APP_ROUTE_PATTERNS)[number];

/** `home` is not a page: it redirects to the language root. */
const HOME_ALIAS = 'home';

export type LanguagePathResolution =
  { kind: 'render'; language: Language; rest: string[] } | { kind: 'redirect'; to: string };

function segmentsOf(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment.length > 0);
}

/** Drops every leading language segment (`/en/bg/en/models` → `['models']`). */
export function stripLanguageSegments(pathname: string): { prefix: Language[]; rest: string[] } {
  const segments = segmentsOf(pathname);
  const prefix: Language[] = [];
  while (segments.length > 0 && isLanguage(segments[0])) {
    prefix.push(segments.shift() as Language);
  }
  return { prefix, rest: segments };
}

/** `/en/models` for `['models']`; `/en` for the root. */
export function buildLanguagePath(language: Language, rest: readonly string[]): string {
  return rest.length === 0 ? `/${language}` : `/${language}/${rest.join('/')}`;
}

function withSuffix(path: string, search: string, hash: string): string {
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const fragment = hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '';
  return `${path}${query}${fragment}`;
}

/** The canonical path for a location in the chosen language (without query). */
export function canonicalLanguagePath(pathname: string, language: Language): string {
  const { rest } = stripLanguageSegments(pathname);
  const isHome = rest.length === 1 && rest[0] === HOME_ALIAS;
  return buildLanguagePath(language, isHome ? [] : rest);
}

/**
 * What to do with a location once a language has been chosen: render it, or replace it with the
 * canonical path (prefix added, rewritten to the chosen language, duplicates collapsed, `home` →
 * language root, empty segments and trailing slashes dropped), keeping the query and hash.
 */
export function resolveLanguagePath(
  pathname: string,
  search: string,
  chosen: Language,
  hash = '',
): LanguagePathResolution {
  const canonical = canonicalLanguagePath(pathname, chosen);
  if (canonical !== pathname) {
    return { kind: 'redirect', to: withSuffix(canonical, search, hash) };
  }
  return { kind: 'render', language: chosen, rest: stripLanguageSegments(pathname).rest };
}

/** The path for the same page in another language, query kept (the language switcher). */
export function switchLanguagePath(
  pathname: string,
  search: string,
  language: Language,
  hash = '',
): string {
  return withSuffix(canonicalLanguagePath(pathname, language), search, hash);
}

/** The language a URL asks for by its first segment, if any (used to pre-select the modal). */
export function languageFromPath(pathname: string): Language | null {
  const first = segmentsOf(pathname)[0];
  return isLanguage(first) ? first : null;
}

/** Whether the path below the prefix is one of the app's routes (else the 404 page shows). */
export function matchAppRoute(rest: readonly string[]): AppRoutePattern | null {
  for (const pattern of APP_ROUTE_PATTERNS) {
    const parts = pattern === '' ? [] : pattern.split('/');
    if (parts.length !== rest.length) continue;
    const matches = parts.every((part, index) => part === ':id' || part === rest[index]);
    if (matches) return pattern;
  }
  return null;
}
