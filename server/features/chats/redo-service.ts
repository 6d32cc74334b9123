import { detectReplyLanguage } from '#common/i18n/detect-reply-language';
import { HttpError, notFound } from '#server/http-error';
import { deleteMemoriesFromMessage, rememberFromMessage } from '#server/features/memories';
import {
  deleteMessage,
  findLastMessage,
  findMessageIn,
  rewriteMessage,
  type MessageRow,
} from './message-repository';
import type { RecallInputs } from './reply-context';
import { recountTurn } from './repository';
import {
  assertCompanionAllowed,
  companionOf,
  prepareReply,
  storeTurn,
  type SendDeps,
  type SendRequest,
  type SendTarget,
  type StartedSend,
  type TurnKind,
  type TurnRead,
  type TurnWrite,
} from './send-service';
import { findSendTarget } from './send-repository';
import { usageDay } from './usage';

/**
 * Regenerate and edit: the last turn of a conversation answered again. Both run the send's own
 * steps (send-service.ts: the claim and the daily count in one transaction, the reply context,
 * reply-writer.ts for the reply), so they count against the daily limit like a send, answer the
 * same 409 while a reply is in flight and the same 429 at the limit, with nothing changed. In
 * the transaction, under the claim's lock, the replaced reply is deleted (it leaves the
 * history, the export and the count) and, for an edit, the message gets its new text.
 */

export type RedoRequest = Pick<SendRequest, 'user' | 'entitlements' | 'conversationId'>;

export interface EditRequest extends RedoRequest {
  messageId: string;
  content: string;
}

/** A started regenerate or edit: the reply to write, and the reply it replaces. */
export interface StartedRedo {
  send: StartedSend;
  /** The deleted reply's id (null: an edited message that had no reply). */
  replacedMessageId: string | null;
}

const NOTHING_TO_REGENERATE =
  'There is no reply to regenerate: only the last reply of the conversation can be.';
const NOT_LAST_MESSAGE = 'Only your last message can be edited.';

interface RedoRead extends TurnRead {
  userMessage: MessageRow;
  reply: MessageRow | null;
}

/** Regenerates the conversation's last reply: its user message is answered again. */
export async function startRegenerate(deps: SendDeps, request: RedoRequest): Promise<StartedRedo> {
  return startRedo(deps, request, 'regenerate', () => ({
    read: async (statements) => {
      const last = await findLastMessage(statements.db, request.conversationId);
      // Only a chat reply answers a message (a call's turns do not).
      const answered = last?.senderType === 'model' ? last.replyToId : null;
      const userMessage = answered
        ? await findMessageIn(statements.db, request.conversationId, answered)
        : null;
      if (!last || !userMessage) {
        throw new HttpError(409, 'NOTHING_TO_REGENERATE', NOTHING_TO_REGENERATE);
      }
      return { content: userMessage.content, counted: 2, userMessage, reply: last };
    },
    write: async (statements, read, { explicitMode }) => {
      await takeOut(statements.db, request.conversationId, read.reply, explicitMode);
      return read.userMessage;
    },
  }));
}

/**
 * Edits the user's last message and answers its new text: the old reply goes, and what the
 * old text told her (the memories it made, unless pinned) is forgotten before the new text is
 * read for facts like any message.
 */
export async function startEdit(deps: SendDeps, request: EditRequest): Promise<StartedRedo> {
  return startRedo(deps, request, 'edit', (target) => ({
    read: async (statements) => {
      const { conversationId, messageId } = request;
      const message = await findMessageIn(statements.db, conversationId, messageId);
      if (!message) throw notFound('No such message in this conversation');
      const last = await findLastMessage(statements.db, conversationId);
      const reply = last?.senderType === 'model' && last.replyToId === messageId ? last : null;
      const isLast = reply !== null || last?.id === messageId;
      if (message.senderType !== 'user' || message.source !== 'chat' || !isLast) {
        throw new HttpError(409, 'NOT_LAST_MESSAGE', NOT_LAST_MESSAGE);
      }
      return {
        content: request.content,
        counted: reply ? 2 : 1,
        userMessage: message,
        reply,
      };
    },
    write: async (statements, read, { told, explicitMode }) => {
      const owner = { userId: request.user.id, companionId: target.conversation.companionId };
      await deleteMemoriesFromMessage(statements.db, owner, read.userMessage.id);
      const edited = await rewriteMessage(statements.db, read.userMessage.id, request.content);
      await takeOut(statements.db, request.conversationId, read.reply, explicitMode, told);
      return edited;
    },
  }));
}

/** Deletes the replaced reply and counts the turn's changes into the conversation. */
async function takeOut(
  db: Parameters<typeof deleteMessage>[0],
  conversationId: string,
  reply: MessageRow | null,
  explicitMode: boolean,
  told: { hasLongUserMessage: boolean; hasFirstPersonStatement: boolean } = {
    hasLongUserMessage: false,
    hasFirstPersonStatement: false,
  },
): Promise<void> {
  if (reply) await deleteMessage(db, reply.id);
  await recountTurn(
    db,
    conversationId,
    {
      count: reply ? -1 : 0,
      hasLongUserMessage: told.hasLongUserMessage,
      hasFirstPersonStatement: told.hasFirstPersonStatement,
    },
    { explicitMode },
  );
}

async function startRedo(
  deps: SendDeps,
  request: RedoRequest,
  turn: TurnKind,
  turnWrite: (target: SendTarget) => TurnWrite<RedoRead>,
): Promise<StartedRedo> {
  const { db } = deps;
  const target = await findSendTarget(db, request.user.id, request.conversationId, null);
  if (!target) throw notFound('Conversation not found');
  assertCompanionAllowed(target, request.entitlements);
  const companion = await companionOf(deps, target);
  const { conversation } = target;
  const now = deps.clock();
  const day = usageDay(deps.config, request.entitlements, now);
  const stored = await storeTurn(
    deps,
    { ...request, companion, day, userAllowsExplicit: target.userAllowsExplicit },
    turnWrite(target),
  );

  const content = stored.read.content;
  if (turn === 'edit') {
    await rememberFromMessage(db, deps.clock, deps.logger, {
      userId: request.user.id,
      companionId: conversation.companionId,
      conversationId: conversation.id,
      messageId: stored.userMessage.id,
      content,
    });
  }
  const recallInputs: RecallInputs = {
    userId: request.user.id,
    companion,
    userMessage: content,
    language: detectReplyLanguage(content),
    now,
    lastMessageAt: conversation.lastMessageAt,
    hadConversation: stored.countBefore > stored.read.counted,
  };
  const replaced = stored.read.reply;
  const send = await prepareReply(deps, {
    turn,
    user: request.user,
    target,
    recallInputs,
    stored,
    day,
    history: null,
    earlyRecall: null,
    replaced: turn === 'regenerate' && replaced ? [replaced.content] : [],
  });
  return { send, replacedMessageId: replaced?.id ?? null };
}
