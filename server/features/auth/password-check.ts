import type { Database } from '#server/db/client';
import { HttpError } from '#server/http-error';
import { findPasswordHash } from '#server/features/accounts';
import {
  rateLimited,
  type Throttle,
  type ThrottleKey,
  type ThrottleRule,
} from '#server/plugins/throttle';
import { LOGIN_PER_ACCOUNT, LOGIN_PER_ADDRESS } from './login-throttle';
import { verifyPassword } from './passwords';

/** At most one log line per account per window about a run of wrong passwords. */
const REPEATED_FAILURES_ALERT: ThrottleRule = {
  name: 'password-alert',
  limit: 1,
  windowMs: LOGIN_PER_ACCOUNT.windowMs,
};

export interface PasswordCheckDeps {
  db: Database;
  throttle: Throttle;
  log: { warn(details: object, message: string): void };
}

/** Where a run of wrong passwords was typed: the sign-in form or a current-password check. */
export type PasswordCheckKind = 'sign-in' | 'current-password';

/**
 * Logs, once per account and window (the throttle de-duplicates across processes), that the
 * account's password keeps being guessed wrong: operators see who and from where, never what
 * was typed.
 */
export async function reportRepeatedFailures(
  deps: Pick<PasswordCheckDeps, 'throttle' | 'log'>,
  details: { userId: string; address: string; check: PasswordCheckKind },
): Promise<void> {
  const first = await deps.throttle.take([{ rule: REPEATED_FAILURES_ALERT, id: details.userId }]);
  if (first.retryAfter > 0) return;
  deps.log.warn(
    {
      ...details,
      limit: LOGIN_PER_ACCOUNT.limit,
      windowMinutes: LOGIN_PER_ACCOUNT.windowMs / 60_000,
    },
    'Repeated wrong passwords for one account: further attempts are refused for a while',
  );
}

function invalidPassword(field: string, message: string): HttpError {
  return new HttpError(400, 'VALIDATION_FAILED', `Invalid request body: ${field}: ${message}`, {
    fields: { [field]: message },
  });
}

const NO_PASSWORD =
  'This account signs in with Google and has no password. Sign in with Google to continue.';

/**
 * The current password a sensitive change asks for (password, e-mail, deletion), checked under
 * the sign-in limits: failures count per account and per address together with failed
 * sign-ins, and while either is at its limit even the right password gets 429, so a stolen
 * session cannot guess the password any faster than the sign-in form. `field` is where the
 * form shows the message.
 */
export async function confirmCurrentPassword(
  deps: PasswordCheckDeps,
  input: { userId: string; password: string; address: string; field: string },
): Promise<void> {
  const stored = await findPasswordHash(deps.db, input.userId);
  if (!stored) throw invalidPassword(input.field, NO_PASSWORD);
  const accountKey: ThrottleKey = { rule: LOGIN_PER_ACCOUNT, id: input.userId };
  // Counted before the check, so that parallel guesses cannot all pass the limit.
  const attempt = await deps.throttle.take([
    accountKey,
    { rule: LOGIN_PER_ADDRESS, id: input.address },
  ]);
  if (attempt.retryAfter > 0) {
    await reportRepeatedFailures(deps, {
      userId: input.userId,
      address: input.address,
      check: 'current-password',
    });
    throw rateLimited('wrong passwords', attempt.retryAfter);
  }
  if (!(await verifyPassword(stored, input.password))) {
    const message =
      input.field === 'currentPassword' ? 'Current password is incorrect' : 'Password is incorrect';
    throw invalidPassword(input.field, message);
  }
  // The right password was no failure, and forgives the account's earlier ones.
  await attempt.release();
  await deps.throttle.clear(accountKey);
}
