import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '#common/i18n/languages';
import { addMilliseconds, type Clock } from '#server/clock';
import type { Database } from '#server/db/client';
import { HttpError } from '#server/http-error';
import type { Mailer } from '#server/features/mail';
import { findAccountByEmail, findAccountById, updateAccount } from '#server/features/accounts';
import { rateLimited, type Throttle, type ThrottleRule } from '#server/plugins/throttle';
import { LOGIN_PER_ACCOUNT } from './login-throttle';
import { hashPassword } from './passwords';
import {
  consumeReset,
  deleteResetsOfUser,
  findLiveReset,
  insertPasswordReset,
} from './password-reset-repository';
import { deleteSessionsOfUser } from './session-repository';
import { hashSessionToken, newSessionToken } from './tokens';

const MINUTE_MS = 60_000;

/** How long a reset link works. */
export const RESET_LINK_MINUTES = 60;
/** Reset requests for one e-mail address (5 an hour): nobody's inbox gets flooded. */
export const RESET_REQUEST_PER_EMAIL: ThrottleRule = {
  name: 'reset-email',
  limit: 5,
  windowMs: 60 * MINUTE_MS,
};
/** Reset requests from one client address (20 an hour): slows probing many addresses. */
export const RESET_REQUEST_PER_ADDRESS: ThrottleRule = {
  name: 'reset-ip',
  limit: 20,
  windowMs: 60 * MINUTE_MS,
};

export interface PasswordResetDeps {
  db: Database;
  clock: Clock;
  throttle: Throttle;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

export interface ResetRequest {
  email: string;
  language?: Language | undefined;
  ip: string;
  /** Where the link in the e-mail points (appBaseUrl). */
  baseUrl: string;
}

export function invalidResetToken(): HttpError {
  return new HttpError(400, 'INVALID_RESET_TOKEN', 'This reset link is invalid or has expired.');
}

/**
 * The throttle keys on a digest of the address: the key stays short whatever was typed, and the
 * throttle table holds no e-mail addresses.
 */
function emailKey(email: string): string {
  return createHash('sha256').update(email).digest('base64url');
}

/**
 * Creates the link and e-mails it, for an account that may get one. Every active account may,
 * Google-only ones included: for them the link sets a first password, after which they can
 * also sign in with e-mail and password. That grants nothing new: the link only reaches the
 * inbox of the address, and control of that inbox is already what Google sign-in (a verified
 * e-mail) rests on. Suspended and banned accounts get nothing (and the caller the same answer).
 */
async function issueResetLink(deps: PasswordResetDeps, request: ResetRequest): Promise<void> {
  const account = await findAccountByEmail(deps.db, request.email);
  if (!account || account.status !== 'active') return;

  const token = newSessionToken();
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    // Only the newest link works: an older e-mail lying around is no way in.
    await deleteResetsOfUser(tx, account.id);
    await insertPasswordReset(tx, {
      userId: account.id,
      tokenHash: hashSessionToken(token),
      createdAt: now,
      expiresAt: addMilliseconds(now, RESET_LINK_MINUTES * MINUTE_MS),
    });
  });
  const language = request.language ?? account.language;
  await deps.mailer.send({
    to: account.email,
    language,
    userId: account.id,
    template: 'password_reset',
    name: account.firstName || account.username,
    resetUrl: `${request.baseUrl}/${language}/reset-password?token=${encodeURIComponent(token)}`,
    expiresInMinutes: RESET_LINK_MINUTES,
  });
}

/**
 * Forgot password and reset. `request` answers the same way, after the same work, whether or not
 * the address has an account: it counts the attempt, then hands the lookup, the link and the
 * e-mail to a task that finishes after the answer has gone, so neither the answer nor its
 * timing tells whether the address is known.
 */
export function createPasswordResets(deps: PasswordResetDeps) {
  const pending = new Set<Promise<void>>();

  return {
    /** 429 when the address or the client is over its limit; otherwise starts the work. */
    async request(request: ResetRequest): Promise<void> {
      // Unknown addresses count too: a 429 must not be what tells them apart.
      const { retryAfter } = await deps.throttle.take([
        { rule: RESET_REQUEST_PER_EMAIL, id: emailKey(request.email) },
        { rule: RESET_REQUEST_PER_ADDRESS, id: request.ip },
      ]);
      if (retryAfter > 0) throw rateLimited('password reset requests', retryAfter);

      const task = issueResetLink(deps, request).catch((error: unknown) => {
        deps.log.error({ err: error }, 'Could not issue a password reset link');
      });
      pending.add(task);
      void task.finally(() => pending.delete(task));
    },

    /** Whether a link would still work (the page says so before the user types a password). */
    async isUsable(token: string): Promise<boolean> {
      const live = await findLiveReset(deps.db, hashSessionToken(token), deps.clock());
      if (!live) return false;
      const account = await findAccountById(deps.db, live.userId);
      return account?.status === 'active';
    },

    /**
     * Sets the new password, uses up the link and signs the user out everywhere, all or nothing.
     * 400 INVALID_RESET_TOKEN for an unknown, used or expired link.
     */
    async reset(token: string, password: string): Promise<void> {
      const tokenHash = hashSessionToken(token);
      const live = await findLiveReset(deps.db, tokenHash, deps.clock());
      const account = live ? await findAccountById(deps.db, live.userId) : null;
      if (!account || account.status !== 'active') throw invalidResetToken();

      // Hashed before the transaction: argon2 takes tens of milliseconds, no lock need wait.
      const passwordHash = await hashPassword(password);
      await deps.db.transaction(async (tx) => {
        // Checked again as it is used: of two requests with one link, only one gets through.
        const used = await consumeReset(tx, tokenHash, deps.clock());
        if (!used) throw invalidResetToken();
        await updateAccount(tx, used.userId, { passwordHash });
        // Whoever had the old password (or a stolen session) is out.
        await deleteSessionsOfUser(tx, used.userId);
        await deleteResetsOfUser(tx, used.userId, used.id);
      });
      // Proving the inbox also forgives the failed sign-ins that may have led here.
      await deps.throttle.clear({ rule: LOGIN_PER_ACCOUNT, id: account.id });
    },

    /** Resolves once every reset e-mail started so far is recorded (shutdown and tests). */
    async whenIdle(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

export type PasswordResets = ReturnType<typeof createPasswordResets>;
