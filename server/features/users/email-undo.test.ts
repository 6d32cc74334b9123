import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailChangeUndos, passwordResets } from '#server/db/schema';
import { outboxRowsTo } from '#server/features/mail/outbox-test-support';
import {
  asUser,
  createTestClock,
  nextAddress,
  PASSWORD,
  registerUser,
  tokenOf,
} from '#server/test/accounts';
import { createTestApp, type TestApp } from '#server/test/test-app';

const clock = createTestClock();
let ctx: TestApp;

beforeAll(async () => {
  // amora.test stands for the site's own name (links are written only for allowed hosts).
  ctx = await createTestApp({ clock: clock.now, env: { ALLOWED_HOSTS: 'localhost,amora.test' } });
});
afterAll(() => ctx.close());

const DAY_MS = 24 * 60 * 60 * 1000;

function login(loginName: string, password = PASSWORD) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { login: loginName, password },
    remoteAddress: nextAddress(),
  });
}

function changeEmail(token: string, email: string, host = 'amora.test') {
  return ctx.app.inject({
    method: 'PUT',
    url: '/api/users/me/email',
    headers: { authorization: `Bearer ${token}`, host },
    payload: { email, currentPassword: PASSWORD },
  });
}

function undo(token: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/undo-email-change',
    payload: { token },
  });
}

/** The undo link of the newest change notice to `oldEmail`, and the notice itself. */
async function noticeTo(oldEmail: string) {
  const [mail] = (await outboxRowsTo(ctx.database.db, oldEmail)).filter(
    (row) => row.template === 'email_changed',
  );
  if (!mail) throw new Error(`no change notice to ${oldEmail}`);
  const match = /http:\/\/amora\.test\/(en|bg)\/undo-email-change\?token=([\w-]+)/.exec(
    mail.textBody,
  );
  if (!match) throw new Error('the notice carries no undo link');
  return { mail, language: match[1], token: decodeURIComponent(match[2]!) };
}

describe('the notice to the old address', () => {
  it('tells the old address, in English, with a masked new address and a 7-day link', async () => {
    const user = await registerUser(ctx.app, { email: 'notice-en@example.com' });
    expect((await changeEmail(user.token, 'fresh-en@example.com')).statusCode).toBe(200);
    const { mail, language, token } = await noticeTo('notice-en@example.com');
    expect(language).toBe('en');
    expect(mail.language).toBe('en');
    expect(mail.subject).toContain('e-mail address was changed');
    expect(mail.textBody).toContain('f***@example.com');
    expect(mail.textBody).not.toContain('fresh-en@example.com');
    expect(mail.htmlBody).toContain(`undo-email-change?token=${token}`);
    // Nothing to the new address about it, and only a hash of the token is kept.
    const toNew = await outboxRowsTo(ctx.database.db, 'fresh-en@example.com');
    expect(toNew.filter((row) => row.template === 'email_changed')).toEqual([]);
    const [stored] = await ctx.database.db
      .select()
      .from(emailChangeUndos)
      .where(eq(emailChangeUndos.userId, user.user.id));
    expect(stored!.tokenHash).not.toBe(token);
    expect(stored!.oldEmail).toBe('notice-en@example.com');
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(7 * DAY_MS);
  });

  it("writes it in the account's language", async () => {
    const user = await registerUser(ctx.app, { email: 'notice-bg@example.com', language: 'bg' });
    expect((await changeEmail(user.token, 'fresh-bg@example.com')).statusCode).toBe(200);
    const { mail, language } = await noticeTo('notice-bg@example.com');
    expect(language).toBe('bg');
    expect(mail.subject).toMatch(/сменен/);
  });

  it('sends nothing when the address stays the same', async () => {
    const user = await registerUser(ctx.app, { email: 'same@example.com' });
    expect((await changeEmail(user.token, 'same@example.com')).statusCode).toBe(200);
    const rows = await outboxRowsTo(ctx.database.db, 'same@example.com');
    expect(rows.filter((row) => row.template === 'email_changed')).toEqual([]);
  });

  it('is refused (421) with nothing changed for a host links may not name', async () => {
    const user = await registerUser(ctx.app, { email: 'evil-host@example.com' });
    const response = await changeEmail(user.token, 'elsewhere@example.com', 'evil.example');
    expect(response.statusCode).toBe(421);
    expect((await login('evil-host@example.com')).statusCode).toBe(200);
  });
});

