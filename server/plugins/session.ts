import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '#common/contracts/user';
import type { Account } from '#server/features/accounts';
import { HttpError } from '#server/http-error';

/** Where a request's token came from: `Authorization: Bearer` (API clients) or the cookie. */
export type TokenSource = 'bearer' | 'cookie';

export interface SessionInfo {
  id: string;
  userId: string;
  remember: boolean;
}

export type RequestSession = SessionInfo & { token: string; source: TokenSource };

/** The signed-in caller of a request. */
export interface SignedIn {
  user: Account;
  session: RequestSession;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in, active user, or null. Set for /api requests only. */
    user: Account | null;
    session: RequestSession | null;
  }
}

export interface SessionPluginOptions {
  /**
   * Finds the caller's session from the request's token, or null (no token, or a dead one), and
   * refuses what a session must not do (a cross-site write): the auth feature's
   * `authenticateRequest`, which server/app.ts passes in, so this plugin, which every route
   * imports, imports no feature that has routes of its own.
   */
  authenticate(request: FastifyRequest, reply: FastifyReply): Promise<SignedIn | null>;
}

function isApiUrl(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Puts the caller's user and session on every API request. Static files skip this: they need
 * no user, and the cookie (Path=/) would cost a query per asset.
 */
export default fp<SessionPluginOptions>(
  async (app, { authenticate }) => {
    await app.register(cookie);
    app.decorateRequest('user', null);
    app.decorateRequest('session', null);

    app.addHook('onRequest', async (request, reply) => {
      if (!isApiUrl(request.url)) return;
      const found = await authenticate(request, reply);
      if (!found) return;
      request.user = found.user;
      request.session = found.session;
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
export function signedIn(request: FastifyRequest): SignedIn {
  if (!request.user || !request.session) throw unauthenticated();
  return { user: request.user, session: request.session };
}
