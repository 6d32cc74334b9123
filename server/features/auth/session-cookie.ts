import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '#server/config';
import type { TokenSource } from '#server/plugins/session';
import { REMEMBERED_LIFETIME_MS } from './session-service';

export const SESSION_COOKIE = 'amora_session';

/**
 * The caller's token: `Authorization: Bearer` (API clients) wins over the cookie (the web app).
 * A malformed Authorization header counts as no token rather than falling back to the cookie,
 * so one request never mixes two identities.
 */
export function readSessionToken(
  request: FastifyRequest,
): { token: string; source: TokenSource } | null {
  const header = request.headers.authorization;
  if (header !== undefined) {
    const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header);
    return match ? { token: match[1]!, source: 'bearer' } : null;
  }
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, source: 'cookie' } : null;
}

function baseOptions(config: AppConfig) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    // Only behind HTTPS: a Secure cookie is not stored from plain http://localhost.
    secure: config.publicUrl?.startsWith('https:') ?? false,
  };
}

/**
 * HttpOnly so that scripts cannot read it. Remembered sessions get a Max-Age (sent again when the
 * server slides the expiry); the others get a browser-session cookie that ends with the browser.
 */
export function setSessionCookie(
  reply: FastifyReply,
  config: AppConfig,
  token: string,
  remember: boolean,
): void {
  const maxAge = remember ? REMEMBERED_LIFETIME_MS / 1000 : undefined;
  reply.setCookie(SESSION_COOKIE, token, { ...baseOptions(config), maxAge });
}

export function clearSessionCookie(reply: FastifyReply, config: AppConfig): void {
  reply.clearCookie(SESSION_COOKIE, baseOptions(config));
}
