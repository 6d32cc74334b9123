import { setTimeout as sleep } from 'node:timers/promises';
import { explicitModeGate } from '#common/chat/explicit';
import {
  addToStageFacts,
  EMPTY_STAGE_FACTS,
  stageOf,
  type StageFacts,
  type StageMessage,
} from '#common/chat/stage';
import type { ReplyResult } from '#common/contracts/chats';
import { detectReplyLanguage } from '#common/i18n/detect-reply-language';
import type { Clock } from '#server/clock';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { HttpError, notFound, premiumRequired } from '#server/http-error';
import { cachedCompanion, type CompanionRecord } from '#server/features/companions';
import type { Entitlements } from '#server/features/accounts';
import type {
  HistoryMessage,
  ReplyContext,
  ReplyEngines,
  ReplyLogger,
  ReplyMetrics,
} from '#server/features/replies';
import { extractFacts, rememberFromMessage } from '#server/features/memories';
import type { Account } from '#server/features/accounts';
import type { AfterReplyQueue } from './after-reply';
import { findHistory, findSentPair, splitAppended, type MessageRow } from './message-repository';
import {
  buildReplyContext,
  HISTORY_WINDOW,
  markRecalled,
  recallMemories,
  type RecallInputs,
} from './reply-context';
import { claimReply, findOwnConversation } from './repository';
import { findSendTarget } from './send-repository';
import { inSendTransaction, type SendStatements } from './send-transaction';
import { PREMIUM_COMPANION, ownConversation, replyInFlight } from './service';
import { limitReached, readUsed, toUsage, usageDay, type UsageDay } from './usage';
import { toMessage } from './view';

export interface SendDeps {
  db: Database;
  config: AppConfig;
  clock: Clock;
  engines: ReplyEngines;
  logger: ReplyLogger & { error(details: Record<string, unknown>, message: string): void };
  /** Reply latency and fallbacks for /api/metrics. */
  metrics?: ReplyMetrics;
  /** Where the work after a stored reply goes (after-reply.ts); none in some tests. */
  afterReply?: AfterReplyQueue;
}

export interface SendRequest {
  user: Pick<Account, 'id' | 'firstName' | 'adultConfirmedAt'>;
  entitlements: Entitlements;
  conversationId: string;
  userMessage: string;
  clientMessageId?: string;
}

/**
 * What the reply answers: a new message (`send`), the last message again after its reply was
 * taken out (`regenerate`), or the last message with its new text (`edit`; redo-service.ts).
 */
export type TurnKind = 'send' | 'regenerate' | 'edit';

