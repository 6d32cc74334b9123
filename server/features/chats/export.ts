import { asc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import type { UserDataSection } from '#server/plugins/user-data';
import { companions, conversations } from '#server/db/schema';
import { findMessagesOf } from './message-repository';

/**
 * The user's conversations with every message, for "Download my data". The file's field names
 * (`modelId`, `modelName`) are what users already downloaded: they stay as they are.
 */
export async function exportConversations(db: Database, userId: string) {
  const rows = await db
    .select({
      id: conversations.id,
      modelId: conversations.companionId,
      modelName: companions.name,
      title: conversations.title,
      relationshipStage: conversations.relationshipStage,
      explicitMode: conversations.explicitMode,
      messageCount: conversations.messageCount,
      createdAt: conversations.createdAt,
      lastMessageAt: conversations.lastMessageAt,
    })
    .from(conversations)
    .innerJoin(companions, eq(companions.id, conversations.companionId))
    .where(eq(conversations.userId, userId))
    .orderBy(asc(conversations.createdAt));
  return Promise.all(
    rows.map(async (row) => ({
      ...row,
      messages: (await findMessagesOf(db, row.id)).map((message) => ({
        sender: message.senderType,
        content: message.content,
        createdAt: message.createdAt,
      })),
    })),
  );
}

export const conversationsSection: UserDataSection = {
  name: 'conversations',
  collect: exportConversations,
};
