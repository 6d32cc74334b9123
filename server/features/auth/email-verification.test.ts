import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGoogle, type FakeGoogle } from '#tests/fakes/google-jwks';
import { emailVerifications, users } from '#server/db/schema';
import { outboxRowsTo } from '#server/features/mail/outbox-test-support';
import {
  asUser,
  createTestClock,
  nextAddress,
  PASSWORD,
  tokenOf,
  type TestUser,
} from '#server/test/accounts';
import { createTestApp, type TestApp } from '#server/test/test-app';

const clock = createTestClock();
let google: FakeGoogle;
let ctx: TestApp;

beforeAll(async () => {
  google = await startFakeGoogle();
  // amora.test stands for the site's own name (links are written only for allowed hosts).
  ctx = await createTestApp({
    clock: clock.now,
    env: {
      ALLOWED_HOSTS: 'localhost,amora.test',
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_JWKS_URL: google.jwksUrl,
    },
  });
});
afterAll(async () => {
  await ctx.close();
  await google.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** A Google ID token issued at the test clock's now (the server checks expiry against it). */
function idToken(claims: { sub: string; email: string }) {
  return google.idToken(claims, { issuedAt: Math.floor(clock.now().getTime() / 1000) });
}

function verify(token: string, bearerToken?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    payload: { token },
    ...(bearerToken ? { headers: { authorization: `Bearer ${bearerToken}` } } : {}),
  });
}

function resend(token: string, host = 'amora.test') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/resend-verification',
    headers: { authorization: `Bearer ${token}`, host },
  });
}

async function me(token: string) {
  return (await asUser(ctx.app, token, 'GET', '/api/auth/verify')).json().user;
}

/** Signs up through the API as a browser on amora.test would. */
async function signUp(email: string, language: 'en' | 'bg' = 'en'): Promise<TestUser> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: { host: 'amora.test' },
    payload: {
      email,
      password: PASSWORD,
      firstName: 'Vera',
      lastName: 'Test',
      termsAccepted: true,
      ageConfirmed: true,
      language,
    },
    remoteAddress: nextAddress(),
  });
  expect(response.statusCode).toBe(201);
  const { user } = response.json();
  return { user, token: tokenOf(response), email, password: PASSWORD };
}

/** The verification links mailed to `email`, newest first. */
async function linksTo(email: string) {
  const mails = (await outboxRowsTo(ctx.database.db, email)).filter(
    (row) => row.template === 'email_verification',
  );
  return mails.map((mail) => {
    const match = /http:\/\/amora\.test\/(en|bg)\/verify-email\?token=([\w-]+)/.exec(mail.textBody);
    if (!match) throw new Error('the e-mail carries no verification link');
    return { mail, language: match[1], token: decodeURIComponent(match[2]!) };
  });
}

async function linkTo(email: string) {
  const [link] = await linksTo(email);
  if (!link) throw new Error(`no verification e-mail to ${email}`);
  return link;
}

describe('the verification e-mail after a sign-up', () => {
  it('goes to the new address in English with a 7-day link; only a hash is stored', async () => {
    const user = await signUp('verify-en@example.com');
    expect(user.user.emailVerified).toBe(false);
    const { mail, language, token } = await linkTo('verify-en@example.com');
    expect(language).toBe('en');
    expect(mail.subject).toContain('Confirm your');
    expect(mail.htmlBody).toContain(`verify-email?token=${token}`);
    const [stored] = await ctx.database.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.userId, user.user.id));
    expect(stored!.tokenHash).not.toBe(token);
    expect(stored!.email).toBe('verify-en@example.com');
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(7 * DAY_MS);
  });

  it("is written in the account's language", async () => {
    await signUp('verify-bg@example.com', 'bg');
    const { mail, language } = await linkTo('verify-bg@example.com');
    expect(language).toBe('bg');
    expect(mail.subject).toMatch(/Потвърди/);
  });

  it('is refused (421) with no account made for a host links may not name', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { host: 'evil.example' },
      payload: {
        email: 'evil-signup@example.com',
        password: PASSWORD,
        firstName: 'Eve',
        termsAccepted: true,
        ageConfirmed: true,
      },
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(421);
    const rows = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'evil-signup@example.com'));
    expect(rows).toEqual([]);
  });
});