describe('POST /api/auth/undo-email-change', () => {
  it('restores the old address, signs out everywhere and ends every reset link', async () => {
    const user = await registerUser(ctx.app, { email: 'victim@example.com' });
    const other = tokenOf(await login('victim@example.com'));
    expect((await changeEmail(user.token, 'thief@example.com')).statusCode).toBe(200);
    // A reset link asked for by whoever now has the new address.
    const forgot = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: { host: 'amora.test' },
      payload: { email: 'thief@example.com' },
      remoteAddress: nextAddress(),
    });
    expect(forgot.statusCode).toBe(202);
    await expect
      .poll(async () =>
        ctx.database.db
          .select()
          .from(passwordResets)
          .where(eq(passwordResets.userId, user.user.id))
          .then((rows) => rows.length),
      )
      .toBe(1);

    const { token } = await noticeTo('victim@example.com');
    const response = await undo(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    for (const session of [user.token, other]) {
      expect((await asUser(ctx.app, session, 'GET', '/api/auth/verify')).statusCode).toBe(401);
    }
    expect((await login('thief@example.com')).statusCode).toBe(401);
    expect((await login('victim@example.com')).statusCode).toBe(200);
    const resets = await ctx.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, user.user.id));
    expect(resets).toEqual([]);
  });

  it('works only once', async () => {
    const user = await registerUser(ctx.app, { email: 'twice@example.com' });
    await changeEmail(user.token, 'twice-new@example.com');
    const { token } = await noticeTo('twice@example.com');
    expect((await undo(token)).statusCode).toBe(200);
    const again = await undo(token);
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('UNDO_LINK_EXPIRED');
  });

  it('expires after 7 days', async () => {
    const user = await registerUser(ctx.app, { email: 'late@example.com' });
    await changeEmail(user.token, 'late-new@example.com');
    const { token } = await noticeTo('late@example.com');
    clock.advance(7 * DAY_MS + 1000);
    const response = await undo(token);
    expect(response.statusCode).toBe(410);
    expect(response.json().code).toBe('UNDO_LINK_EXPIRED');
    expect((await login('late-new@example.com')).statusCode).toBe(200);
  });

  it('answers 400 INVALID_UNDO_TOKEN for an unknown link and 400 for none', async () => {
    const unknown = await undo('not-a-real-token');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('INVALID_UNDO_TOKEN');
    const empty = await undo('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('VALIDATION_FAILED');
  });

  it('answers 409 OLD_EMAIL_TAKEN, changing nothing, when the old address has another account', async () => {
    const user = await registerUser(ctx.app, { email: 'given-up@example.com' });
    await changeEmail(user.token, 'moved-on@example.com');
    const { token } = await noticeTo('given-up@example.com');
    await registerUser(ctx.app, { email: 'given-up@example.com' });
    const response = await undo(token);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('OLD_EMAIL_TAKEN');
    expect((await asUser(ctx.app, user.token, 'GET', '/api/auth/verify')).statusCode).toBe(200);
    expect((await login('moved-on@example.com')).statusCode).toBe(200);
  });

  it('allows another change after an undo, with its own notice and link', async () => {
    const user = await registerUser(ctx.app, { email: 'again@example.com' });
    await changeEmail(user.token, 'again-1@example.com');
    const first = await noticeTo('again@example.com');
    expect((await undo(first.token)).statusCode).toBe(200);

    const session = tokenOf(await login('again@example.com'));
    expect((await changeEmail(session, 'again-2@example.com')).statusCode).toBe(200);
    const second = await noticeTo('again@example.com');
    expect(second.token).not.toBe(first.token);
    expect((await undo(second.token)).statusCode).toBe(200);
    expect((await login('again@example.com')).statusCode).toBe(200);
  });

  it('ends the older undo links of the user', async () => {
    const user = await registerUser(ctx.app, { email: 'chain@example.com' });
    await changeEmail(user.token, 'chain-1@example.com');
    const first = await noticeTo('chain@example.com');
    await changeEmail(user.token, 'chain-2@example.com');
    const second = await noticeTo('chain-1@example.com');
    expect((await undo(first.token)).statusCode).toBe(200);
    expect((await undo(second.token)).json().code).toBe('INVALID_UNDO_TOKEN');
    expect((await login('chain@example.com')).statusCode).toBe(200);
  });
});
