import cookie from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '#common/contracts/user';
import {
  clearSessionCookie,
  readSessionToken,
  resolveSession,
  type SessionInfo,
  setSessionCookie,
  type TokenSource,
} from '#server/features/auth';
import type { Account } from '#server/features/users';
import { HttpError } from '#server/http-error';
import { isSameOriginRequest, isWriteMethod } from './same-origin';

export type RequestSession = SessionInfo & { token: string; source: TokenSource };

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in, active user, or null. Set for /api requests only. */
    user: Account | null;
    session: RequestSession | null;
  }
}

function isApiUrl(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Resolves the caller's session on every API request and refuses cookie-authenticated writes
 * from other origins. Bearer requests are exempt: a browser never attaches a bearer
 * token on its own, so another site cannot make one on the user's behalf. Static files skip
 * this: they need no user, and the cookie (Path=/) would cost a query per asset.
 */
export default fp(
  async (app) => {
    await app.register(cookie);
    app.decorateRequest('user', null);
    app.decorateRequest('session', null);

    app.addHook('onRequest', async (request, reply) => {
      if (!isApiUrl(request.url)) return;
      const found = readSessionToken(request);
      if (!found) return;
      if (
        found.source === 'cookie' &&
        isWriteMethod(request.method) &&
        !isSameOriginRequest(request, app.config.publicUrl)
      ) {
        throw new HttpError(403, 'FORBIDDEN', 'Cross-site request refused');
      }
      const resolved = await resolveSession(app.db, app.clock, found.token);
      if (!resolved) {
        // A dead cookie would be sent (and looked up) with every request until it expired.
        if (found.source === 'cookie') clearSessionCookie(reply, app.config);
        return;
      }
      request.user = resolved.account;
      request.session = { ...resolved.session, token: found.token, source: found.source };
      if (resolved.extended && found.source === 'cookie' && resolved.session.remember) {
        setSessionCookie(reply, app.config, found.token, true);
      }
    });
  },
  { name: 'session', dependencies: ['context'] },
);

export function unauthenticated(): HttpError {
  return new HttpError(401, 'UNAUTHENTICATED', 'Please sign in to continue.');
}

/**
 * Route hook: 401 UNAUTHENTICATED without a live session. Use it as `onRequest` (after this
 * plugin's own hook) so that a signed-out caller is refused before the body is even parsed.
 */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthenticated();
}

/** Route hook like `requireUser`; 403 FORBIDDEN for a user without one of `roles`. */
export function requireRole(...roles: Role[]) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.user) throw unauthenticated();
    if (!roles.includes(request.user.role)) {
      throw new HttpError(403, 'FORBIDDEN', 'You do not have permission to do this.');
    }
  };
}

/** The signed-in user and session of a route behind `requireUser`. */
export function signedIn(request: FastifyRequest): { user: Account; session: RequestSession } {
  if (!request.user || !request.session) throw unauthenticated();
  return { user: request.user, session: request.session };
}
