import type { Memory, MemoryKind } from '#common/contracts/memories';
import { detectReplyLanguage } from '#common/i18n/detect-reply-language';
import type { Clock } from '#server/clock';
import type { Database } from '#server/db/client';
import type { UserDataSection } from '#server/plugins/user-data';
import { HttpError, notFound } from '#server/http-error';
import { MAX_MEMORIES } from './remember';
import {
  countMemories,
  deleteAllMemories,
  deleteMemory,
  findConversationOwner,
  findMemories,
  findMemoriesForExport,
  insertMemory,
  updateMemory,
  type Owner,
} from './repository';
import { toMemory } from './view';

export {
  learnFromMessage,
  rememberFromMessage,
  type MemoryLogger,
  type ToldMessage,
} from './remember';
export { recallForReply, NOTHING_RECALLED, type Recall } from './recall/recall';

/**
 * What a companion remembers, in the user's hands: list, add, correct, pin, delete, forget all.
 * Memories belong to the user and the companion; the API reaches them through the user's
 * conversation with her, so another user's conversation or memory is "not found".
 */

async function ownerOf(db: Database, userId: string, conversationId: string): Promise<Owner> {
  const owner = await findConversationOwner(db, userId, conversationId);
  if (!owner) throw notFound('Conversation not found');
  return owner;
}

const MEMORY_NOT_FOUND = 'Memory not found';

export async function listMemories(
  db: Database,
  userId: string,
  conversationId: string,
): Promise<Memory[]> {
  return (await findMemories(db, await ownerOf(db, userId, conversationId))).map(toMemory);
}

/** The user tells her something to remember directly (origin "user", no source message). */
export async function addMemory(
  db: Database,
  clock: Clock,
  userId: string,
  conversationId: string,
  request: { content: string; kind: MemoryKind },
): Promise<Memory> {
  const owner = await ownerOf(db, userId, conversationId);
  if ((await countMemories(db, owner)) >= MAX_MEMORIES) {
    throw new HttpError(
      409,
      'CONFLICT',
      `She can remember at most ${MAX_MEMORIES} things. Delete some memories first.`,
    );
  }
  const row = await insertMemory(db, owner, {
    kind: request.kind,
    content: request.content,
    language: detectReplyLanguage(request.content),
    origin: 'user',
    sourceMessageId: null,
    sourceExcerpt: '',
    conversationId,
    at: clock(),
  });
  return toMemory(row);
}

/**
 * Corrects or pins a memory. A correction keeps where the memory came from (its source
 * message and origin): the panel still shows what the user originally said.
 */
export async function changeMemory(
  db: Database,
  clock: Clock,
  userId: string,
  conversationId: string,
  memoryId: string,
  change: { content?: string; pinned?: boolean },
): Promise<Memory> {
  const owner = await ownerOf(db, userId, conversationId);
  const corrected =
    change.content === undefined
      ? {}
      : {
          content: change.content,
          language: detectReplyLanguage(change.content),
          updatedAt: clock(),
        };
  const row = await updateMemory(db, owner, memoryId, {
    ...corrected,
    ...(change.pinned === undefined ? {} : { pinned: change.pinned }),
  });
  if (!row) throw notFound(MEMORY_NOT_FOUND);
  return toMemory(row);
}

export async function removeMemory(
  db: Database,
  userId: string,
  conversationId: string,
  memoryId: string,
): Promise<void> {
  const owner = await ownerOf(db, userId, conversationId);
  if (!(await deleteMemory(db, owner, memoryId))) throw notFound(MEMORY_NOT_FOUND);
}

/** "Forget everything": every memory of this user with this companion. */
export async function forgetAll(db: Database, userId: string, conversationId: string) {
  await deleteAllMemories(db, await ownerOf(db, userId, conversationId));
}

/** For clearing a conversation without keeping what she remembers (the caller checked ownership). */
export async function forgetCompanion(db: Database, owner: Owner): Promise<void> {
  await deleteAllMemories(db, owner);
}

/** The "memories" section of "Download my data". */
export const memoriesSection: UserDataSection = {
  name: 'memories',
  collect: (db, userId) => findMemoriesForExport(db, userId),
};
