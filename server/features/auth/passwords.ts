import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/**
 * argon2id with OWASP's minimum parameters (19 MiB, 2 passes, 1 lane). `Algorithm` is a const
 * enum that isolated modules cannot read, hence the literal: 2 is Argon2id.
 */
const ARGON2ID = 2 as Algorithm;
const OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False for a wrong password and for a malformed stored hash (never a 500 at sign-in). */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Checks a password against a hash nobody's password matches. Sign-in calls it when there is no
 * account (or no password) so that "no such user" takes as long as "wrong password" and the
 * timing does not tell which e-mail addresses have accounts.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  dummyHash ??= hashPassword('Dummy-password-for-equal-timing-1');
  await verifyPassword(await dummyHash, password);
  return false;
}
