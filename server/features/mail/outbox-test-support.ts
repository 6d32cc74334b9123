import { desc, eq } from 'drizzle-orm';
import { vi } from 'vitest';
import type { Database } from '#server/db/client';
import { mailOutbox } from '#server/db/schema';
import { updateAccount } from '#server/features/accounts/account-repository';

type OutboxRow = typeof mailOutbox.$inferSelect;

/** Test helpers around the outbox: read it, and wait for e-mails sent after a response. */

export async function outboxRowsTo(db: Database, to: string) {
  return db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, to.toLowerCase()))
    .orderBy(desc(mailOutbox.createdAt));
}

/**
 * Polls until at least `count` e-mails of `template` to `to` are in the outbox (some are sent
 * after the response, e.g. reset links); returns them newest first.
 */
export async function waitForMails(
  db: Database,
  to: string,
  template: string,
  { count = 1, status }: { count?: number; status?: OutboxRow['status'] } = {},
): Promise<OutboxRow[]> {
  return vi.waitFor(
    async () => {
      const rows = (await outboxRowsTo(db, to)).filter(
        (row) => row.template === template && (status === undefined || row.status === status),
      );
      if (rows.length < count) throw new Error(`waiting for ${template} e-mails to ${to}`);
      return rows;
    },
    { timeout: 10_000, interval: 20 },
  );
}

export async function makeAdmin(db: Database, userId: string) {
  await updateAccount(db, userId, { role: 'admin' });
}
