import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { RelationshipStage } from '../../../common/chat/stage';
import type { Database } from '../../db/client';
import { aiModels, conversations, messages } from '../../db/schema';

/** The database or an open transaction. */
export type Queryable = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** A reply older than this no longer counts as in flight (its process most likely died). */
export const PENDING_STALE_AFTER = sql`interval '2 minutes'`;

/** Whether a reply is being written, judged by the database's clock like the claim below. */
const replyPending = sql<boolean>`coalesce(${conversations.replyPendingSince} > now() - ${PENDING_STALE_AFTER}, false)`;

const conversationColumns = {
  id: conversations.id,
  userId: conversations.userId,
  modelId: conversations.modelId,
  modelSlug: aiModels.slug,
  title: conversations.title,
  messageCount: conversations.messageCount,
  relationshipStage: conversations.relationshipStage,
  explicitMode: conversations.explicitMode,
  replyPending,
  createdAt: conversations.createdAt,
  lastMessageAt: conversations.lastMessageAt,
};

export type ConversationRow = NonNullable<Awaited<ReturnType<typeof findOwnConversation>>>;

/** The user's conversation, or null for an unknown id or someone else's (both answer 404). */
export async function findOwnConversation(db: Queryable, userId: string, id: string) {
  const [row] = await db
    .select(conversationColumns)
    .from(conversations)
    .innerJoin(aiModels, eq(aiModels.id, conversations.modelId))
    .where(and(eq(conversations.id, id), eq(conversations.userId, userId)));
  return row ?? null;
}

export async function findConversationOfModel(db: Queryable, userId: string, modelId: string) {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.userId, userId), eq(conversations.modelId, modelId)));
  return row ?? null;
}

/** Inserts unless the pair exists (a concurrent create wins quietly); true when it inserted. */
export async function insertConversation(
  db: Queryable,
  values: { userId: string; modelId: string; title: string | null },
): Promise<boolean> {
  const inserted = await db
    .insert(conversations)
    .values(values)
    .onConflictDoNothing({ target: [conversations.userId, conversations.modelId] })
    .returning({ id: conversations.id });
  return inserted.length > 0;
}

/** The user's conversations, most recently active first, with what a list row shows. */
export async function findConversationSummaries(db: Queryable, userId: string) {
  return db
    .select({
      id: conversations.id,
      modelId: conversations.modelId,
      modelSlug: aiModels.slug,
      modelName: aiModels.name,
      modelNameBg: aiModels.nameBg,
      avatarMediaId: aiModels.avatarMediaId,
      isActive: aiModels.isActive,
      lastMessageAt: conversations.lastMessageAt,
      messageCount: conversations.messageCount,
      relationshipStage: conversations.relationshipStage,
    })
    .from(conversations)
    .innerJoin(aiModels, eq(aiModels.id, conversations.modelId))
    .where(eq(conversations.userId, userId))
    .orderBy(
      desc(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`),
      desc(conversations.id),
    );
}

/**
 * Marks a reply as in flight unless one already is: the one statement that serialises sends
 * per conversation (the row lock it takes also orders concurrent claims). Null when the
 * conversation is not the user's or a reply is pending.
 */
export async function claimReply(db: Queryable, userId: string, id: string) {
  const [row] = await db
    .update(conversations)
    .set({ replyPendingSince: sql`now()` })
    .where(
      and(
        eq(conversations.id, id),
        eq(conversations.userId, userId),
        sql`(${conversations.replyPendingSince} is null or ${conversations.replyPendingSince} <= now() - ${PENDING_STALE_AFTER})`,
      ),
    )
    .returning({ id: conversations.id });
  return row ?? null;
}

export interface ConversationState {
  messageCount: number;
  relationshipStage: RelationshipStage;
  explicitMode: boolean;
}

export async function updateConversationState(
  db: Queryable,
  id: string,
  state: ConversationState,
  { clearPending }: { clearPending: boolean },
) {
  await db
    .update(conversations)
    .set({
      ...state,
      lastMessageAt: sql`now()`,
      ...(clearPending ? { replyPendingSince: null } : {}),
    })
    .where(eq(conversations.id, id));
}

export async function releaseReply(db: Queryable, id: string) {
  await db.update(conversations).set({ replyPendingSince: null }).where(eq(conversations.id, id));
}

/** Empties the conversation and starts its relationship again. */
export async function clearConversation(db: Database, id: string) {
  await db.transaction(async (tx) => {
    await tx.delete(messages).where(eq(messages.conversationId, id));
    await tx
      .update(conversations)
      .set({ messageCount: 0, relationshipStage: 'initial', explicitMode: false })
      .where(eq(conversations.id, id));
  });
}

/** Conversations per companion, for many companions in one grouped query. */
export async function countConversationsByModel(db: Queryable, modelIds: readonly string[]) {
  const counts = new Map<string, number>(modelIds.map((id) => [id, 0]));
  if (modelIds.length === 0) return counts;
  const rows = await db
    .select({ modelId: conversations.modelId, count: sql<number>`count(*)::int` })
    .from(conversations)
    .where(inArray(conversations.modelId, [...modelIds]))
    .groupBy(conversations.modelId);
  for (const row of rows) counts.set(row.modelId, row.count);
  return counts;
}
