import { randomInt } from 'node:crypto';
import type { Database } from '#server/db/client';
import { findTakenUsernames } from './account-repository';

const USERNAME_MAX = 30;
/** Room for a number after the base ("sophia" → "sophia12"). */
const BASE_MAX = USERNAME_MAX - 6;
const NUMBERED_CANDIDATES = 20;

/**
 * The e-mail's local part reduced to what a username may hold ([a-z0-9._-]), lower-cased. Too
 * short a result (usernames have at least 3 characters) gets a "user" prefix.
 */
export function usernameBase(email: string): string {
  const local = (email.split('@')[0] ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '')
    .slice(0, BASE_MAX);
  if (local.length >= 3) return local;
  return local ? `user_${local}` : 'user';
}

/**
 * A free username for an e-mail: the base, else base2, base3 ... (ignoring case), else the base
 * with a random number. Two sign-ups can still race to one name: the unique index catches that
 * and the caller tries again.
 */
export async function defaultUsername(db: Database, email: string): Promise<string> {
  const base = usernameBase(email);
  const candidates = [base];
  for (let n = 2; n <= NUMBERED_CANDIDATES; n += 1) candidates.push(`${base}${n}`);
  const taken = await findTakenUsernames(db, candidates);
  const free = candidates.find((name) => !taken.has(name));
  return free ?? `${base}${randomInt(100_000, 1_000_000)}`;
}
