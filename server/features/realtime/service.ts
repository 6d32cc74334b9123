import type {
  RealtimeSessionRequest,
  RealtimeSessionResponse,
  TranscriptRequest,
  TranscriptResponse,
} from '#common/contracts/realtime';
import type { Clock } from '#server/clock';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { HttpError, notFound, premiumRequired } from '#server/http-error';
import { rateLimited, type Throttle, type ThrottleRule } from '#server/plugins/throttle';
import type { Entitlements } from '#server/features/accounts';
import { findCompanion } from '#server/features/companions';
import {
  openConversation,
  ownConversation,
  storeVoiceTurns,
  toMessage,
  usageDay,
} from '#server/features/chats';
import { type MemoryLogger, rememberFromMessage } from '#server/features/memories';
import { allowsExplicitContent } from '#server/features/users';
import { type Account } from '#server/features/accounts';
import { assertAiEnabled } from '#server/features/site-settings';
import { addCallTurns, findOwnCallSession, insertCallSession } from './call-sessions';
import { buildCallInstructions } from './instructions';
import { mintClientSecret, providerUrl, VoiceProviderError } from './provider-client';

/** Voice calls (docs/api.md, "Voice"): start one, and keep its transcript in the conversation. */

export const VOICE_NOT_CONFIGURED = 'Voice calls are not available on this server.';
export const VOICE_PREMIUM = 'Voice calls are for Premium members.';
export const VOICE_PROVIDER_FAILED =
  'The voice service could not start the call. Please try again in a moment.';
export const CALL_NOT_FOUND = 'This call is unknown.';
export const CALL_EXPIRED = 'This call has ended; its transcript can no longer be added to.';
export const CALL_TURNS_EXCEEDED = 'This call has reached its limit of transcript turns.';

/**
 * How long after its start a call's transcript is accepted: longer than the provider lets a
 * call last, plus the time the browser needs to post its last turns after hanging up.
 */
export const CALL_SESSION_LIFETIME_MS = 2 * 60 * 60_000;

/**
 * Most turns one call may store: far more than a real call of that length holds, and a bound on
 * what one call can add to a conversation.
 */
export const MAX_TURNS_PER_CALL = 200;

/** Call starts per user: each mints a provider secret that costs money once used. */
export const CALL_STARTS_PER_USER: ThrottleRule = {
  name: 'voice-session',
  limit: 10,
  windowMs: 10 * 60_000,
};

export interface RealtimeDeps {
  db: Database;
  config: AppConfig;
  clock: Clock;
  throttle: Throttle;
  logger: MemoryLogger;
}

export interface Caller {
  user: Pick<Account, 'id' | 'firstName'>;
  /** The caller's plan, with admins counted as premium (plugins/viewer.ts isPremiumViewer). */
  entitlements: Entitlements;
}

/** The configured provider, or 503 VOICE_NOT_CONFIGURED (asked first: the page says so). */
function providerOf(config: AppConfig) {
  const { apiKey, baseUrl } = config.realtime;
  if (!apiKey) throw new HttpError(503, 'VOICE_NOT_CONFIGURED', VOICE_NOT_CONFIGURED);
  return { apiKey, baseUrl };
}

function assertPremium(caller: Caller): void {
  if (!caller.entitlements.isPremium) throw premiumRequired(VOICE_PREMIUM);
}

/**
 * Starts a call: checks, finds or creates the conversation with the companion, then mints a
 * short-lived secret with her persona as instructions. The browser uses the secret (only) to
 * post its SDP offer to `sdpUrl`.
 */