describe('POST /api/auth/verify-email', () => {
  it('verifies the address once, with no session needed; the link then is used up', async () => {
    const user = await signUp('once@example.com');
    const { token } = await linkTo('once@example.com');
    const first = await verify(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true });
    expect((await me(user.token)).emailVerified).toBe(true);
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_VERIFICATION_TOKEN');
  });

  it('answers 400 for an unknown link and 410 for an expired one, verifying nothing', async () => {
    expect((await verify('no-such-token')).json().code).toBe('INVALID_VERIFICATION_TOKEN');
    const user = await signUp('late@example.com');
    const { token } = await linkTo('late@example.com');
    clock.advance(7 * DAY_MS + 1000);
    const response = await verify(token);
    expect(response.statusCode).toBe(410);
    expect(response.json().code).toBe('VERIFICATION_LINK_EXPIRED');
    expect((await me(user.token)).emailVerified).toBe(false);
  });

  it("verifies only the link's own account, whoever is signed in", async () => {
    const owner = await signUp('owner@example.com');
    const other = await signUp('other@example.com');
    const { token } = await linkTo('owner@example.com');
    // Sent by the other user's browser: it still verifies the owner's address, not theirs.
    expect((await verify(token, other.token)).statusCode).toBe(200);
    expect((await me(owner.token)).emailVerified).toBe(true);
    expect((await me(other.token)).emailVerified).toBe(false);
  });
});

describe('an e-mail change', () => {
  it('makes a verified account unverified and mails the new address a link', async () => {
    const user = await signUp('before@example.com');
    const old = await linkTo('before@example.com');
    expect((await verify(old.token)).statusCode).toBe(200);
    expect((await me(user.token)).emailVerified).toBe(true);
    const change = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/me/email',
      headers: { authorization: `Bearer ${user.token}`, host: 'amora.test' },
      payload: { email: 'after@example.com', currentPassword: PASSWORD },
    });
    expect(change.statusCode).toBe(200);
    expect(change.json().user).toMatchObject({ email: 'after@example.com', emailVerified: false });
    const fresh = await linkTo('after@example.com');
    expect(fresh.language).toBe('en');
    expect((await me(user.token)).emailVerified).toBe(false);
    expect((await verify(fresh.token)).statusCode).toBe(200);
    expect((await me(user.token)).emailVerified).toBe(true);
  });

  it('ends an unused link to the old address', async () => {
    const user = await signUp('moving@example.com');
    const old = await linkTo('moving@example.com');
    const change = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/me/email',
      headers: { authorization: `Bearer ${user.token}`, host: 'amora.test' },
      payload: { email: 'moved@example.com', currentPassword: PASSWORD },
    });
    expect(change.statusCode).toBe(200);
    expect((await verify(old.token)).statusCode).toBe(400);
    expect((await me(user.token)).emailVerified).toBe(false);
  });
});

describe('POST /api/auth/resend-verification', () => {
  it('mails a new working link, at most 3 an hour, and nothing once verified', async () => {
    const user = await signUp('resend@example.com');
    for (let i = 0; i < 3; i += 1) {
      const response = await resend(user.token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ sent: true });
    }
    expect(await linksTo('resend@example.com')).toHaveLength(4);
    const limited = await resend(user.token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(await linksTo('resend@example.com')).toHaveLength(4);

    clock.advance(60 * 60 * 1000 + 1000);
    expect((await resend(user.token)).json()).toEqual({ sent: true });
    const { token } = await linkTo('resend@example.com');
    expect((await verify(token)).statusCode).toBe(200);
    const done = await resend(user.token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ sent: false });
    expect(await linksTo('resend@example.com')).toHaveLength(5);
  });

  it('needs a session (401) and an allowed host (421)', async () => {
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/resend-verification',
    });
    expect(anonymous.statusCode).toBe(401);
    const user = await signUp('resend-host@example.com');
    expect((await resend(user.token, 'evil.example')).statusCode).toBe(421);
  });
});

