import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '#server/http-error';
import { isSameOriginRequest, isWriteMethod } from '#server/plugins/same-origin';
import type { SignedIn } from '#server/plugins/session';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './session-cookie';
import { resolveSession } from './session-service';

/**
 * The caller of an API request (the session plugin's `authenticate`, wired in server/app.ts):
 * the live session of its token, or null. Cookie-authenticated writes from other origins are
 * refused. Bearer requests are exempt: a browser never attaches a bearer token on its own, so
 * another site cannot make one on the user's behalf.
 */
export async function authenticateRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SignedIn | null> {
  const found = readSessionToken(request);
  if (!found) return null;
  if (
    found.source === 'cookie' &&
    isWriteMethod(request.method) &&
    !isSameOriginRequest(request, app.config.publicUrl)
  ) {
    throw new HttpError(403, 'FORBIDDEN', 'Cross-site request refused');
  }
  const resolved = await resolveSession(app.db, app.clock, found.token, app.sessionCache);
  if (!resolved) {
    // A dead cookie would be sent (and looked up) with every request until it expired.
    if (found.source === 'cookie') clearSessionCookie(reply, app.config);
    return null;
  }
  if (resolved.extended && found.source === 'cookie' && resolved.session.remember) {
    setSessionCookie(reply, app.config, found.token, true);
  }
  return {
    user: resolved.account,
    session: { ...resolved.session, token: found.token, source: found.source },
  };
}
