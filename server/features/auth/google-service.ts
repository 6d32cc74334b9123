import { splitFullName } from '#common/contracts/auth';
import { DEFAULT_LANGUAGE, type Language } from '#common/i18n/languages';
import { HttpError, notFound } from '#server/http-error';
import {
  type Account,
  createAccount,
  findAccountByEmail,
  findAccountByGoogleSub,
  findAccountById,
  updateAccount,
  violatedConstraint,
} from '#server/features/accounts';
import { assertRegistrationOpen } from '#server/features/site-settings';
import type { GoogleIdentity } from './google-verifier';
import { assertActive, sendWelcome, type AuthDeps } from './service';

export function emailNotVerified(): HttpError {
  return new HttpError(
    409,
    'EMAIL_NOT_VERIFIED',
    'An account with this e-mail address exists, but its address is not verified. Sign in ' +
      'with your password and link Google from Settings.',
  );
}

function googleAlreadyLinked(message: string): HttpError {
  return new HttpError(409, 'GOOGLE_ALREADY_LINKED', message);
}

/**
 * The account of a Google identity: by `sub`, else by the (Google-verified) e-mail, linking the
 * `sub` to that account so later sign-ins find it even after the e-mail changes. An account
 * already linked to another Google account is not taken over, and neither is one whose address
 * was never verified: whoever signed up with someone else's address (squatting it before the
 * owner came with Google) must not end up sharing the owner's account, so linking then needs the
 * password (`POST /api/auth/google/link`).
 */
async function findLinkedAccount(
  deps: AuthDeps,
  identity: GoogleIdentity,
): Promise<Account | null> {
  const bySub = await findAccountByGoogleSub(deps.db, identity.sub);
  if (bySub) return bySub;
  const byEmail = await findAccountByEmail(deps.db, identity.email);
  if (!byEmail) return null;
  if (byEmail.googleSub !== null) {
    throw new HttpError(
      409,
      'EMAIL_TAKEN',
      'This email address is linked to another Google account',
    );
  }
  if (!byEmail.emailVerifiedAt) throw emailNotVerified();
  await updateAccount(deps.db, byEmail.id, {
    googleSub: identity.sub,
    ...(byEmail.avatar ? {} : { avatar: identity.picture }),
  });
  return findAccountById(deps.db, byEmail.id);
}

/** `POST /api/auth/google/login`: only existing accounts; sign-up is a separate, explicit step. */
export async function accountForGoogleLogin(
  deps: AuthDeps,
  identity: GoogleIdentity,
): Promise<Account> {
  const account = await findLinkedAccount(deps, identity);
  if (!account) throw notFound('No account for this Google user. Please sign up first.');
  await assertActive(deps.db, account);
  return account;
}

/** Names as the profile form allows them (at most 60 characters each). */
const NAME_MAX = 60;

function namesOf(identity: GoogleIdentity): { firstName: string; lastName: string } {
  const split = identity.givenName
    ? { firstName: identity.givenName, lastName: identity.familyName }
    : splitFullName(identity.name);
  const firstName = split.firstName || identity.email.split('@')[0]!;
  return { firstName: firstName.slice(0, NAME_MAX), lastName: split.lastName.slice(0, NAME_MAX) };
}

/**
 * `POST /api/auth/google/register`: creates a password-less account from the token's names and
 * picture, or signs in when the Google account or its e-mail already has one (pressing "Sign up
 * with Google" twice must not fail). 403 while an admin has closed registration.
 */
export async function accountForGoogleRegister(
  deps: AuthDeps,
  identity: GoogleIdentity,
  language: Language | undefined,
): Promise<Account> {
  const existing = await findLinkedAccount(deps, identity);
  if (existing) {
    await assertActive(deps.db, existing);
    return existing;
  }
  // Closed sign-ups (site settings) still let an existing account in, as above.
  await assertRegistrationOpen(deps.db);
  const now = deps.clock();
  const account = await createAccount(deps.db, {
    email: identity.email,
    passwordHash: null,
    googleSub: identity.sub,
    // Google verified the address (the verifier refuses tokens without email_verified).
    emailVerifiedAt: now,
    ...namesOf(identity),
    avatar: identity.picture,
    language: language ?? DEFAULT_LANGUAGE,
    termsAcceptedAt: now,
    adultConfirmedAt: now,
    settings: language ? { language } : {},
  });
  await sendWelcome(deps, account);
  return account;
}

/**
 * `POST /api/auth/google/link`: links a Google account to the signed-in account (which proved
 * itself with its session), whatever the two addresses. When the Google address is the
 * account's, Google's word verifies it too. 409 GOOGLE_ALREADY_LINKED when that Google account
 * belongs to another account, or this account has another Google account.
 */
export async function linkGoogle(
  deps: AuthDeps,
  account: Account,
  identity: GoogleIdentity,
): Promise<Account> {
  if (account.googleSub === identity.sub) return account;
  if (account.googleSub !== null) {
    throw googleAlreadyLinked('Another Google account is linked to this account already.');
  }
  const owner = await findAccountByGoogleSub(deps.db, identity.sub);
  if (owner) throw googleAlreadyLinked('This Google account is linked to another account.');
  try {
    await updateAccount(deps.db, account.id, {
      googleSub: identity.sub,
      ...(account.avatar ? {} : { avatar: identity.picture }),
      ...(!account.emailVerifiedAt && identity.email === account.email
        ? { emailVerifiedAt: deps.clock() }
        : {}),
    });
  } catch (error) {
    // Linked to another account between the check and the update.
    if (violatedConstraint(error) === 'users_google_sub_unique') {
      throw googleAlreadyLinked('This Google account is linked to another account.');
    }
    throw error;
  }
  return (await findAccountById(deps.db, account.id))!;
}
