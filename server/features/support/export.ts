import { asc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import type { UserDataSection } from '#server/plugins/user-data';
import { supportTickets } from '#server/db/schema';
import { NOVA_NAME } from './agent/nova-lines';
import { findTicketMessages } from './message-repository';

/**
 * The user's support tickets with the messages they can see, for "Download my data". Staff's
 * internal notes are left out: they are never shown to the ticket's owner.
 */
export async function exportTickets(db: Database, userId: string) {
  const rows = await db
    .select({
      id: supportTickets.id,
      title: supportTickets.title,
      description: supportTickets.description,
      category: supportTickets.category,
      priority: supportTickets.priority,
      status: supportTickets.status,
      language: supportTickets.language,
      aiAttempts: supportTickets.aiAttempts,
      createdAt: supportTickets.createdAt,
      updatedAt: supportTickets.updatedAt,
    })
    .from(supportTickets)
    .where(eq(supportTickets.userId, userId))
    .orderBy(asc(supportTickets.createdAt));
  return Promise.all(
    rows.map(async (row) => ({
      ...row,
      messages: (await findTicketMessages(db, row.id, { includeInternal: false })).map(
        (message) => ({
          sender: message.sender,
          senderName: message.sender === 'ai' ? NOVA_NAME[row.language] : message.authorName,
          content: message.content,
          createdAt: message.createdAt,
        }),
      ),
    })),
  );
}

export const ticketsSection: UserDataSection = { name: 'tickets', collect: exportTickets };
