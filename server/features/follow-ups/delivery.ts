import { deliverCompanionMessage, type NotificationDeps } from '#server/features/notifications';
import { findUndelivered, lockUndelivered, markDelivered } from './repository';

/** How many owed notifications one round makes up for (the rest wait for the next round). */
const REDELIVER_BATCH = 100;

/**
 * Brings a stored follow-up to the user's notice (push or e-mail, decision 023) if its
 * notification is still owed, and marks it delivered. The row stays locked while it is sent:
 * another process skips it, and a process that dies before marking it rolls the mark back, so
 * the next round sends it (decision 022: at least once, never lost; a duplicate only if the
 * process dies between sending and committing). A failure is logged and not tried again: the
 * message is in the chat, unread, either way. Answers whether this call handled it.
 */
export async function deliverFollowUp(app: NotificationDeps, id: string): Promise<boolean> {
  return app.db.transaction(async (tx) => {
    const row = await lockUndelivered(tx, id);
    if (!row) return false;
    const facts = { followUpId: id, reason: row.reason, companionId: row.companionId };
    if (!row.messageId || !row.conversationId || row.content === null || !row.at) {
      app.log.warn(facts, 'Follow-up not delivered: its message was deleted');
    } else if (!row.fresh) {
      app.log.error(facts, 'Follow-up not delivered within a day: given up');
    } else {
      try {
        const delivery = await deliverCompanionMessage(app, {
          userId: row.userId,
          companionId: row.companionId,
          conversationId: row.conversationId,
          messageId: row.messageId,
          text: row.content,
          at: row.at,
        });
        app.log.info({ ...facts, delivery }, 'Follow-up sent');
      } catch (error) {
        app.log.error({ ...facts, err: error }, 'Follow-up stored, but its notification failed');
      }
    }
    await markDelivered(tx, id, app.clock());
    return true;
  });
}

/**
 * Part of each follow-ups round: the notifications still owed for follow-ups stored a couple of
 * minutes ago or more (the process that stored them died before delivering), one by one.
 */
export async function redeliverFollowUps(app: NotificationDeps): Promise<number> {
  let delivered = 0;
  for (const id of await findUndelivered(app.db, REDELIVER_BATCH)) {
    if (await deliverFollowUp(app, id)) delivered += 1;
  }
  return delivered;
}
