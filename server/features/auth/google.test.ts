import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGoogle, type FakeGoogle } from '#tests/fakes/google-jwks';
import { users } from '#server/db/schema';
import { PASSWORD, registerUser, sessionCookie } from '#server/test/accounts';
import { createTestApp, type TestApp } from '#server/test/test-app';

let google: FakeGoogle;
let ctx: TestApp;
let unconfigured: TestApp;

beforeAll(async () => {
  google = await startFakeGoogle();
  [ctx, unconfigured] = await Promise.all([
    createTestApp({ env: { GOOGLE_CLIENT_ID: google.clientId, GOOGLE_JWKS_URL: google.jwksUrl } }),
    createTestApp(),
  ]);
});
afterAll(async () => {
  await Promise.all([ctx.close(), unconfigured.close()]);
  await google.close();
});

const terms = { termsAccepted: true, ageConfirmed: true };

function post(app: TestApp, path: 'login' | 'register', payload: object) {
  return app.app.inject({ method: 'POST', url: `/api/auth/google/${path}`, payload });
}

const INVALID = { error: 'Invalid Google token', code: 'INVALID_GOOGLE_TOKEN' };

describe('Google sign-in', () => {
  it('answers 503 GOOGLE_NOT_CONFIGURED without GOOGLE_CLIENT_ID', async () => {
    const credential = await google.idToken();
    for (const [path, payload] of [
      ['login', { credential }],
      ['register', { credential, ...terms }],
    ] as const) {
      const response = await post(unconfigured, path, payload);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'GOOGLE_NOT_CONFIGURED' });
    }
  });

  it('answers 404 at login for a Google user without an account', async () => {
    const credential = await google.idToken({ sub: 'sub-new', email: 'newcomer@gmail.com' });
    const response = await post(ctx, 'login', { credential });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: 'No account for this Google user. Please sign up first.',
      code: 'NOT_FOUND',
    });
  });

  it('registers a password-less account from the token, then signs it in', async () => {
    const credential = await google.idToken({
      sub: 'sub-grace',
      email: 'Grace.Hopper@Gmail.com',
      given_name: 'Grace',
      family_name: 'Hopper',
      picture: 'https://lh3.googleusercontent.com/a/grace',
    });
    const response = await post(ctx, 'register', { credential, ...terms, language: 'bg' });
    expect(response.statusCode).toBe(200);
    const { user } = response.json();
    expect(response.json()).not.toHaveProperty('token');
    expect(user).toMatchObject({
      email: 'grace.hopper@gmail.com',
      username: 'grace.hopper',
      name: 'Grace Hopper',
      avatar: 'https://lh3.googleusercontent.com/a/grace',
      hasPassword: false,
      google: true,
    });
    expect(sessionCookie(response)?.value).toMatch(/^[\w-]{43}$/);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ googleSub: 'sub-grace', passwordHash: null, language: 'bg' });

    // Signing up again, or signing in, finds the same account.
    const again = await post(ctx, 'register', { credential, ...terms });
    expect(again.json().user.id).toBe(user.id);
    const login = await post(ctx, 'login', { credential, remember: false });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.id).toBe(user.id);
    expect(sessionCookie(login)?.maxAge).toBeUndefined();
    // The account is keyed on sub: a changed e-mail still finds it.
    const renamed = await google.idToken({ sub: 'sub-grace', email: 'grace@navy.example' });
    expect((await post(ctx, 'login', { credential: renamed })).json().user.id).toBe(user.id);
  });

  it('links an existing password account with the same verified e-mail', async () => {
    const existing = await registerUser(ctx.app, { email: 'linked@example.com' });
    // Verified as if its link had been opened (server/features/users/email-verification.test.ts).
    await ctx.database.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, existing.user.id));
    const credential = await google.idToken({ sub: 'sub-linked', email: 'linked@example.com' });
    const response = await post(ctx, 'login', { credential });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      id: existing.user.id,
      google: true,
      hasPassword: true,
    });
    const password = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: 'linked@example.com', password: PASSWORD },
    });
    expect(password.statusCode).toBe(200);
    // Another Google account with that e-mail cannot take it over.
    const other = await google.idToken({ sub: 'sub-intruder', email: 'linked@example.com' });
    expect((await post(ctx, 'login', { credential: other })).statusCode).toBe(409);
  });

  it('accepts both spellings of Google’s issuer', async () => {
    const credential = await google.idToken(
      { sub: 'sub-grace', email: 'grace@navy.example' },
      { issuer: 'accounts.google.com' },
    );
    expect((await post(ctx, 'login', { credential })).statusCode).toBe(200);
  });

  it.each([
    ['another audience', {}, { audience: 'someone-else.apps.googleusercontent.com' }],
    ['another issuer', {}, { issuer: 'https://evil.example' }],
    ['an expired token', {}, { issuedAt: Math.floor(Date.now() / 1000) - 7200 }],
    ['an unverified e-mail', { email_verified: false }, {}],
    ['no email_verified claim', { email_verified: undefined }, {}],
    ['a signature by another key', {}, { key: 'other' as const }],
  ])('answers 401 INVALID_GOOGLE_TOKEN for %s', async (_name, claims, options) => {
    const credential = await google.idToken({ sub: 'sub-grace', ...claims }, options);
    for (const path of ['login', 'register'] as const) {
      const response = await post(ctx, path, { credential, ...terms });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(INVALID);
      expect(sessionCookie(response)).toBeUndefined();
    }
  });

  it('answers 401 for a credential that is not a JWT', async () => {
    const response = await post(ctx, 'login', { credential: 'definitely.not-a.token' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(INVALID);
  });

  it.each([
    [{ ...terms }, 'credential'],
    [{ credential: 'x'.repeat(50), ageConfirmed: true }, 'termsAccepted'],
    [{ credential: 'x'.repeat(50), termsAccepted: true }, 'ageConfirmed'],
  ])('answers 400 at register for %j', async (payload, field) => {
    const response = await post(ctx, 'register', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty(field);
  });

  it('refuses a suspended Google account with 403', async () => {
    const credential = await google.idToken({ sub: 'sub-suspended', email: 'sus@gmail.com' });
    const { user } = (await post(ctx, 'register', { credential, ...terms })).json();
    await ctx.database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, user.id));
    const response = await post(ctx, 'login', { credential });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('ACCOUNT_SUSPENDED');
  });
});

describe('the Content-Security-Policy', () => {
  it('allows Google Identity Services only when Google sign-in is configured', async () => {
    // The API's own page (its documentation) is a document: it carries the policy.
    const on = String(
      (await ctx.app.inject({ url: '/api/docs' })).headers['content-security-policy'],
    );
    expect(on).toContain("script-src 'self' https://accounts.google.com/gsi/client");
    expect(on).toContain('frame-src https://accounts.google.com/gsi/');
    expect(on).toContain("connect-src 'self' https://accounts.google.com/gsi/");
    expect(on).toContain("style-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/style");

    const off = String(
      (await unconfigured.app.inject({ url: '/api/docs' })).headers['content-security-policy'],
    );
    expect(off).not.toContain('accounts.google.com');
    expect(off).not.toContain('frame-src');
  });
});