/** A send whose user message is stored and whose reply is to be written (reply-writer.ts). */
export interface StartedSend {
  turn: TurnKind;
  conversationId: string;
  /** The user and the companion (whose memories the message may add to). */
  owner: { userId: string; companionId: string };
  userMessage: MessageRow;
  ctx: ReplyContext;
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
 * transaction: claim the conversation (409 while a reply is in flight) and count the message
 * against today's limit (429, nothing stored) in one statement, then store it and count it into
 * the conversation's count, stage and explicit mode. A repeated clientMessageId answers the
 * stored pair instead (no second message or count).
 *
 * The server's own cost per reply has a budget (docs/architecture.md, "Performance budgets"), so
 * the send makes few round trips, and none that grow with the conversation: one read of
 * conversation, last messages, companion and profile; the transaction, while the memories are read
 * beside it; the reply. Should anything have been added to the conversation between that read and
 * the claim (another tab, a call), the messages and memories are read again after it.
 */
export async function startSend(deps: SendDeps, request: SendRequest): Promise<SendStart> {
  const { db } = deps;
  const target = await findSendTarget(
    db,
    request.user.id,
    request.conversationId,
    request.clientMessageId ?? null,
  );
  if (!target) throw notFound('Conversation not found');
  assertCompanionAllowed(target, request.entitlements);
  if (target.alreadySent) {
    const repeat = await findRepeat(deps, request);
    if (repeat) return { kind: 'repeat', result: repeat };
  }

  const companion = await companionOf(deps, target);
  const { conversation } = target;
  const now = deps.clock();
  const recallInputs: RecallInputs = {
    userId: request.user.id,
    companion,
    userMessage: request.userMessage,
    language: detectReplyLanguage(request.userMessage),
    now,
    lastMessageAt: conversation.lastMessageAt,
    hadConversation: conversation.messageCount > 0,
  };
  // A message that tells nothing to remember cannot change what she recalls: her memories are
  // read while it is stored. (One that does is remembered first, below.)
  const earlyRecall =
    extractFacts(request.userMessage, { now }).length === 0
      ? recallMemories(db, recallInputs, deps.logger)
      : null;

  const day = usageDay(deps.config, request.entitlements, now);
  let stored: StoredTurn<TurnRead>;
  try {
    stored = await storeTurn(
      deps,
      { ...request, companion, day, userAllowsExplicit: target.userAllowsExplicit },
      {
        read: async () => ({ content: request.userMessage, counted: 0 }),
        write: async (statements, _read, { told, explicitMode }) => {
          const [row] = await statements.appendUserMessage.execute({
            conversationId: conversation.id,
            content: request.userMessage,
            clientMessageId: request.clientMessageId ?? null,
            hasLongUserMessage: told.hasLongUserMessage,
            hasFirstPersonStatement: told.hasFirstPersonStatement,
            explicitMode,
          });
          if (!row) throw new Error('conversation vanished while a message was stored');
          return splitAppended(row).message;
        },
      },
    );
  } catch (error) {
    // Lost a race with the same clientMessageId (a double click): answer as a repeat.
    const again = isRepeatRace(error) ? await findRepeat(deps, request) : null;
    if (again) return { kind: 'repeat', result: again };
    throw error;
  }

  // What the user told about themself is remembered before the reply, so she can use it.
  await rememberFromMessage(db, deps.clock, deps.logger, {
    userId: request.user.id,
    companionId: conversation.companionId,
    conversationId: conversation.id,
    messageId: stored.userMessage.id,
    content: request.userMessage,
  });
  const unchanged = stored.countBefore === conversation.messageCount;
  const send = await prepareReply(deps, {
    turn: 'send',
    user: request.user,
    target,
    recallInputs,
    stored,
    day,
    history: unchanged ? target.history : null,
    earlyRecall: unchanged ? earlyRecall : null,
  });
  return { kind: 'started', send };
}

export type SendTarget = NonNullable<Awaited<ReturnType<typeof findSendTarget>>>;

/** A premium companion's conversation takes messages only from a premium plan. */
export function assertCompanionAllowed(target: SendTarget, entitlements: Entitlements): void {
  if (target.companion.isPremium && !entitlements.isPremium) {
    throw premiumRequired(PREMIUM_COMPANION);
  }
}

/** The companion's texts and persona (cached by version) with the flags read just now. */
export async function companionOf(deps: SendDeps, target: SendTarget): Promise<CompanionRecord> {
  const cached = await cachedCompanion(deps.db, target.companion.id, target.companion.version);
  if (!cached) throw notFound('Conversation not found');
  return { ...cached, ...target.companion };
}

/** What a turn reads under the claim: the text the reply answers, and what it takes back. */
export interface TurnRead {
  content: string;
  /**
   * How many of the conversation's counted messages the turn answers again (its stored user
   * message and reply, which the count already holds): 0 for a new message.
   */
  counted: number;
}

/** How a turn stores its user message in the send's transaction, after the claim and count. */
export interface TurnWrite<T extends TurnRead> {
  /** Reads what the turn needs; the claim's lock keeps the conversation as it is until commit. */
  read(statements: SendStatements): Promise<T>;
  /** Stores the user message (new, or the one answered again) and answers it. */
  write(
    statements: SendStatements,
    read: T,
    judged: { told: StageFacts; explicitMode: boolean },
  ): Promise<MessageRow>;
}

export interface StoredTurn<T extends TurnRead> {
  read: T;
  userMessage: MessageRow;
  stage: StartedSend['ctx']['stage'];
  explicitMode: boolean;
  countBefore: number;
  used: number;
}

/**
 * The transaction every turn shares (sends, regenerates, edits): claim the conversation and
 * count the turn against today's limit in one statement (409 while a reply is in flight, 429 at
 * the limit: nothing changed), then let the turn read and store its user message with the stage
 * and explicit mode its text brings.
 */
export async function storeTurn<T extends TurnRead>(
  deps: SendDeps,
  request: Pick<SendRequest, 'user' | 'conversationId'> & {
    companion: Pick<CompanionRecord, 'allowsExplicit'>;
    /** The user's content setting (Settings > Privacy), read with the send's target. */
    userAllowsExplicit: boolean;
    day: UsageDay;
  },
  turn: TurnWrite<T>,
): Promise<StoredTurn<T>> {
  const { user, conversationId, day } = request;
  return inSendTransaction(deps.db, async (statements) => {
    if (day.limit !== null && day.limit <= 0) {
      const claimedAlone = await claimReply(statements.db, user.id, conversationId);
      if (!claimedAlone) throw replyInFlight();
      throw limitReached(day);
    }
    const [claimed] = await statements.claimAndCount.execute({
      userId: user.id,
      conversationId,
      day: day.day,
      limit: day.limit,
    });
    if (!claimed) throw replyInFlight();
    const { used } = claimed;
    if (used === null) throw limitReached(day);
    const read = await turn.read(statements);
    // The claim locked the row: its facts are current until the transaction ends.
    const message: StageMessage[] = [{ sender: 'user', content: read.content }];
    const told = addToStageFacts(EMPTY_STAGE_FACTS, message);
    const before = { ...claimed, messageCount: claimed.messageCount - read.counted };
    const facts = addToStageFacts(before, message);
    const stage = stageOf(facts);
    const explicitMode = explicitModeGate({
      adultConfirmed: user.adultConfirmedAt !== null,
      userAllowsExplicit: request.userAllowsExplicit,
      companionAllowsExplicit: request.companion.allowsExplicit,
      stage,
      messageCount: facts.messageCount,
      message: read.content,
      alreadyOn: claimed.explicitMode,
    });
    const userMessage = await turn.write(statements, read, { told, explicitMode });
    return { read, userMessage, stage, explicitMode, countBefore: claimed.messageCount, used };
  });
}

/**
 * The reply's context once its user message is stored: the history before that message and
 * what she recalls (both taken as read when given: a send whose conversation did not change
 * since its first read), the recalled memories marked used.
 */
export async function prepareReply(
  deps: SendDeps,
  input: {
    turn: TurnKind;
    user: SendRequest['user'];
    target: SendTarget;
    recallInputs: RecallInputs;
    stored: StoredTurn<TurnRead>;
    day: UsageDay;
    history: HistoryMessage[] | null;
    earlyRecall: ReturnType<typeof recallMemories> | null;
    /** Replies the new one replaces: she should not say them again. */
    replaced?: string[];
  },
): Promise<StartedSend> {
  const { db } = deps;
  const { target, stored, recallInputs } = input;
  const { conversation } = target;
  const [history, recalled] = await Promise.all([
    input.history ?? findHistory(db, conversation.id, stored.userMessage.id, HISTORY_WINDOW),
    input.earlyRecall ??
      recallMemories(
        db,
        {
          ...recallInputs,
          hadConversation: stored.countBefore > stored.read.counted,
          messageId: stored.userMessage.id,
        },
        deps.logger,
      ),
  ]);
  await markRecalled(db, recalled.used, recallInputs.now, deps.logger);
  const ctx = buildReplyContext({
    companion: recallInputs.companion,
    firstName: input.user.firstName,
    profile: target.profile,
    stage: stored.stage,
    explicitMode: stored.explicitMode,
    history,
    userMessage: recallInputs.userMessage,
    language: recallInputs.language,
    recall: recalled.recall,
    summary: conversation.summary,
    replaced: input.replaced,
  });
  return {
    turn: input.turn,
    conversationId: conversation.id,
    owner: { userId: input.user.id, companionId: conversation.companionId },
    userMessage: stored.userMessage,
    ctx,
    usage: { day: input.day, used: stored.used },
  };
}

function isRepeatRace(error: unknown): boolean {
  if (error instanceof HttpError) return error.code === 'CONFLICT';
  // drizzle passes the driver's error on as the cause of its own.
  const cause = (error as { cause?: unknown } | null)?.cause ?? error;
  return (cause as { code?: string } | null)?.code === UNIQUE_VIOLATION;
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
    // Replies stored before the engine was kept have none; the configured one is the best answer.
    engine: aiMessage.engine ?? deps.engines.primary.kind,
  };
}
