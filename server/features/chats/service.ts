import type { Conversation, ConversationsQuery, Usage } from '#common/contracts/chats';
import type { AppConfig } from '#server/config';
import type { Clock } from '#server/clock';
import type { Database } from '#server/db/client';
import { HttpError, notFound, premiumRequired } from '#server/http-error';
import type { Entitlements } from '#server/features/accounts';
import { forgetCompanion } from '#server/features/memories';
import { escapeLikePattern, findCompanionByAnyId } from '#server/features/companions';
import {
  findOwnMessagesPageJson,
  findOwnMessagesVersion,
  messageExists,
} from './message-repository';
import {
  clearConversation,
  deleteOwnConversation,
  findConversationOfCompanion,
  findOwnConversation,
  insertConversation,
  markConversationRead,
  type ConversationRow,
} from './repository';
import { readUsed, toUsage, usageDay } from './usage';
import { toConversation } from './view';
import { findConversationListJson, findConversationListVersion } from './list-repository';
import { keptAnswer } from './kept-answers';

export const PREMIUM_COMPANION = 'This companion is for Premium members.';

/** Another user's conversation is "not found", never "forbidden" (docs/api.md, "Conventions"). */
export async function ownConversation(
  db: Database,
  userId: string,
  id: string,
): Promise<ConversationRow> {
  const row = await findOwnConversation(db, userId, id);
  if (!row) throw notFound('Conversation not found');
  return row;
}

/**
 * A page of the user's conversations, newest activity first, found by `q` when given, with the
 * unread total of all of them: the answer's JSON text as PostgreSQL wrote it
 * (`conversationsResponseSchema`), kept in the process while its rows are unchanged.
 */
export async function listConversationsJson(
  db: Database,
  userId: string,
  { q, limit, cursor }: ConversationsQuery,
): Promise<string> {
  if (cursor) await ownConversation(db, userId, cursor);
  const read = () =>
    findConversationListJson(db, userId, {
      pattern: q ? `%${escapeLikePattern(q)}%` : null,
      cursor: cursor ?? null,
      limit,
    });
  // A search is typed once and changes with every key: not worth keeping.
  if (q) return read();
  const version = await findConversationListVersion(db, userId);
  return keptAnswer(db, `list:${userId}:${limit}:${cursor ?? ''}`, version, read);
}

/** The user has seen the conversation: its companion messages until now are read. */
export async function markRead(db: Database, userId: string, id: string): Promise<void> {
  if (!(await markConversationRead(db, userId, id))) throw notFound('Conversation not found');
}

/**
 * Deletes the conversation and its messages (what she remembers stays unless `keepMemories` is
 * false); not while a reply is written. Opening a chat with her again starts a new one.
 */
export async function deleteConversation(
  db: Database,
  userId: string,
  id: string,
  { keepMemories }: { keepMemories: boolean },
): Promise<void> {
  const row = await ownConversation(db, userId, id);
  if (row.replyPending) throw replyInFlight();
  if (!(await deleteOwnConversation(db, userId, id))) {
    // A reply started between the check and the delete, or another tab deleted it first.
    await ownConversation(db, userId, id);
    throw replyInFlight();
  }
  if (!keepMemories) await forgetCompanion(db, { userId, companionId: row.companionId });
}

/**
 * Starts the conversation with a companion, or answers the existing one (`created: false`):
 * there is one per user and companion. Premium companions need a premium plan.
 */
export async function openConversation(
  db: Database,
  userId: string,
  entitlements: Entitlements,
  request: { aiModelId: string; title?: string },
): Promise<{ conversation: Conversation; created: boolean }> {
  const companion = await findCompanionByAnyId(db, request.aiModelId, userId);
  if (!companion || !companion.isActive)
    throw notFound(`No companion matches "${request.aiModelId}"`);
  if (companion.isPremium && !entitlements.isPremium) throw premiumRequired(PREMIUM_COMPANION);
  const created = await insertConversation(db, {
    userId,
    companionId: companion.id,
    title: request.title || null,
  });
  const found = await findConversationOfCompanion(db, userId, companion.id);
  if (!found) throw new Error('conversation vanished after insert');
  return { conversation: toConversation(await ownConversation(db, userId, found.id)), created };
}

export async function getConversation(db: Database, userId: string, id: string) {
  return toConversation(await ownConversation(db, userId, id));
}

/**
 * A page of messages, oldest first; `nextCursor` pages further back (null at the start). The
 * answer's JSON text as PostgreSQL wrote it (`messagesPageSchema`), kept in the process while
 * the conversation's messages are unchanged.
 */
export async function listMessagesJson(
  db: Database,
  userId: string,
  id: string,
  { limit, before }: { limit: number; before?: string },
): Promise<string> {
  const version = await findOwnMessagesVersion(db, userId, id);
  if (version === null) throw notFound('Conversation not found');
  return keptAnswer(db, `messages:${id}:${limit}:${before ?? ''}`, version, async () => {
    const { shown, body } = await findOwnMessagesPageJson(db, {
      userId,
      conversationId: id,
      limit,
      beforeId: before ?? null,
    });
    // Nothing to show: an empty conversation, or a cursor that is not one of its messages.
    if (shown === 0 && before && !(await messageExists(db, id, before))) {
      throw notFound('No such message in this conversation');
    }
    return body;
  });
}

/** Empties the conversation (stage initial, explicit mode off); not while a reply is written. */
export async function clearMessages(db: Database, userId: string, id: string): Promise<void> {
  const row = await ownConversation(db, userId, id);
  if (row.replyPending) throw replyInFlight();
  await clearConversation(db, id);
}

export function replyInFlight(): HttpError {
  return new HttpError(409, 'CONFLICT', 'Please wait for the reply to your last message.');
}

export async function currentUsage(
  db: Database,
  config: AppConfig,
  clock: Clock,
  userId: string,
  entitlements: Entitlements,
): Promise<Usage> {
  const day = usageDay(config, entitlements, clock());
  return toUsage(day, await readUsed(db, userId, day.day));
}
