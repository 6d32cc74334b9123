import type { User } from '#common/contracts/user';
import {
  confirmCurrentPassword,
  createEmailVerification,
  deleteEmailVerificationsOfUser,
  sendVerificationMail,
  deleteResetsOfUser,
  deleteSessionsOfUser,
  hashPassword,
  type PasswordCheckDeps,
} from '#server/features/auth';
import type { AccountDeletionHook } from '#server/plugins/user-data';
import { emailTaken, invalidField } from '#server/features/accounts';
import {
  deleteAccountRow,
  findAccountByEmail,
  findAccountById,
  updateAccount,
  violatedConstraint,
  type Account,
} from '#server/features/accounts';
import {
  createEmailUndo,
  sendEmailChangedNotice,
  type EmailChangeNotice,
} from './email-undo-service';
import { describeUser } from '#server/features/accounts';

export type AccountDeps = PasswordCheckDeps;

/** Who changes the account: the signed-in user, from the client address the limits count. */
export interface AccountActor {
  user: Account;
  address: string;
}

/**
 * Sensitive changes need the current password, so a session left open on a shared computer
 * cannot take the account over; the check shares the sign-in limits (auth/password-check.ts).
 */
function confirmPassword(deps: AccountDeps, actor: AccountActor, password: string, field: string) {
  return confirmCurrentPassword(deps, {
    userId: actor.user.id,
    password,
    address: actor.address,
    field,
  });
}

/**
 * The old address is told, with a link that undoes the change for 7 days: a stolen session (with
 * the password) cannot quietly move the account to another inbox. The new address is unverified
 * until the link mailed to it is opened; links mailed to the old one end.
 */
export async function changeEmail(
  deps: AccountDeps,
  actor: AccountActor,
  { email, currentPassword }: { email: string; currentPassword: string },
  notice: EmailChangeNotice,
): Promise<User> {
  const { db } = deps;
  const { user } = actor;
  await confirmPassword(deps, actor, currentPassword, 'currentPassword');
  if (email !== user.email) {
    const owner = await findAccountByEmail(db, email);
    if (owner) throw emailTaken();
    let tokens: { undo: string; verify: string };
    try {
      tokens = await db.transaction(async (tx) => {
        const now = notice.clock();
        await updateAccount(tx, user.id, { email, emailVerifiedAt: null });
        // A reset link mailed to the old address must not set a password any more.
        await deleteResetsOfUser(tx, user.id);
        await deleteEmailVerificationsOfUser(tx, user.id);
        return {
          undo: await createEmailUndo(tx, now, { userId: user.id, oldEmail: user.email }),
          verify: await createEmailVerification(tx, now, { userId: user.id, email }),
        };
      });
    } catch (error) {
      if (violatedConstraint(error) === 'users_email_unique') throw emailTaken();
      throw error;
    }
    await sendEmailChangedNotice(notice, user, { newEmail: email, token: tokens.undo });
    await sendVerificationMail(notice, { ...user, email }, tokens.verify);
  }
  return describeUser(db, (await findAccountById(db, user.id))!);
}

/**
 * Every other session is revoked and every outstanding reset link ends: whoever knew the old
 * password is signed out everywhere and has no way back in.
 */
export async function changePassword(
  deps: AccountDeps,
  actor: AccountActor,
  currentSessionId: string,
  { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
): Promise<void> {
  await confirmPassword(deps, actor, currentPassword, 'currentPassword');
  const passwordHash = await hashPassword(newPassword);
  await deps.db.transaction(async (tx) => {
    await updateAccount(tx, actor.user.id, { passwordHash });
    await deleteSessionsOfUser(tx, actor.user.id, currentSessionId);
    // Nor may a reset link asked for before (by whoever knew the old password).
    await deleteResetsOfUser(tx, actor.user.id);
  });
}

export type DeleteConfirmation = { password: string } | { confirm: 'DELETE' };

/**
 * Deletes the user; profile, settings, favourites and sessions go with it (ON DELETE CASCADE).
 * What the rows do not cascade to, the features that keep it remove in the hooks registered in
 * server/app.ts (`beforeDelete`, server/plugins/user-data.ts: the e-mails the mail log kept for
 * them), in the same transaction, before the row is deleted.
 * Password accounts confirm with the password, Google-only accounts by typing DELETE.
 */
export async function deleteAccount(
  deps: AccountDeps & { beforeDelete: AccountDeletionHook[] },
  actor: AccountActor,
  confirmation: DeleteConfirmation,
): Promise<void> {
  if (actor.user.hasPassword) {
    if (!('password' in confirmation)) throw invalidField('password', 'Please enter your password');
    await confirmPassword(deps, actor, confirmation.password, 'password');
  } else if (!('confirm' in confirmation)) {
    throw invalidField('confirm', 'Type DELETE to confirm');
  }
  await deps.db.transaction(async (tx) => {
    for (const hook of deps.beforeDelete) await hook(tx, actor.user);
    await deleteAccountRow(tx, actor.user.id);
  });
}
