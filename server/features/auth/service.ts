import type { LoginRequest, RegisterRequest } from '#common/contracts/auth';
import type { User } from '#common/contracts/user';
import { DEFAULT_LANGUAGE } from '#common/i18n/languages';
import type { Clock } from '#server/clock';
import type { Database } from '#server/db/client';
import { HttpError } from '#server/http-error';
import type { Mailer } from '#server/features/mail';
import { assertRegistrationOpen } from '#server/features/site-settings';
import {
  type Account,
  createAccount,
  describeUser,
  emailTaken,
  findAccountByEmail,
  findCredentialsByLogin,
  findTakenUsernames,
  updateAccount,
  usernameTaken,
} from '#server/features/accounts';
import { rateLimited, type Throttle, type ThrottleKey } from '#server/plugins/throttle';
import { LOGIN_PER_ACCOUNT, LOGIN_PER_ADDRESS, REGISTER_PER_ADDRESS } from './login-throttle';
import { reportRepeatedFailures } from './password-check';
import { hashPassword, verifyDummyPassword, verifyPassword } from './passwords';
import { startEmailVerification } from './email-verification-service';
import { deleteSessionsOfUser } from './session-repository';
import { startSession } from './session-service';

export interface AuthDeps {
  db: Database;
  clock: Clock;
  throttle: Throttle;
  /** `app.mailer`, for the welcome e-mail. */
  mailer: Mailer;
  /** For the warning about a run of wrong passwords on one account. */
  log: { warn(details: object, message: string): void };
}

/** Who is asking: throttling keys on the address, sessions remember the browser. */
export interface ClientInfo {
  ip: string;
  userAgent?: string | undefined;
}

export interface SignedIn {
  user: User;
  token: string;
  remember: boolean;
}

/** Request schemas apply their defaults; these are the parsed shapes. */
type ParsedRegister = Omit<RegisterRequest, 'lastName'> & { lastName: string };
type ParsedLogin = Omit<LoginRequest, 'remember'> & { remember: boolean };

function invalidCredentials(): HttpError {
  return new HttpError(401, 'INVALID_CREDENTIALS', 'Invalid email or password');
}

/**
 * Suspended and banned users cannot sign in, and whatever sessions they still have are revoked
 * here too (the admin action that suspends them revokes them as well).
 */
export async function assertActive(db: Database, account: Account): Promise<void> {
  if (account.status === 'active') return;
  await deleteSessionsOfUser(db, account.id);
  throw new HttpError(403, 'ACCOUNT_SUSPENDED', 'This account has been suspended.');
}

/**
 * The welcome e-mail after a sign-up. The mailer never rejects and delivers after it has
 * recorded the e-mail, so a broken or slow SMTP server neither fails nor slows the sign-up.
 */
export async function sendWelcome(deps: AuthDeps, account: Account): Promise<void> {
  await deps.mailer.send({
    to: account.email,
    language: account.language,
    userId: account.id,
    template: 'welcome',
    name: account.firstName || account.username,
  });
}

/** Every way of signing in ends here: a new session and the user object. */
export async function signIn(
  deps: AuthDeps,
  account: Account,
  { remember, client }: { remember: boolean; client: ClientInfo },
): Promise<SignedIn> {
  const now = deps.clock();
  await updateAccount(deps.db, account.id, { lastLoginAt: now });
  const { token } = await startSession(deps.db, deps.clock, account.id, {
    remember,
    userAgent: client.userAgent,
  });
  return { user: await describeUser(deps.db, account), token, remember };
}

/**
 * A password sign-up: the account, a session, the welcome e-mail and a link that verifies the
 * address (`baseUrl`: where links point, linkBaseUrl).
 */
export async function register(
  deps: AuthDeps,
  input: ParsedRegister,
  client: ClientInfo,
  baseUrl: string,
): Promise<SignedIn> {
  // An admin can close sign-ups (site settings); that refusal is not an attempt to count.
  await assertRegistrationOpen(deps.db);
  // Every attempt counts, failed ones too: they are also how addresses get probed.
  const { retryAfter } = await deps.throttle.take([{ rule: REGISTER_PER_ADDRESS, id: client.ip }]);
  if (retryAfter > 0) throw rateLimited('sign-ups from this address', retryAfter);

  if (await findAccountByEmail(deps.db, input.email)) throw emailTaken();
  if (input.username) {
    const taken = await findTakenUsernames(deps.db, [input.username]);
    if (taken.size > 0) throw usernameTaken();
  }
  const now = deps.clock();
  const account = await createAccount(deps.db, {
    email: input.email,
    username: input.username,
    passwordHash: await hashPassword(input.password),
    firstName: input.firstName,
    lastName: input.lastName,
    language: input.language ?? DEFAULT_LANGUAGE,
    termsAcceptedAt: now,
    adultConfirmedAt: now,
    settings: input.language ? { language: input.language } : {},
  });
  const signedIn = await signIn(deps, account, { remember: true, client });
  await sendWelcome(deps, account);
  await startEmailVerification({ ...deps, baseUrl }, account);
  return signedIn;
}

/**
 * E-mail or username and password. Unknown users, Google-only users and wrong passwords get the
 * same answer after the same argon2 work. Failures count per account and per address; while
 * either is at its limit, even the right password gets 429, or guessing would go on.
 */
export async function login(
  deps: AuthDeps,
  input: ParsedLogin,
  client: ClientInfo,
): Promise<SignedIn> {
  const found = await findCredentialsByLogin(deps.db, input.login);
  // Unknown logins are throttled too, so a 429 does not reveal which accounts exist.
  const accountKey: ThrottleKey = {
    rule: LOGIN_PER_ACCOUNT,
    id: found?.id ?? `unknown:${input.login.toLowerCase()}`,
  };
  // Counted before the password is checked, so parallel guesses cannot all pass the limit.
  const attempt = await deps.throttle.take([
    accountKey,
    { rule: LOGIN_PER_ADDRESS, id: client.ip },
  ]);
  if (attempt.retryAfter > 0) {
    if (found) {
      await reportRepeatedFailures(deps, {
        userId: found.id,
        address: client.ip,
        check: 'sign-in',
      });
    }
    throw rateLimited('failed sign-in attempts', attempt.retryAfter);
  }

  const valid = found?.passwordHash
    ? await verifyPassword(found.passwordHash, input.password)
    : await verifyDummyPassword(input.password);
  if (!found || !valid) throw invalidCredentials();
  // The right password was no failed attempt; it also forgives the account's earlier failures.
  await attempt.release();
  await deps.throttle.clear(accountKey);
  const { passwordHash: _hash, ...account } = found;
  await assertActive(deps.db, account);
  return signIn(deps, account, { remember: input.remember, client });
}
