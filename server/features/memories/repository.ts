import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { MemoryKind } from '#common/contracts/memories';
import type { Language } from '#common/i18n/languages';
import type { Database, Queryable } from '#server/db/client';
import { companions, companionMemories, conversations } from '#server/db/schema';
import { preparedFor } from '#server/db/prepared';

export interface Owner {
  userId: string;
  companionId: string;
}

const memoryColumns = {
  id: companionMemories.id,
  kind: companionMemories.kind,
  content: companionMemories.content,
  pinned: companionMemories.pinned,
  language: companionMemories.language,
  origin: companionMemories.origin,
  sourceMessageId: companionMemories.sourceMessageId,
  sourceExcerpt: companionMemories.sourceExcerpt,
  createdAt: companionMemories.createdAt,
  updatedAt: companionMemories.updatedAt,
  lastUsedAt: companionMemories.lastUsedAt,
};

/**
 * Whose memories a conversation reaches: its user and companion, or null when it is not this
 * user's. Read here rather than through the chats feature, which itself recalls memories.
 */
export async function findConversationOwner(
  db: Queryable,
  userId: string,
  conversationId: string,
): Promise<Owner | null> {
  const [row] = await db
    .select({ userId: conversations.userId, companionId: conversations.companionId })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), eq(conversations.userId, userId)));
  return row ?? null;
}

export type MemoryRow = Awaited<ReturnType<typeof findMemories>>[number];

const ownedBy = (owner: Owner) =>
  and(
    eq(companionMemories.userId, owner.userId),
    eq(companionMemories.companionId, owner.companionId),
  );

/** What a user's companion remembers: pinned first, then the newest. */
export async function findMemories(db: Queryable, owner: Owner, limit?: number) {
  const query = db
    .select(memoryColumns)
    .from(companionMemories)
    .where(ownedBy(owner))
    .orderBy(
      desc(companionMemories.pinned),
      desc(companionMemories.updatedAt),
      desc(companionMemories.createdAt),
      asc(companionMemories.id),
    );
  return limit === undefined ? query : query.limit(limit);
}

const toRecall = preparedFor((db) =>
  db
    .select(memoryColumns)
    .from(companionMemories)
    .where(
      and(
        eq(companionMemories.userId, sql.placeholder('userId')),
        eq(companionMemories.companionId, sql.placeholder('companionId')),
      ),
    )
    .orderBy(
      desc(companionMemories.pinned),
      desc(companionMemories.updatedAt),
      desc(companionMemories.createdAt),
      asc(companionMemories.id),
    )
    .limit(sql.placeholder('limit'))
    .prepare('memories_to_recall'),
);

/** findMemories for a reply (every send reads them): a statement prepared once. */
export async function findMemoriesToRecall(db: Database, owner: Owner, limit: number) {
  return toRecall(db).execute({ userId: owner.userId, companionId: owner.companionId, limit });
}

export async function findMemory(db: Queryable, owner: Owner, id: string) {
  const [row] = await db
    .select(memoryColumns)
    .from(companionMemories)
    .where(and(ownedBy(owner), eq(companionMemories.id, id)));
  return row ?? null;
}

export interface NewMemory {
  kind: MemoryKind;
  content: string;
  language: Language;
  origin: 'chat' | 'call' | 'user';
  sourceMessageId: string | null;
  sourceExcerpt: string;
  conversationId: string | null;
  at: Date;
}

export async function insertMemory(db: Queryable, owner: Owner, values: NewMemory) {
  const [row] = await db
    .insert(companionMemories)
    .values({
      userId: owner.userId,
      companionId: owner.companionId,
      conversationId: values.conversationId,
      kind: values.kind,
      content: values.content,
      language: values.language,
      origin: values.origin,
      sourceMessageId: values.sourceMessageId,
      sourceExcerpt: values.sourceExcerpt,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .returning(memoryColumns);
  if (!row) throw new Error('insert returned no row');
  return row;
}

export interface MemoryPatch {
  kind?: MemoryKind;
  content?: string;
  language?: Language;
  pinned?: boolean;
  origin?: 'chat' | 'call' | 'user';
  sourceMessageId?: string | null;
  sourceExcerpt?: string;
  conversationId?: string | null;
  updatedAt?: Date;
}

export async function updateMemory(db: Queryable, owner: Owner, id: string, patch: MemoryPatch) {
  const [row] = await db
    .update(companionMemories)
    .set(patch)
    .where(and(ownedBy(owner), eq(companionMemories.id, id)))
    .returning(memoryColumns);
  return row ?? null;
}

/**
 * Forgets what a message told (its text was edited), except memories the user pinned: those
 * they chose to keep. Answers how many were forgotten.
 */
export async function deleteMemoriesFromMessage(
  db: Queryable,
  owner: Owner,
  messageId: string,
): Promise<number> {
  const deleted = await db
    .delete(companionMemories)
    .where(
      and(
        ownedBy(owner),
        eq(companionMemories.sourceMessageId, messageId),
        eq(companionMemories.pinned, false),
      ),
    )
    .returning({ id: companionMemories.id });
  return deleted.length;
}

export async function deleteMemory(db: Queryable, owner: Owner, id: string): Promise<boolean> {
  const deleted = await db
    .delete(companionMemories)
    .where(and(ownedBy(owner), eq(companionMemories.id, id)))
    .returning({ id: companionMemories.id });
  return deleted.length > 0;
}

export async function deleteAllMemories(db: Queryable, owner: Owner): Promise<number> {
  const deleted = await db
    .delete(companionMemories)
    .where(ownedBy(owner))
    .returning({ id: companionMemories.id });
  return deleted.length;
}

/** Keeps the newest `keep` memories (pinned ones always stay); the rest are forgotten. */
export async function trimMemories(db: Queryable, owner: Owner, keep: number) {
  const newest = db
    .select({ id: companionMemories.id })
    .from(companionMemories)
    .where(ownedBy(owner))
    .orderBy(desc(companionMemories.pinned), desc(companionMemories.updatedAt))
    .limit(keep);
  await db
    .delete(companionMemories)
    .where(
      and(
        ownedBy(owner),
        eq(companionMemories.pinned, false),
        notInArray(companionMemories.id, newest),
      ),
    );
}

export async function countMemories(db: Queryable, owner: Owner): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(companionMemories)
    .where(ownedBy(owner));
  return row?.count ?? 0;
}

export async function markMemoriesUsed(db: Queryable, ids: readonly string[], at: Date) {
  if (ids.length === 0) return;
  await db
    .update(companionMemories)
    .set({ lastUsedAt: at })
    .where(inArray(companionMemories.id, [...ids]));
}

/** Every memory of a user with the companion's name, for "Download my data". */
export async function findMemoriesForExport(db: Queryable, userId: string) {
  return db
    .select({
      id: companionMemories.id,
      companion: companions.name,
      conversationId: companionMemories.conversationId,
      kind: companionMemories.kind,
      content: companionMemories.content,
      pinned: companionMemories.pinned,
      origin: companionMemories.origin,
      sourceMessageId: companionMemories.sourceMessageId,
      sourceExcerpt: companionMemories.sourceExcerpt,
      language: companionMemories.language,
      createdAt: companionMemories.createdAt,
      updatedAt: companionMemories.updatedAt,
      lastUsedAt: companionMemories.lastUsedAt,
    })
    .from(companionMemories)
    .innerJoin(companions, eq(companions.id, companionMemories.companionId))
    .where(eq(companionMemories.userId, userId))
    .orderBy(asc(companions.name), desc(companionMemories.createdAt));
}