describe('Google and unverified addresses', () => {
  function googlePost(path: 'login' | 'register', credential: string) {
    return ctx.app.inject({
      method: 'POST',
      url: `/api/auth/google/${path}`,
      payload: { credential, termsAccepted: true, ageConfirmed: true },
    });
  }

  it('does not link Google to an account whose address is unverified', async () => {
    const squatter = await signUp('squatted@gmail.com');
    const credential = await idToken({ sub: 'sub-squatted', email: 'squatted@gmail.com' });
    for (const path of ['login', 'register'] as const) {
      const response = await googlePost(path, credential);
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('EMAIL_NOT_VERIFIED');
      expect(response.cookies.find((c) => c.name === 'amora_session')).toBeUndefined();
    }
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, squatter.user.id));
    expect(row!.googleSub).toBeNull();
  });

  it('links Google once the address is verified', async () => {
    const user = await signUp('verified-link@gmail.com');
    expect((await verify((await linkTo('verified-link@gmail.com')).token)).statusCode).toBe(200);
    const credential = await idToken({ sub: 'sub-vlink', email: 'verified-link@gmail.com' });
    const response = await googlePost('login', credential);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: user.user.id, google: true });
  });

  it('creates Google accounts verified', async () => {
    const credential = await idToken({ sub: 'sub-gnew', email: 'gnew@gmail.com' });
    const response = await googlePost('register', credential);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.emailVerified).toBe(true);
  });
});

describe('POST /api/auth/google/link', () => {
  function link(token: string, credential: string) {
    return ctx.app.inject({
      method: 'POST',
      url: '/api/auth/google/link',
      headers: { authorization: `Bearer ${token}` },
      payload: { credential },
    });
  }

  it('links Google to the signed-in account, verifying a matching address', async () => {
    const user = await signUp('linkme@gmail.com');
    const credential = await idToken({ sub: 'sub-linkme', email: 'linkme@gmail.com' });
    const response = await link(user.token, credential);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ google: true, emailVerified: true });
    // Google sign-in now opens this account; linking again changes nothing.
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/google/login',
      payload: { credential },
    });
    expect(login.json().user.id).toBe(user.user.id);
    expect((await link(user.token, credential)).statusCode).toBe(200);
  });

  it('links another address without verifying the account one', async () => {
    const user = await signUp('mine@example.com');
    const credential = await idToken({ sub: 'sub-elsewhere', email: 'else@gmail.com' });
    const response = await link(user.token, credential);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ google: true, emailVerified: false });
  });

  it('refuses (409) a Google account linked to someone else, or a second one', async () => {
    const first = await signUp('first-g@example.com');
    const second = await signUp('second-g@example.com');
    const credential = await idToken({ sub: 'sub-shared', email: 'shared@gmail.com' });
    expect((await link(first.token, credential)).statusCode).toBe(200);
    const taken = await link(second.token, credential);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('GOOGLE_ALREADY_LINKED');
    const another = await idToken({ sub: 'sub-another', email: 'another@gmail.com' });
    const twice = await link(first.token, another);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('GOOGLE_ALREADY_LINKED');
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, second.user.id));
    expect(row!.googleSub).toBeNull();
  });

  it('needs a session (401) and a valid token (401)', async () => {
    const credential = await idToken({ sub: 'sub-nobody', email: 'nobody@gmail.com' });
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/google/link',
      payload: { credential },
    });
    expect(anonymous.statusCode).toBe(401);
    const user = await signUp('badtoken@example.com');
    const bad = await link(user.token, 'definitely.not-a.token');
    expect(bad.statusCode).toBe(401);
    expect(bad.json().code).toBe('INVALID_GOOGLE_TOKEN');
  });
});
