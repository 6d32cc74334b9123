import { addMilliseconds, type Clock } from '#server/clock';
import type { Database, Queryable } from '#server/db/client';
import { HttpError } from '#server/http-error';
import {
  deleteEmailVerificationsOfUser,
  deleteResetsOfUser,
  deleteSessionsOfUser,
  hashSessionToken,
  newSessionToken,
} from '#server/features/auth';
import type { Mailer } from '#server/features/mail';
import { findAccountByEmail, updateAccount, violatedConstraint } from '#server/features/accounts';
import type { Account } from '#server/features/accounts';
import {
  deleteOtherEmailUndos,
  findEmailUndo,
  insertEmailUndo,
  markEmailUndoUsed,
} from './email-undo-repository';

/** How long the undo link mailed to the old address works. */
export const EMAIL_UNDO_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What the notice to the old address needs besides the database. */
export interface EmailChangeNotice {
  mailer: Mailer;
  clock: Clock;
  /** Where the undo link points (linkBaseUrl). */
  baseUrl: string;
}

export function invalidUndoToken(): HttpError {
  return new HttpError(400, 'INVALID_UNDO_TOKEN', 'This undo link is not valid.');
}

export function undoLinkExpired(): HttpError {
  return new HttpError(410, 'UNDO_LINK_EXPIRED', 'This undo link has expired or was used already.');
}

export function oldEmailTaken(): HttpError {
  return new HttpError(
    409,
    'OLD_EMAIL_TAKEN',
    'The old e-mail address now belongs to another account, so it cannot be restored.',
  );
}

/** `ada@example.com` -> `a***@example.com`: enough for the owner, little for anyone else. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** Stores a new undo link for a change away from `oldEmail` (inside the change's transaction). */
export async function createEmailUndo(
  db: Queryable,
  now: Date,
  { userId, oldEmail }: { userId: string; oldEmail: string },
): Promise<string> {
  const token = newSessionToken();
  await insertEmailUndo(db, {
    userId,
    oldEmail,
    tokenHash: hashSessionToken(token),
    createdAt: now,
    expiresAt: addMilliseconds(now, EMAIL_UNDO_DAYS * DAY_MS),
  });
  return token;
}

/** Tells the old address about the change, in the user's language, with the undo link. */
export async function sendEmailChangedNotice(
  notice: EmailChangeNotice,
  user: Account,
  { newEmail, token }: { newEmail: string; token: string },
): Promise<void> {
  const language = user.language;
  await notice.mailer.send({
    to: user.email,
    language,
    userId: user.id,
    template: 'email_changed',
    name: user.firstName || user.username,
    newEmailMasked: maskEmail(newEmail),
    undoUrl: `${notice.baseUrl}/${language}/undo-email-change?token=${encodeURIComponent(token)}`,
    expiresInDays: EMAIL_UNDO_DAYS,
  });
}

/**
 * Puts the old address back (verified: the link reached its inbox), uses up the link and signs
 * the user out everywhere, ending every reset link, every verification link (they were for the
 * new address) and every other undo link, all or nothing. The password stays: whoever changed the
 * address knew it, so the page sends the owner on to choose a new one by a reset link, which now
 * goes to the restored address.
 */
export async function undoEmailChange(db: Database, clock: Clock, token: string): Promise<void> {
  const now = clock();
  try {
    await db.transaction(async (tx) => {
      // Locked as it is read: of two requests with one link, only one gets through.
      const undo = await findEmailUndo(tx, hashSessionToken(token));
      if (!undo) throw invalidUndoToken();
      if (undo.usedAt || undo.expiresAt <= now) throw undoLinkExpired();
      const owner = await findAccountByEmail(tx, undo.oldEmail);
      if (owner && owner.id !== undo.userId) throw oldEmailTaken();
      await markEmailUndoUsed(tx, undo.id, now);
      // The link was mailed to the old address: opening it proves that inbox is the owner's.
      await updateAccount(tx, undo.userId, { email: undo.oldEmail, emailVerifiedAt: now });
      await deleteEmailVerificationsOfUser(tx, undo.userId);
      await deleteSessionsOfUser(tx, undo.userId);
      await deleteResetsOfUser(tx, undo.userId);
      await deleteOtherEmailUndos(tx, undo.userId, undo.id);
    });
  } catch (error) {
    // Taken by a sign-up between the check and the update.
    if (violatedConstraint(error) === 'users_email_unique') throw oldEmailTaken();
    throw error;
  }
}
