import { HttpError } from '../../http-error';

/** At most `limit` counted attempts per key in any `windowMs`. */
export interface ThrottleRule {
  name: string;
  limit: number;
  windowMs: number;
}

const MINUTE_MS = 60_000;

/** Failed sign-ins of one account (5 per 15 minutes): slows guessing one user's password. */
export const LOGIN_PER_ACCOUNT: ThrottleRule = {
  name: 'login-account',
  limit: 5,
  windowMs: 15 * MINUTE_MS,
};
/** Failed sign-ins from one address (20 per 15 minutes): slows trying many accounts. */
export const LOGIN_PER_ADDRESS: ThrottleRule = {
  name: 'login-ip',
  limit: 20,
  windowMs: 15 * MINUTE_MS,
};
/** Sign-up attempts from one address (10 an hour): slows mass account creation. */
export const REGISTER_PER_ADDRESS: ThrottleRule = {
  name: 'register-ip',
  limit: 10,
  windowMs: 60 * MINUTE_MS,
};

export interface ThrottleKey {
  rule: ThrottleRule;
  /** The account id, the address, ... */
  id: string;
}

/** The answer to `take`: how long to wait (0: the attempt may go ahead, and was counted). */
export interface ThrottleTicket {
  retryAfter: number;
  /** Uncounts this attempt: a sign-in that succeeded was not a failure. */
  release(): Promise<void>;
}

/**
 * Counts attempts per key in a sliding window. Two implementations with the same behaviour:
 * PostgreSQL (throttle-repository.ts) and Redis (rate-limit/redis-throttle.ts); routes get the
 * right one from `createThrottle` (rate-limit/throttle.ts).
 */
export interface LoginThrottle {
  /**
   * Counts one attempt under every key, unless a key is already at its limit: then nothing is
   * counted and `retryAfter` says how many seconds until every key allows one. Checking and
   * counting are one step, so parallel attempts cannot slip past a limit together.
   */
  take(keys: ThrottleKey[]): Promise<ThrottleTicket>;
  /** Forgets a key's attempts (a successful sign-in clears its account's failures). */
  clear(key: ThrottleKey): Promise<void>;
}

export function throttleKeyName(key: ThrottleKey): string {
  return `${key.rule.name}:${key.id}`;
}

function inWords(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** 429 RATE_LIMITED with `retryAfter` seconds (the error handler also sends Retry-After). */
export function rateLimited(what: string, seconds: number): HttpError {
  return new HttpError(
    429,
    'RATE_LIMITED',
    `Too many ${what}. Please try again in ${inWords(seconds)}.`,
    { retryAfter: seconds },
  );
}
