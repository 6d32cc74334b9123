import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#common/contracts/errors';
import {
  realtimeSessionRequestSchema,
  realtimeSessionResponseSchema,
  transcriptRequestSchema,
  transcriptResponseSchema,
} from '#common/contracts/realtime';
import { SIGNED_IN } from '#server/plugins/openapi';
import { signedIn } from '#server/plugins/session';
import { isPremiumViewer } from '#server/plugins/viewer';
import { createThrottle } from '#server/plugins/throttle';
import { entitlementsFor } from '#server/features/accounts';
import {
  MAX_TURNS_PER_CALL,
  saveTranscript,
  startCall,
  type Caller,
  type RealtimeDeps,
} from './service';

const base = { tags: ['realtime'], security: SIGNED_IN };
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

/** The signed-in caller; admins count as premium like everywhere else (isPremiumViewer). */
function callerOf(request: FastifyRequest): Caller {
  const { user } = signedIn(request);
  return {
    user,
    entitlements: { ...entitlementsFor(user), isPremium: isPremiumViewer(request) },
  };
}

/** Voice calls: POST /api/realtime/session and /api/realtime/transcript. */
export const realtimeRoutes: FastifyPluginAsyncZod = async (app) => {
  // A minted secret is a credential for one call: no cache may keep it (stricter than the
  // signed-in scope's `private, no-store`).
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const throttle = createThrottle(app);
  const deps = (request: FastifyRequest): RealtimeDeps => ({
    db: app.db,
    config: app.config,
    clock: app.clock,
    throttle,
    logger: request.log,
  });

  app.post(
    '/realtime/session',
    {
      schema: {
        ...base,
        summary: 'Start a voice call: a short-lived secret for the voice provider',
        description:
          'Mints a client secret from the realtime provider with the companion (`modelId`: UUID ' +
          'or lower-case name) speaking `language`. The browser posts its SDP offer to `sdpUrl` ' +
          'with `Authorization: Bearer {client_secret.value}` and applies the answer. The call ' +
          "is kept in `conversationId` (the user's conversation with her, created when missing). " +
          '503 VOICE_NOT_CONFIGURED without a provider, 403 PREMIUM_REQUIRED for free plans, ' +
          '404 for an unknown companion, 503 AI_PAUSED while an admin has paused the AI, 429 ' +
          'RATE_LIMITED after 10 calls in 10 minutes, 502 VOICE_PROVIDER_ERROR when the provider ' +
          'fails.',
        body: realtimeSessionRequestSchema,
        response: {
          200: realtimeSessionResponseSchema,
          ...errors,
          429: apiErrorSchema,
          502: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request) => startCall(deps(request), callerOf(request), request.body),
  );

  app.post(
    '/realtime/transcript',
    {
      schema: {
        ...base,
        summary: "Keep turns of a call's transcript in the conversation",
        description:
          "Each turn becomes a message with `source: 'call'` and the call's `callSessionId`, in " +
          'order; a `clientTurnId` already stored is not stored again (its message is answered). ' +
          'Accepted only for a call POST /api/realtime/session started for this user and ' +
          "conversation, within its lifetime. The user's turns count against the daily message " +
          'limit; the stage counts only stored turns. 503 VOICE_NOT_CONFIGURED without a ' +
          'provider, 403 PREMIUM_REQUIRED for free plans, 503 AI_PAUSED while the AI is paused, ' +
          "404 NOT_FOUND for another user's conversation, 404 CALL_NOT_FOUND for an unknown " +
          "call or another user's or conversation's, 403 CALL_EXPIRED after the call's " +
          `lifetime, 409 CALL_TURNS_EXCEEDED past ${MAX_TURNS_PER_CALL} turns in one call, ` +
          '429 LIMIT_REACHED at the daily limit. A refused post stores nothing.',
        body: transcriptRequestSchema,
        response: {
          200: transcriptResponseSchema,
          ...errors,
          409: apiErrorSchema,
          429: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request) => saveTranscript(deps(request), callerOf(request), request.body),
  );
};
