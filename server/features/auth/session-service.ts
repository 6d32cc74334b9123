import { addMilliseconds, type Clock } from '#server/clock';
import type { Database } from '#server/db/client';
import type { SessionInfo } from '#server/plugins/session';
import type { SessionCache } from '#server/plugins/session-cache';
import type { Account } from '#server/features/accounts';
import {
  deleteExpiredSessionsOfUser,
  deleteSessionById,
  deleteSessionByTokenHash,
  extendSession,
  findLiveSession,
  insertSession,
} from './session-repository';
import { hashSessionToken, newSessionToken } from './tokens';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * 30 days sliding; without "Remember me", 12 hours sliding (docs/product-rules.md, "Accounts and
 * sessions").
 */
export const REMEMBERED_LIFETIME_MS = 30 * DAY_MS;
export const SHORT_LIFETIME_MS = 12 * HOUR_MS;
/** Sliding writes at most this often per session: one write, not one per request. */
export const TOUCH_INTERVAL_MS = MINUTE_MS;
/** User-Agent is kept only to tell sessions apart in the export; long ones are cut. */
const USER_AGENT_MAX = 256;

export function sessionLifetime(remember: boolean): number {
  return remember ? REMEMBERED_LIFETIME_MS : SHORT_LIFETIME_MS;
}

export interface StartedSession {
  token: string;
  session: SessionInfo;
}

export interface SessionOptions {
  remember: boolean;
  userAgent?: string | undefined;
}

function trimUserAgent(userAgent: string | undefined): string | null {
  const trimmed = userAgent?.trim();
  return trimmed ? trimmed.slice(0, USER_AGENT_MAX) : null;
}

export async function startSession(
  db: Database,
  clock: Clock,
  userId: string,
  { remember, userAgent }: SessionOptions,
): Promise<StartedSession> {
  const now = clock();
  const token = newSessionToken();
  await deleteExpiredSessionsOfUser(db, userId, now);
  const id = await insertSession(db, {
    userId,
    tokenHash: hashSessionToken(token),
    remember,
    createdAt: now,
    expiresAt: addMilliseconds(now, sessionLifetime(remember)),
    userAgent: trimUserAgent(userAgent),
  });
  return { token, session: { id, userId, remember } };
}

export interface ResolvedSession {
  account: Account;
  session: SessionInfo;
  /** The expiry moved forward: a remembered cookie should be sent again with a new Max-Age. */
  extended: boolean;
}

type LiveSession = NonNullable<Awaited<ReturnType<typeof findLiveSession>>>;

/**
 * The signed-in user of a token, or null when the token is unknown, expired or revoked, or the
 * account is not active (a suspended user's old sessions stop working at once).
 *
 * With `cache` (this process's, server/plugins/session-cache.ts), a live session read in the
 * last SESSION_CACHE_TTL_MS is answered without a query; whatever revokes it or changes its
 * account drops it in every process first. The sliding expiry still writes at most once a
 * minute: a cached session's `lastUsedAt` moves with the write (or the attempt, when another
 * request or process wrote first), so cached hits do not try again each time.
 */
export async function resolveSession(
  db: Database,
  clock: Clock,
  token: string,
  cache?: SessionCache,
): Promise<ResolvedSession | null> {
  const now = clock();
  const tokenHash = hashSessionToken(token);
  let found = cache?.get<LiveSession>(tokenHash) ?? null;
  if (!found || found.session.expiresAt.getTime() <= now.getTime()) {
    const mark = cache?.mark() ?? 0;
    found = await findLiveSession(db, tokenHash, now);
    if (!found || found.account.status !== 'active') return null;
    cache?.set(tokenHash, mark, found, {
      userId: found.session.userId,
      sessionId: found.session.id,
      expiresAt: found.session.expiresAt,
    });
  }
  const { session, account } = found;
  let extended = false;
  if (now.getTime() - session.lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) {
    const expiresAt = addMilliseconds(now, sessionLifetime(session.remember));
    extended = await extendSession(db, session.id, {
      now,
      expiresAt,
      staleBefore: addMilliseconds(now, -TOUCH_INTERVAL_MS + 1),
    });
    session.lastUsedAt = now;
    if (extended) session.expiresAt = expiresAt;
  }
  const info = { id: session.id, userId: session.userId, remember: session.remember };
  // A copy: the cached snapshot is shared by every request of the session.
  return { account: { ...account }, session: info, extended };
}

/**
 * A new token for the same user and kind of session; the old one stops working at once. Both
 * happen in one transaction, and a session revoked meanwhile is not revived.
 */
export async function rotateSession(
  db: Database,
  clock: Clock,
  current: SessionInfo,
  userAgent: string | undefined,
): Promise<StartedSession | null> {
  return db.transaction(async (tx) => {
    if (!(await deleteSessionById(tx, current.id))) return null;
    const now = clock();
    const token = newSessionToken();
    const id = await insertSession(tx, {
      userId: current.userId,
      tokenHash: hashSessionToken(token),
      remember: current.remember,
      createdAt: now,
      expiresAt: addMilliseconds(now, sessionLifetime(current.remember)),
      userAgent: trimUserAgent(userAgent),
    });
    return { token, session: { ...current, id } };
  });
}

export async function endSession(db: Database, token: string): Promise<void> {
  await deleteSessionByTokenHash(db, hashSessionToken(token));
}