export async function startCall(
  deps: RealtimeDeps,
  caller: Caller,
  request: RealtimeSessionRequest,
): Promise<RealtimeSessionResponse> {
  const provider = providerOf(deps.config);
  assertPremium(caller);
  await assertAiEnabled(deps.db);
  const { conversation } = await openConversation(deps.db, caller.user.id, caller.entitlements, {
    aiModelId: request.modelId,
  });
  const ticket = await deps.throttle.take([{ rule: CALL_STARTS_PER_USER, id: caller.user.id }]);
  if (ticket.retryAfter > 0) throw rateLimited('calls started', ticket.retryAfter);

  const companion = await findCompanion(deps.db, conversation.model_id);
  if (!companion) throw notFound(`No companion matches "${request.modelId}"`);
  const instructions = await buildCallInstructions(deps.db, {
    companion,
    userId: caller.user.id,
    firstName: caller.user.firstName,
    language: request.language,
    conversation: {
      id: conversation.id,
      relationshipStage: conversation.relationship_stage,
      // The user's content setting holds in a call too (the chat's send checks it the same way).
      explicitMode:
        conversation.explicit_mode && (await allowsExplicitContent(deps.db, caller.user.id)),
      lastMessageAt: conversation.last_message_at ? new Date(conversation.last_message_at) : null,
    },
    now: deps.clock(),
    logger: deps.logger,
  });
  const model = deps.config.realtime.model;
  const voice = request.voice ?? deps.config.realtime.voice;
  try {
    const secret = await mintClientSecret(provider, {
      model,
      voice,
      instructions,
      language: request.language,
    });
    // Minted only once the provider gave a secret: a call that cannot start has no session.
    const startedAt = deps.clock();
    const callSessionId = await insertCallSession(deps.db, {
      userId: caller.user.id,
      conversationId: conversation.id,
      startedAt,
      expiresAt: new Date(startedAt.getTime() + CALL_SESSION_LIFETIME_MS),
    });
    return {
      client_secret: { value: secret.value, expires_at: secret.expiresAt },
      model,
      voice,
      sdpUrl: providerUrl(provider.baseUrl, 'realtime/calls'),
      conversationId: conversation.id,
      callSessionId,
    };
  } catch (error) {
    if (!(error instanceof VoiceProviderError)) throw error;
    // The failure kind and status only: never the key, a secret or the provider's words.
    deps.logger.warn(
      { failure: error.failure, status: error.status },
      'Voice provider could not mint a call secret',
    );
    throw new HttpError(502, 'VOICE_PROVIDER_ERROR', VOICE_PROVIDER_FAILED);
  }
}

/**
 * Keeps turns of a call in the caller's conversation, only for a call this server started for
 * this user and conversation, before it expires, while voice is configured and the AI is on
 * (the same checks as starting one). Another user's conversation is 404 NOT_FOUND; an unknown
 * call, another user's or another conversation's is 404 CALL_NOT_FOUND; an expired one 403
 * CALL_EXPIRED; more than MAX_TURNS_PER_CALL turns 409 CALL_TURNS_EXCEEDED; the user's turns
 * past the daily limit 429 LIMIT_REACHED. A refused post stores nothing. What the user said in
 * a new turn feeds her memory like a chat message.
 */
export async function saveTranscript(
  deps: Pick<RealtimeDeps, 'db' | 'clock' | 'logger' | 'config'>,
  caller: Caller,
  request: TranscriptRequest,
): Promise<TranscriptResponse> {
  providerOf(deps.config);
  assertPremium(caller);
  await assertAiEnabled(deps.db);
  const conversation = await ownConversation(deps.db, caller.user.id, request.conversationId);
  const call = await findOwnCallSession(deps.db, caller.user.id, request.callSessionId);
  if (!call || call.conversationId !== conversation.id) {
    throw new HttpError(404, 'CALL_NOT_FOUND', CALL_NOT_FOUND);
  }
  const now = deps.clock();
  if (call.expiresAt.getTime() <= now.getTime()) {
    throw new HttpError(403, 'CALL_EXPIRED', CALL_EXPIRED);
  }
  const stored = await storeVoiceTurns(
    deps.db,
    {
      userId: caller.user.id,
      conversationId: conversation.id,
      callSessionId: call.id,
      day: usageDay(deps.config, caller.entitlements, now),
      countIntoCall: async (tx, added) => {
        if (!(await addCallTurns(tx, call.id, added, MAX_TURNS_PER_CALL))) {
          throw new HttpError(409, 'CALL_TURNS_EXCEEDED', CALL_TURNS_EXCEEDED, {
            limit: MAX_TURNS_PER_CALL,
          });
        }
      },
    },
    request.turns,
  );
  for (const turn of stored.added) {
    if (turn.senderType !== 'user') continue;
    await rememberFromMessage(deps.db, deps.clock, deps.logger, {
      userId: caller.user.id,
      companionId: conversation.companionId,
      conversationId: conversation.id,
      messageId: turn.id,
      content: turn.content,
      origin: 'call',
    });
  }
  return { messages: stored.messages.map(toMessage), conversation: stored.state };
}
