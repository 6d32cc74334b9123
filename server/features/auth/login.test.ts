import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '#server/db/schema';
import {
  bearer,
  createTestClock,
  PASSWORD,
  registerUser,
  sessionCookie,
  type TestUser,
} from '#server/test/accounts';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { createAccount } from '#server/features/accounts/create-account';

const clock = createTestClock();
const FIFTEEN_MINUTES = 15 * 60_000;
let ctx: TestApp;
let alice: TestUser;

beforeAll(async () => {
  ctx = await createTestApp({ clock: clock.now });
  alice = await registerUser(ctx.app, { email: 'alice@example.com', username: 'Alice' });
});
afterAll(() => ctx.close());

let addressCounter = 0;
/** A fresh address per test, so the per-address limit only shows where a test wants it. */
const freshAddress = () => `198.51.100.${++addressCounter}`;

function login(payload: object, remoteAddress: string) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress });
}

const sessionsOf = (userId: string) =>
  ctx.database.db.select().from(sessions).where(eq(sessions.userId, userId));

const INVALID = { error: 'Invalid email or password', code: 'INVALID_CREDENTIALS' };

describe('POST /api/auth/login', () => {
  it('signs in by e-mail or username in any case and records the time', async () => {
    const address = freshAddress();
    for (const loginName of ['alice@example.com', 'ALICE@Example.com', 'alice', 'aLiCe']) {
      const response = await login({ login: loginName, password: PASSWORD }, address);
      expect(response.statusCode, loginName).toBe(200);
      expect(response.json().user.id).toBe(alice.user.id);
      expect(sessionCookie(response)?.value).toMatch(/^[\w-]{43}$/);
    }
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, alice.user.id));
    expect(row!.lastLoginAt).toEqual(clock.now());
  });

  it('gives a 30-day cookie by default and a browser-session cookie with a 12-hour session without "remember"', async () => {
    const address = freshAddress();
    const remembered = await login({ login: 'alice', password: PASSWORD }, address);
    expect(sessionCookie(remembered)?.maxAge).toBe(30 * 24 * 3600);

    const short = await login({ login: 'alice', password: PASSWORD, remember: false }, address);
    const cookie = sessionCookie(short)!;
    expect(cookie.maxAge).toBeUndefined();
    expect(cookie.expires).toBeUndefined();
    expect(short.headers['set-cookie']).not.toMatch(/Max-Age|Expires/i);
    const row = (await sessionsOf(alice.user.id)).find((s) => s.remember === false)!;
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(12 * 3600_000);
  });

  it('answers the same 401 for a wrong password, an unknown user and a Google-only account', async () => {
    await createAccount(ctx.database.db, {
      email: 'google-only@example.com',
      passwordHash: null,
      googleSub: 'sub-google-only',
      firstName: 'G',
      lastName: '',
      language: 'en',
      termsAcceptedAt: null,
      adultConfirmedAt: null,
      settings: {},
    });
    const address = freshAddress();
    for (const payload of [
      { login: 'alice@example.com', password: 'Wrong-password-1' },
      { login: 'nobody@example.com', password: PASSWORD },
      { login: 'nobody', password: PASSWORD },
      { login: 'google-only@example.com', password: PASSWORD },
    ]) {
      const response = await login(payload, address);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(INVALID);
    }
  });

  it.each([
    [{ login: '', password: PASSWORD }, 'login', 'Please enter your e-mail or username'],
    [{ login: 'alice' }, 'password', undefined],
    [{ login: 'alice', password: '' }, 'password', 'Please enter your password'],
    [{ login: 'alice', password: PASSWORD, remember: 'yes' }, 'remember', undefined],
  ])('answers 400 for %j', async (payload, field, message) => {
    const response = await login(payload, freshAddress());
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    if (message) expect(response.json().fields[field]).toBe(message);
    else expect(response.json().fields).toHaveProperty(field);
  });

  it('throttles failures per account (5 in 15 minutes), even from many addresses', async () => {
    const bob = await registerUser(ctx.app, { email: 'bob@example.com' });
    for (let i = 0; i < 5; i += 1) {
      const response = await login(
        { login: bob.email, password: 'Wrong-password-1' },
        freshAddress(),
      );
      expect(response.statusCode).toBe(401);
    }
    // Now even the right password waits: otherwise guessing would simply go on.
    const limited = await login({ login: 'BOB@example.com', password: PASSWORD }, freshAddress());
    expect(limited.statusCode).toBe(429);
    const body = limited.json();
    expect(body).toMatchObject({ code: 'RATE_LIMITED', retryAfter: 900 });
    expect(body.error).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
    expect(limited.headers['retry-after']).toBe('900');
    // The username is the same account.
    expect(
      (await login({ login: bob.user.username, password: PASSWORD }, freshAddress())).statusCode,
    ).toBe(429);

    clock.advance(FIFTEEN_MINUTES);
    expect((await login({ login: bob.email, password: PASSWORD }, freshAddress())).statusCode).toBe(
      200,
    );
  });

  it('clears the account’s failures after a success', async () => {
    const carol = await registerUser(ctx.app, { email: 'carol@example.com' });
    const fail = () => login({ login: carol.email, password: 'Wrong-password-1' }, freshAddress());
    for (let i = 0; i < 4; i += 1) expect((await fail()).statusCode).toBe(401);
    expect(
      (await login({ login: carol.email, password: PASSWORD }, freshAddress())).statusCode,
    ).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await fail()).statusCode).toBe(401);
    // Eight failures in the window, but only four since the success.
    expect(
      (await login({ login: carol.email, password: PASSWORD }, freshAddress())).statusCode,
    ).toBe(200);
  });

  it('lets no more than 5 parallel guesses through', async () => {
    const dave = await registerUser(ctx.app, { email: 'dave@example.com' });
    const guesses = await Promise.all(
      Array.from({ length: 12 }, () =>
        login({ login: dave.email, password: 'Wrong-password-1' }, freshAddress()),
      ),
    );
    const statuses = guesses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
    clock.advance(FIFTEEN_MINUTES);
  });

  it('throttles unknown logins like real ones, so a 429 does not reveal an account', async () => {
    const attempt = () => login({ login: 'ghost@example.com', password: PASSWORD }, freshAddress());
    for (let i = 0; i < 5; i += 1) expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(429);
    clock.advance(FIFTEEN_MINUTES);
  });

  it('throttles failures per address (20 in 15 minutes) across accounts', async () => {
    const address = '192.0.2.77';
    for (let i = 0; i < 20; i += 1) {
      const response = await login(
        { login: `stranger${i}@example.com`, password: PASSWORD },
        address,
      );
      expect(response.statusCode).toBe(401);
    }
    const limited = await login({ login: 'alice', password: PASSWORD }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().retryAfter).toBe(900);
    // Alice herself is not locked out from elsewhere.
    expect((await login({ login: 'alice', password: PASSWORD }, freshAddress())).statusCode).toBe(
      200,
    );

    clock.advance(5 * 60_000);
    expect((await login({ login: 'alice', password: PASSWORD }, address)).json().retryAfter).toBe(
      600,
    );
    clock.advance(10 * 60_000);
    expect((await login({ login: 'alice', password: PASSWORD }, address)).statusCode).toBe(200);
  });
});

describe.each(['suspended', 'banned'] as const)('a %s account', (status) => {
  it('cannot sign in (403 after the right password) and loses its sessions', async () => {
    const user = await registerUser(ctx.app, { email: `${status}@example.com` });
    expect((await sessionsOf(user.user.id)).length).toBe(1);
    await ctx.database.db.update(users).set({ status }).where(eq(users.id, user.user.id));

    const verify = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/verify',
      headers: bearer(user.token),
    });
    expect(verify.statusCode).toBe(401);

    const wrong = await login({ login: user.email, password: 'Wrong-password-1' }, freshAddress());
    expect(wrong.statusCode).toBe(401);
    const response = await login({ login: user.email, password: PASSWORD }, freshAddress());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'This account has been suspended.',
      code: 'ACCOUNT_SUSPENDED',
    });
    expect(sessionCookie(response)).toBeUndefined();
    expect(await sessionsOf(user.user.id)).toEqual([]);
  });
});
