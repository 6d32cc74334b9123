import { stripLanguageSegments } from './language-path';

/**
 * Pages a sign-in must never return to: the sign-in pages would send the user straight back, and
 * the password-reset pages are done with once the user can sign in.
 */
const AUTH_PAGES = new Set([
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'undo-email-change',
  'verify-email',
]);

/**
 * The `redirect` query value as an in-app path to go to after signing in, or null when it is
 * missing or unsafe: it must be a path of this site (no scheme, host, `//` or backslash tricks)
 * and not the sign-in pages themselves.
 */
export function safeRedirectTarget(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, 'http://amora.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://amora.invalid') return null;
  const { rest } = stripLanguageSegments(url.pathname);
  if (rest.length === 1 && AUTH_PAGES.has(rest[0]!)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/en/login?redirect=%2Fen%2Fprofile`: sign in, then come back to `returnTo`. */
export function withRedirect(loginPath: string, returnTo: string): string {
  return `${loginPath}?redirect=${encodeURIComponent(returnTo)}`;
}
