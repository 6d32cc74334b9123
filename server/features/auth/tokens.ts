import { createHash, randomBytes } from 'node:crypto';

/** A new session token: 256 random bits, base64url (43 characters). Only its hash is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * SHA-256, base64url. A fast hash is enough here: the token is 256 random bits, so there is
 * nothing to guess, and the lookup runs on every request.
 */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
