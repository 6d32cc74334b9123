import type { FastifyInstance, InjectOptions } from 'fastify';
import type { RegisterRequest } from '#common/contracts/auth';
import type { User } from '#common/contracts/user';
import type { Clock } from '#server/clock';
import type { Database } from '#server/db/client';
import { startSession } from '#server/features/auth/session-service';
import { createAccount } from '#server/features/accounts/create-account';

/** A clock tests move by hand: expiry and throttling windows without sleeping. */
export interface TestClock {
  now: Clock;
  advance(ms: number): void;
}

export function createTestClock(start = new Date('2030-01-15T10:00:00Z')): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
  };
}

export const PASSWORD = 'Sunny-day-42';

let registrations = 0;

/**
 * A distinct client address per call: sign-ups are limited per address, and a test file that
 * creates many users must not run into that limit by accident.
 */
export function nextAddress(): string {
  registrations += 1;
  return `10.${(registrations >> 16) & 255}.${(registrations >> 8) & 255}.${registrations & 255}`;
}

export interface TestUser {
  user: User;
  token: string;
  email: string;
  password: string;
}

/** Registers through the API (the real path), from a fresh address. */
export async function registerUser(
  app: FastifyInstance,
  overrides: Partial<RegisterRequest> = {},
): Promise<TestUser> {
  const email = overrides.email ?? `user${Date.now().toString(36)}${registrations}@example.com`;
  const payload = {
    email,
    password: PASSWORD,
    firstName: 'Test',
    lastName: 'User',
    termsAccepted: true,
    ageConfirmed: true,
    ...overrides,
  };
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload,
    remoteAddress: nextAddress(),
  });
  if (response.statusCode !== 201) {
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  }
  const { user } = response.json() as { user: User };
  return { user, token: tokenOf(response), email: email.toLowerCase(), password: payload.password };
}

/**
 * The session token a sign-in answered with: in the body for a Bearer client that asked for it,
 * else (the web app's way) only in the HttpOnly cookie. Tests use it either way.
 */
export function tokenOf(response: {
  json(): unknown;
  cookies: { name: string; value: string }[];
}): string {
  const token = (response.json() as { token?: string }).token ?? sessionCookie(response)?.value;
  if (!token) throw new Error('the response carries no session token');
  return token;
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

type Method = NonNullable<InjectOptions['method']>;

/** A request as the signed-in API client of `token`. */
export function asUser(
  app: FastifyInstance,
  token: string,
  method: Method,
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

/** The session cookie a response set, if any. */
export function sessionCookie<Cookie extends { name: string }>(response: { cookies: Cookie[] }) {
  return response.cookies.find((cookie) => cookie.name === 'amora_session');
}

/** A Google-only account (no password) with a session, made directly: no ID token needed. */
export async function createGoogleOnlyUser(db: Database, email: string) {
  const account = await createAccount(db, {
    email,
    passwordHash: null,
    googleSub: `sub-${email}`,
    firstName: 'Goo',
    lastName: '',
    language: 'en',
    termsAcceptedAt: new Date(),
    adultConfirmedAt: new Date(),
    settings: {},
  });
  const { token } = await startSession(db, () => new Date(), account.id, { remember: true });
  return { account, token };
}
