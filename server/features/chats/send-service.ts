import { setTimeout as sleep } from 'node:timers/promises';
import { explicitModeGate } from '../../../common/chat/explicit';
import { relationshipStage, type StageMessage } from '../../../common/chat/stage';
import type { ReplyResult } from '../../../common/contracts/chats';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { HttpError, premiumRequired } from '../../http-error';
import type { Entitlements } from '../billing/entitlements';
import type { ReplyContext } from '../replies/engine';
import { rememberFromMessage } from '../memories/service';
import type { ReplyEngines } from '../replies/engine-factory';
import type { ReplyLogger } from '../replies/stream-reply';
import type { Account } from '../users/account-repository';
import { findSentPair, findTranscript, insertMessage, type MessageRow } from './message-repository';
import { buildReplyContext, findCompanion } from './reply-context';
import { claimReply, findOwnConversation, updateConversationState } from './repository';
import { PREMIUM_COMPANION, ownConversation, replyInFlight } from './service';
import { consumeMessage, limitReached, readUsed, toUsage, usageDay, type UsageDay } from './usage';
import { toMessage } from './view';

export interface SendDeps {
  db: Database;
  config: AppConfig;
  clock: Clock;
  engines: ReplyEngines;
  logger: ReplyLogger & { error(details: Record<string, unknown>, message: string): void };
}

export interface SendRequest {
  user: Pick<Account, 'id' | 'firstName' | 'adultConfirmedAt'>;
  entitlements: Entitlements;
  conversationId: string;
  userMessage: string;
  clientMessageId?: string;
}

/** A send whose user message is stored and whose reply is to be written (reply-writer.ts). */
export interface StartedSend {
  conversationId: string;
  userMessage: MessageRow;
  ctx: ReplyContext;
  /** The stored conversation including the new message (the stage after the reply reads it). */
  transcript: StageMessage[];
  explicitMode: boolean;
  usage: { day: UsageDay; used: number };
}

export type SendStart =
  { kind: 'started'; send: StartedSend } | { kind: 'repeat'; result: ReplyResult };

/** How long a repeated send waits for the reply of the first before answering 409. */
const REPEAT_WAIT_MS = 10_000;
const REPEAT_POLL_MS = 100;

const UNIQUE_VIOLATION = '23505';

/**
 * Checks, counts and stores the user's message; the reply is written afterwards. In one
 * transaction: claim the conversation (409 while a reply is in flight), count the message
 * against today's limit (429, nothing stored), store it and update count, stage and explicit
 * mode. A repeated clientMessageId answers the stored pair instead (no second message or count).
 */
export async function startSend(deps: SendDeps, request: SendRequest): Promise<SendStart> {
  const { db } = deps;
  const conversation = await ownConversation(db, request.user.id, request.conversationId);
  const companion = await findCompanion(db, conversation.modelId);
  if (!companion) throw new HttpError(404, 'NOT_FOUND', 'Conversation not found');
  if (companion.isPremium && !request.entitlements.isPremium) {
    throw premiumRequired(PREMIUM_COMPANION);
  }
  const repeat = await findRepeat(deps, request);
  if (repeat) return { kind: 'repeat', result: repeat };

  const day = usageDay(deps.config, request.entitlements, deps.clock());
  let stored: Omit<StartedSend, 'ctx'> & { stage: StartedSend['ctx']['stage'] };
  try {
    stored = await db.transaction(async (tx) => {
      if (!(await claimReply(tx, request.user.id, conversation.id))) throw replyInFlight();
      const used = await consumeMessage(tx, request.user.id, day);
      if (used === null) throw limitReached(day);
      const userMessage = await insertMessage(tx, {
        conversationId: conversation.id,
        senderType: 'user',
        content: request.userMessage,
        clientMessageId: request.clientMessageId ?? null,
      });
      const transcript = await findTranscript(tx, conversation.id);
      const stage = relationshipStage(transcript);
      const explicitMode = explicitModeGate({
        adultConfirmed: request.user.adultConfirmedAt !== null,
        companionAllowsExplicit: companion.allowsExplicit,
        stage,
        messageCount: transcript.length,
        message: request.userMessage,
        alreadyOn: conversation.explicitMode,
      });
      const state = { messageCount: transcript.length, relationshipStage: stage, explicitMode };
      await updateConversationState(tx, conversation.id, state, { clearPending: false });
      return {
        conversationId: conversation.id,
        userMessage,
        transcript,
        stage,
        explicitMode,
        usage: { day, used },
      };
    });
  } catch (error) {
    // Lost a race with the same clientMessageId (a double click): answer as a repeat.
    const again = isRepeatRace(error) ? await findRepeat(deps, request) : null;
    if (again) return { kind: 'repeat', result: again };
    throw error;
  }

  // What the user told about themself is remembered before the reply, so she can use it.
  await rememberFromMessage(db, deps.clock, deps.logger, {
    userId: request.user.id,
    modelId: conversation.modelId,
    conversationId: conversation.id,
    messageId: stored.userMessage.id,
    content: request.userMessage,
  });
  const ctx = await buildReplyContext(db, {
    companion,
    userId: request.user.id,
    firstName: request.user.firstName,
    stage: stored.stage,
    explicitMode: stored.explicitMode,
    history: stored.transcript.slice(0, -1),
    userMessage: request.userMessage,
    now: deps.clock(),
    lastMessageAt: conversation.lastMessageAt,
    logger: deps.logger,
  });
  return { kind: 'started', send: { ...stored, ctx } };
}

function isRepeatRace(error: unknown): boolean {
  if (error instanceof HttpError) return error.code === 'CONFLICT';
  return (error as { code?: string } | null)?.code === UNIQUE_VIOLATION;
}

/**
 * The stored pair for a repeated clientMessageId. While the first send's reply is still being
 * written this waits for it (up to 10 s), then answers 409: the message is safe, the reply
 * will be in the conversation shortly.
 */
async function findRepeat(deps: SendDeps, request: SendRequest): Promise<ReplyResult | null> {
  if (!request.clientMessageId) return null;
  const started = Date.now();
  for (;;) {
    // Read "pending" before the pair: a reply stored in between is then seen in the pair, so
    // "no reply and not pending" really means the reply is missing (not just finished).
    const conversation = await findOwnConversation(
      deps.db,
      request.user.id,
      request.conversationId,
    );
    const pair = await findSentPair(deps.db, request.conversationId, request.clientMessageId);
    if (!pair) return null;
    if (pair.aiMessage) return repeatResult(deps, request, pair.userMessage, pair.aiMessage);
    if (!conversation?.replyPending || Date.now() - started > REPEAT_WAIT_MS) {
      throw new HttpError(
        409,
        'CONFLICT',
        'Your message is saved and its reply is still being written. Please reload in a moment.',
      );
    }
    await sleep(REPEAT_POLL_MS);
  }
}

async function repeatResult(
  deps: SendDeps,
  request: SendRequest,
  userMessage: MessageRow,
  aiMessage: MessageRow,
): Promise<ReplyResult> {
  const conversation = await ownConversation(deps.db, request.user.id, request.conversationId);
  const day = usageDay(deps.config, request.entitlements, deps.clock());
  return {
    userMessage: toMessage(userMessage),
    aiMessage: toMessage(aiMessage),
    conversation: {
      messageCount: conversation.messageCount,
      relationshipStage: conversation.relationshipStage,
      explicitMode: conversation.explicitMode,
    },
    usage: toUsage(day, await readUsed(deps.db, request.user.id, day.day)),
    // Which engine wrote a stored reply is not kept; the configured one is the best answer.
    engine: deps.engines.primary.kind,
  };
}
