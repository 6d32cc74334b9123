import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGoogle, type FakeGoogle } from '#tests/fakes/google-jwks';
import { asUser, registerUser, type TestUser } from '#server/test/accounts';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { makeAdmin, outboxRowsTo } from './outbox-test-support';

let google: FakeGoogle;
let ctx: TestApp;
let admin: TestUser;
let member: TestUser;

beforeAll(async () => {
  google = await startFakeGoogle();
  ctx = await createTestApp({
    env: { GOOGLE_CLIENT_ID: google.clientId, GOOGLE_JWKS_URL: google.jwksUrl },
  });
  admin = await registerUser(ctx.app, { email: 'outbox-admin@example.com' });
  await makeAdmin(ctx.database.db, admin.user.id);
  member = await registerUser(ctx.app, { email: 'outbox-member@example.com' });
});
afterAll(async () => {
  await ctx.close();
  await google.close();
});

describe('the outbox without SMTP_URL', () => {
  it('stores an e-mail as "stored", rendered in the recipient language', async () => {
    await ctx.app.mailer.send({
      to: 'Stored.Only@Example.com',
      language: 'bg',
      template: 'password_reset',
      name: 'Мария',
      resetUrl: 'http://localhost:3000/bg/reset-password?token=t0k3n',
      expiresInMinutes: 60,
    });
    const [row] = await outboxRowsTo(ctx.database.db, 'stored.only@example.com');
    expect(row).toMatchObject({
      toAddress: 'stored.only@example.com',
      template: 'password_reset',
      language: 'bg',
      status: 'stored',
      error: null,
      sentAt: null,
      userId: null,
    });
    expect(row!.subject).toBe('Нова парола за Amora');
    expect(row!.textBody).toContain('http://localhost:3000/bg/reset-password?token=t0k3n');
    expect(row!.htmlBody).toContain('Мария');
  });

  it('keeps a welcome e-mail for every password sign-up, in the sign-up language', async () => {
    const bg = await registerUser(ctx.app, {
      email: 'welcome-bg@example.com',
      firstName: 'Иван',
      language: 'bg',
    });
    // Beside it goes the verification link (server/features/users/email-verification.test.ts).
    const [row] = (await outboxRowsTo(ctx.database.db, bg.email)).filter(
      (mail) => mail.template === 'welcome',
    );
    expect(row).toMatchObject({
      template: 'welcome',
      language: 'bg',
      status: 'stored',
      userId: bg.user.id,
    });
    expect(row!.subject).toBe('Иван, радваме се, че си в Amora!');
  });

  it('keeps a welcome e-mail for a Google sign-up, and none for a second Google sign-in', async () => {
    const credential = await google.idToken({
      sub: 'sub-welcome',
      email: 'welcome-google@example.com',
      given_name: 'Grace',
    });
    const payload = { credential, termsAccepted: true, ageConfirmed: true };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/google/register',
        payload,
      });
      expect(response.statusCode).toBe(200);
    }
    const rows = await outboxRowsTo(ctx.database.db, 'welcome-google@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ template: 'welcome', language: 'en', status: 'stored' });
    expect(rows[0]!.textBody).toContain('Hi Grace,');
  });
});

describe('GET /api/admin/outbox', () => {
  it('answers 401 signed out and 403 for a user who is not an admin', async () => {
    const signedOut = await ctx.app.inject({ method: 'GET', url: '/api/admin/outbox' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    const user = await asUser(ctx.app, member.token, 'GET', '/api/admin/outbox');
    expect(user.statusCode).toBe(403);
    expect(user.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('lists e-mails newest first for an admin, and filters by recipient', async () => {
    for (const name of ['first', 'second', 'third']) {
      await ctx.app.mailer.send({
        to: 'filter-me@example.com',
        language: 'en',
        template: 'welcome',
        name,
      });
    }
    const response = await asUser(
      ctx.app,
      admin.token,
      'GET',
      '/api/admin/outbox?to=Filter-Me@Example.com',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { messages, nextCursor } = response.json();
    expect(nextCursor).toBeNull();
    expect(messages.map((m: { subject: string }) => m.subject)).toEqual([
      'Welcome to Amora, third!',
      'Welcome to Amora, second!',
      'Welcome to Amora, first!',
    ]);
    expect(messages[0]).toMatchObject({
      to: 'filter-me@example.com',
      template: 'welcome',
      language: 'en',
      status: 'stored',
      error: null,
      sent_at: null,
    });
    expect(messages[0].html).toContain('<html lang="en">');
    expect(messages[0].text).toContain('Hi third,');

    await ctx.app.mailer.send({
      to: 'someone-else@example.com',
      language: 'en',
      template: 'welcome',
      name: 'Other',
    });
    const all = (await asUser(ctx.app, admin.token, 'GET', '/api/admin/outbox')).json();
    expect(all.messages[0].to).toBe('someone-else@example.com');
    const recipients = new Set(all.messages.map((m: { to: string }) => m.to));
    expect(recipients).toContain('filter-me@example.com');
  });

  it('pages with a keyset cursor until nextCursor is null', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `/api/admin/outbox?to=filter-me@example.com&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await asUser(ctx.app, admin.token, 'GET', query)).json();
      seen.push(...page.messages.map((m: { subject: string }) => m.subject));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([
      'Welcome to Amora, third!',
      'Welcome to Amora, second!',
      'Welcome to Amora, first!',
    ]);
  });

  it('answers 400 for a cursor that is not one of its own', async () => {
    for (const cursor of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const response = await asUser(
        ctx.app,
        admin.token,
        'GET',
        `/api/admin/outbox?cursor=${cursor}`,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    const tooMany = await asUser(ctx.app, admin.token, 'GET', '/api/admin/outbox?limit=1000');
    expect(tooMany.statusCode).toBe(400);
  });
});
