import { and, eq, sql } from 'drizzle-orm';
import type { Database, Queryable } from '#server/db/client';
import { callSessions } from '#server/db/schema';

/** The calls the server started (call_sessions): what a transcript must be posted with. */

export interface CallSession {
  id: string;
  userId: string;
  conversationId: string;
  expiresAt: Date;
  turnsCount: number;
}

export async function insertCallSession(
  db: Queryable,
  values: { userId: string; conversationId: string; startedAt: Date; expiresAt: Date },
): Promise<string> {
  const [row] = await db.insert(callSessions).values(values).returning({ id: callSessions.id });
  if (!row) throw new Error('a call session was not stored');
  return row.id;
}

/** The call if it is this user's; null for an unknown id or another user's call. */
export async function findOwnCallSession(
  db: Database,
  userId: string,
  id: string,
): Promise<CallSession | null> {
  const [row] = await db
    .select({
      id: callSessions.id,
      userId: callSessions.userId,
      conversationId: callSessions.conversationId,
      expiresAt: callSessions.expiresAt,
      turnsCount: callSessions.turnsCount,
    })
    .from(callSessions)
    .where(and(eq(callSessions.id, id), eq(callSessions.userId, userId)));
  return row ?? null;
}

/**
 * Adds `added` turns to the call unless that passes `cap`: false then. One conditional UPDATE,
 * whose row lock queues concurrent posts of the same call, so together they cannot pass the cap.
 */
export async function addCallTurns(
  tx: Queryable,
  id: string,
  added: number,
  cap: number,
): Promise<boolean> {
  const rows = await tx
    .update(callSessions)
    .set({ turnsCount: sql`${callSessions.turnsCount} + ${added}` })
    .where(and(eq(callSessions.id, id), sql`${callSessions.turnsCount} + ${added} <= ${cap}`))
    .returning({ id: callSessions.id });
  return rows.length > 0;
}
