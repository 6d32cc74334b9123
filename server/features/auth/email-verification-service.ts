import { addMilliseconds, type Clock } from '#server/clock';
import type { Database, Queryable } from '#server/db/client';
import { HttpError } from '#server/http-error';
import type { Mailer } from '#server/features/mail';
import { rateLimited, type Throttle, type ThrottleRule } from '#server/plugins/throttle';
import { findAccountById, updateAccount, type Account } from '#server/features/accounts';
import {
  findEmailVerification,
  insertEmailVerification,
  markEmailVerificationUsed,
} from './email-verification-repository';
import { hashSessionToken, newSessionToken } from './tokens';

/** How long a verification link works. */
export const EMAIL_VERIFICATION_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;

/** Verification e-mails a signed-in user may ask for again (3 an hour): no inbox gets flooded. */
export const RESEND_VERIFICATION_PER_ACCOUNT: ThrottleRule = {
  name: 'verify-resend',
  limit: 3,
  windowMs: 60 * MINUTE_MS,
};

/** What sending a verification link needs besides the account. */
export interface VerificationMail {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  /** Where the link points (linkBaseUrl). */
  baseUrl: string;
}

export function invalidVerificationToken(): HttpError {
  return new HttpError(
    400,
    'INVALID_VERIFICATION_TOKEN',
    'This verification link is not valid or was used already.',
  );
}

export function verificationLinkExpired(): HttpError {
  return new HttpError(
    410,
    'VERIFICATION_LINK_EXPIRED',
    'This verification link has expired. Ask for a new one from the app.',
  );
}

/** Stores a new link for `email` (inside a transaction when the address changes with it). */
export async function createEmailVerification(
  db: Queryable,
  now: Date,
  { userId, email }: { userId: string; email: string },
): Promise<string> {
  const token = newSessionToken();
  await insertEmailVerification(db, {
    userId,
    email,
    tokenHash: hashSessionToken(token),
    createdAt: now,
    expiresAt: addMilliseconds(now, EMAIL_VERIFICATION_DAYS * DAY_MS),
  });
  return token;
}

/** Mails the link to the account's (new) address, in the account's language. */
export async function sendVerificationMail(
  mail: Pick<VerificationMail, 'mailer' | 'baseUrl'>,
  account: Pick<Account, 'id' | 'email' | 'language' | 'firstName' | 'username'>,
  token: string,
): Promise<void> {
  const { language } = account;
  await mail.mailer.send({
    to: account.email,
    language,
    userId: account.id,
    template: 'email_verification',
    name: account.firstName || account.username,
    verifyUrl: `${mail.baseUrl}/${language}/verify-email?token=${encodeURIComponent(token)}`,
    expiresInDays: EMAIL_VERIFICATION_DAYS,
  });
}

/** A new link for the account's current address, mailed there (after a sign-up, or on request). */
export async function startEmailVerification(
  mail: VerificationMail,
  account: Pick<Account, 'id' | 'email' | 'language' | 'firstName' | 'username'>,
): Promise<void> {
  const token = await createEmailVerification(mail.db, mail.clock(), {
    userId: account.id,
    email: account.email,
  });
  await sendVerificationMail(mail, account, token);
}

/**
 * `POST /api/auth/resend-verification`: another link, unless the address is verified already
 * (`sent: false`, nothing mailed). 429 past RESEND_VERIFICATION_PER_ACCOUNT.
 */
export async function resendVerification(
  mail: VerificationMail & { throttle: Throttle },
  account: Account,
): Promise<{ sent: boolean }> {
  if (account.emailVerifiedAt) return { sent: false };
  const { retryAfter } = await mail.throttle.take([
    { rule: RESEND_VERIFICATION_PER_ACCOUNT, id: account.id },
  ]);
  if (retryAfter > 0) throw rateLimited('verification e-mails', retryAfter);
  await startEmailVerification(mail, account);
  return { sent: true };
}

/**
 * Uses up the link and marks the address verified. The link verifies only the account it was
 * made for, and only the address it was mailed to: once the account has another address (an
 * e-mail change ends every link, this is the second guard), it verifies nothing.
 */
export async function verifyEmail(db: Database, clock: Clock, token: string): Promise<void> {
  const now = clock();
  await db.transaction(async (tx) => {
    const link = await findEmailVerification(tx, hashSessionToken(token));
    if (!link || link.usedAt) throw invalidVerificationToken();
    if (link.expiresAt <= now) throw verificationLinkExpired();
    const account = await findAccountById(tx, link.userId);
    if (!account || account.email !== link.email) throw invalidVerificationToken();
    await markEmailVerificationUsed(tx, link.id, now);
    if (!account.emailVerifiedAt) await updateAccount(tx, account.id, { emailVerifiedAt: now });
  });
}
