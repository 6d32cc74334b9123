import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { requireUser } from './session';

export interface SignedInScopeOptions {
  /** Registers, inside the scope, the route plugins that serve only a signed-in user. */
  routes: (scope: FastifyInstance) => Promise<void>;
}

/**
 * The one scope for routes that need a signed-in user, so that no route file repeats (or
 * forgets) it: 401 UNAUTHENTICATED as an `onRequest` hook, before the body is read, so a
 * signed-out caller learns nothing about a request's shape; and `cache-control: private,
 * no-store` on every answer, since each holds personal data that no shared cache may keep. A
 * route plugin inside may narrow further (roles, a stricter cache header), never loosen it.
 */
const signedInScope: FastifyPluginAsync<SignedInScopeOptions> = async (scope, { routes }) => {
  scope.addHook('onRequest', requireUser);
  scope.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'private, no-store');
    done(null, payload);
  });
  await routes(scope);
};

export default signedInScope;
