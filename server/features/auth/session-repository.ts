import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Database, Queryable } from '#server/db/client';
import { preparedFor } from '#server/db/prepared';
import { sessions, users } from '#server/db/schema';
import { ACCOUNT_COLUMNS } from '#server/features/accounts';
import { invalidateSessions } from '#server/plugins/session-cache';

export interface NewSession {
  userId: string;
  tokenHash: string;
  remember: boolean;
  createdAt: Date;
  expiresAt: Date;
  userAgent: string | null;
}

export async function insertSession(db: Queryable, session: NewSession) {
  const [row] = await db
    .insert(sessions)
    .values({ ...session, lastUsedAt: session.createdAt })
    .returning({ id: sessions.id });
  return row!.id;
}

/** findLiveSession's query, built once per database handle (it runs on every request). */
const liveSession = preparedFor((db) =>
  db
    .select({
      session: {
        id: sessions.id,
        userId: sessions.userId,
        remember: sessions.remember,
        lastUsedAt: sessions.lastUsedAt,
        expiresAt: sessions.expiresAt,
      },
      account: ACCOUNT_COLUMNS,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('session_live'),
);

/** The unexpired session of a token hash, with its user, in one query (every request runs it). */
export async function findLiveSession(db: Database, tokenHash: string, now: Date) {
  const [row] = await liveSession(db).execute({ tokenHash, now });
  return row ?? null;
}

/**
 * Slides the expiry, unless another request did so since `staleBefore`: parallel requests of
 * one page then write once, not once each. Returns whether this call wrote.
 */
export async function extendSession(
  db: Queryable,
  id: string,
  { now, expiresAt, staleBefore }: { now: Date; expiresAt: Date; staleBefore: Date },
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ lastUsedAt: now, expiresAt })
    .where(and(eq(sessions.id, id), lt(sessions.lastUsedAt, staleBefore)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

export async function deleteSessionByTokenHash(db: Queryable, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  // Every deletion below also ends the cached copies in every process.
  await invalidateSessions(db, { tokenHash });
}

/** Returns whether the session still existed (a refresh must not revive a revoked one). */
export async function deleteSessionById(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.delete(sessions).where(eq(sessions.id, id)).returning({ id: sessions.id });
  await invalidateSessions(db, { sessionId: id });
  return rows.length > 0;
}

/** Every session of a user, or every one but `exceptId` (a password change keeps its own). */
export async function deleteSessionsOfUser(db: Queryable, userId: string, exceptId?: string) {
  const condition = exceptId
    ? and(eq(sessions.userId, userId), ne(sessions.id, exceptId))
    : eq(sessions.userId, userId);
  await db.delete(sessions).where(condition);
  await invalidateSessions(db, { userId });
}

/** Expired rows are dead already; sign-in clears the user's so the table does not grow. */
export async function deleteExpiredSessionsOfUser(db: Queryable, userId: string, now: Date) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
}

/** For the data export: when and from what, never the token hash. */
export async function listSessionsOfUser(db: Queryable, userId: string) {
  return db
    .select({
      id: sessions.id,
      remember: sessions.remember,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt));
}
