import { createHash, randomBytes } from 'node:crypto';
import type { Language } from '#common/i18n/languages';
import type { Clock } from '#server/clock';
import type { Database, Queryable } from '#server/db/client';
import { HttpError } from '#server/http-error';
import {
  findUnsubscribeLink,
  insertUnsubscribeLink,
  markUnsubscribeLinkUsed,
  stopEmailNotifications,
} from './unsubscribe-repository';

/** The path of the link; mail programs post to it (RFC 8058) and people open it. */
export const UNSUBSCRIBE_PATH = '/api/notifications/unsubscribe';

/** A link's token: 256 random bits, base64url. */
export const UNSUBSCRIBE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * A new single-use link for one notification e-mail. Only the token's hash is stored: someone
 * reading the database cannot unsubscribe anyone, and guessing a token is hopeless.
 */
export async function createUnsubscribeUrl(
  db: Queryable,
  baseUrl: string,
  userId: string,
  language: Language,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertUnsubscribeLink(db, hashToken(token), userId);
  return `${baseUrl}${UNSUBSCRIBE_PATH}?token=${token}&lang=${language}`;
}

export function invalidUnsubscribeToken(): HttpError {
  return new HttpError(404, 'INVALID_UNSUBSCRIBE_TOKEN', 'This unsubscribe link does not exist.');
}

export function unsubscribeLinkUsed(): HttpError {
  return new HttpError(410, 'UNSUBSCRIBE_LINK_USED', 'This unsubscribe link was used already.');
}

/** `GET`: what the link's page shows, in its account's language; throws for a bad or used link. */
export async function checkUnsubscribeLink(db: Database, token: string): Promise<Language> {
  const link = await findUnsubscribeLink(db, hashToken(token));
  if (!link) throw invalidUnsubscribeToken();
  if (link.usedAt) throw unsubscribeLinkUsed();
  return link.language;
}

/**
 * `POST` (the page's button or the mail program's one-click request): uses up the link and
 * stops notification e-mails. Locked, so two posts at once stop once and the second hears 410.
 */
export async function useUnsubscribeLink(
  db: Database,
  clock: Clock,
  token: string,
): Promise<Language> {
  const now = clock();
  return db.transaction(async (tx) => {
    const link = await findUnsubscribeLink(tx, hashToken(token), true);
    if (!link) throw invalidUnsubscribeToken();
    if (link.usedAt) throw unsubscribeLinkUsed();
    await markUnsubscribeLinkUsed(tx, hashToken(token), now);
    await stopEmailNotifications(tx, link.userId, now);
    return link.language;
  });
}
