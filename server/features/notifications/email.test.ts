import { eq } from 'drizzle-orm';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companions, users } from '#server/db/schema';
import { outboxRowsTo, waitForMails } from '#server/features/mail/outbox-test-support';
import {
  decodeQuotedPrintable,
  startSmtpTestServer,
  type SmtpTestServer,
} from '#server/features/mail/smtp-test-server';
import { asUser, registerUser, type TestUser } from '#server/test/accounts';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { deliverCompanionMessage } from './index';

/** Notification e-mails for users who chose e-mail, and their one-click unsubscribe (RFC 8058). */

let smtp: SmtpTestServer;
let ctx: TestApp;
let sophiaId: string;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  ctx = await createTestApp({
    env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://amora.example' },
  });
  const [row] = await ctx.database.db
    .select({ id: companions.id })
    .from(companions)
    .where(eq(companions.slug, 'sophia'));
  sophiaId = row!.id;
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

/** A user with a verified address who chose e-mail notifications. */
async function emailUser(language: 'en' | 'bg' = 'en') {
  const user = await registerUser(ctx.app, { language, firstName: 'Ada' });
  await ctx.database.db
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(eq(users.id, user.user.id));
  await setChannel(user, 'email');
  return user;
}

async function setChannel(user: TestUser, channel: 'push' | 'email' | 'none') {
  const response = await asUser(ctx.app, user.token, 'PUT', '/api/users/settings', {
    reachOut: { channel },
  });
  expect(response.statusCode).toBe(200);
}

async function channelOf(user: TestUser) {
  const response = await asUser(ctx.app, user.token, 'GET', '/api/users/settings');
  return response.json().settings.reachOut.channel as string;
}

function deliver(user: TestUser, text = 'How did the exam go?') {
  return deliverCompanionMessage(ctx.app, {
    userId: user.user.id,
    companionId: sophiaId,
    conversationId: randomUUID(),
    messageId: randomUUID(),
    text,
  });
}

/** The unsubscribe link of the newest notification e-mail to the user. */
async function unsubscribeLink(user: TestUser) {
  const [mail] = await waitForMails(ctx.database.db, user.email, 'companion_message');
  const link =
    /https:\/\/amora\.example\/api\/notifications\/unsubscribe\?token=[A-Za-z0-9_-]{43}&lang=(en|bg)/.exec(
      mail!.textBody,
    )?.[0];
  expect(link).toBeDefined();
  return link!.replace('https://amora.example', '');
}

const form = {
  'content-type': 'application/x-www-form-urlencoded',
};

describe('deliverCompanionMessage by e-mail', () => {
  it('mails her message in English with her chat and the List-Unsubscribe headers', async () => {
    const user = await emailUser('en');
    expect(await deliver(user)).toEqual({ channel: 'email' });
    const [mail] = await waitForMails(ctx.database.db, user.email, 'companion_message', {
      status: 'sent',
    });
    expect(mail!.subject).toBe('Sophia wrote to you on Amora');
    expect(mail!.textBody).toContain('How did the exam go?');
    expect(mail!.textBody).toContain('https://amora.example/en/chat/sophia');
    const link = await unsubscribeLink(user);

    const raw = smtp.received.find(
      (m) => m.to.includes(user.email) && m.raw.includes('Subject: Sophia wrote to you'),
    )!.raw;
    const unfolded = raw.replace(/\r?\n[ \t]+/g, ' ');
    expect(unfolded).toMatch(
      new RegExp(
        `^List-Unsubscribe: <https://amora\\.example${link.replace(/[?]/g, '\\?')}>\\r?$`,
        'm',
      ),
    );
    expect(unfolded).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(decodeQuotedPrintable(raw)).toContain('How did the exam go?');
  });

  it('mails in Bulgarian to a Bulgarian account', async () => {
    const user = await emailUser('bg');
    await deliver(user, 'Как мина изпитът?');
    const [mail] = await waitForMails(ctx.database.db, user.email, 'companion_message');
    expect(mail!.subject).toBe('София ти писа в Amora');
    expect(mail!.textBody).toContain('Как мина изпитът?');
    expect(mail!.textBody).toContain('https://amora.example/bg/chat/sophia');
    expect(mail!.textBody).toContain('Спри писмата с известия');
  });

  it('mails nobody whose address is unverified, who chose none, or who is banned', async () => {
    const unverified = await registerUser(ctx.app);
    await setChannel(unverified, 'email');
    expect(await deliver(unverified)).toEqual({ channel: 'none', reason: 'email_unverified' });
    const none = await emailUser();
    await setChannel(none, 'none');
    expect(await deliver(none)).toEqual({ channel: 'none', reason: 'channel_none' });
    const banned = await emailUser();
    await ctx.database.db
      .update(users)
      .set({ status: 'banned' })
      .where(eq(users.id, banned.user.id));
    expect(await deliver(banned)).toEqual({ channel: 'none', reason: 'account_inactive' });
    for (const user of [unverified, none, banned]) {
      const rows = await outboxRowsTo(ctx.database.db, user.email);
      expect(rows.filter((row) => row.template === 'companion_message')).toEqual([]);
    }
  });
});

describe('the one-click unsubscribe link', () => {
  it('shows a page with a button on GET (changing nothing), and stops e-mails once on POST', async () => {
    const user = await emailUser('bg');
    await deliver(user);
    const link = await unsubscribeLink(user);

    const page = await ctx.app.inject({
      method: 'GET',
      url: link,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="bg">');
    expect(page.body).toContain('method="post"');
    expect(page.body).toContain('Спри писмата');
    expect(await channelOf(user)).toBe('email');

    // The mail program's request (RFC 8058): a form post, no session, no cookie.
    const stop = await ctx.app.inject({
      method: 'POST',
      url: link,
      headers: form,
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(stop.statusCode).toBe(200);
    expect(stop.json()).toEqual({ ok: true });
    expect(await channelOf(user)).toBe('none');
    expect(await deliver(user)).toEqual({ channel: 'none', reason: 'channel_none' });

    const again = await ctx.app.inject({
      method: 'POST',
      url: link,
      headers: form,
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('UNSUBSCRIBE_LINK_USED');
    const usedPage = await ctx.app.inject({
      method: 'GET',
      url: link,
      headers: { accept: 'text/html' },
    });
    expect(usedPage.statusCode).toBe(410);
    expect(usedPage.body).toContain('вече е използвана');
  });

  it("answers the page's own button with a page", async () => {
    const user = await emailUser('en');
    await deliver(user);
    const link = await unsubscribeLink(user);
    const done = await ctx.app.inject({
      method: 'POST',
      url: link,
      headers: { ...form, accept: 'text/html' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You will get no more notification e-mails');
    expect(await channelOf(user)).toBe('none');
  });

  it('stops e-mails only: a user who switched to push since keeps push', async () => {
    const user = await emailUser();
    await deliver(user);
    const link = await unsubscribeLink(user);
    await setChannel(user, 'push');
    const response = await ctx.app.inject({
      method: 'POST',
      url: link,
      headers: form,
      payload: '',
    });
    expect(response.statusCode).toBe(200);
    expect(await channelOf(user)).toBe('push');
  });

  it('answers 404 for a forged token and 400 for a malformed one, changing nothing', async () => {
    const user = await emailUser();
    await deliver(user);
    const link = await unsubscribeLink(user);
    const forged = link.replace(/token=[^&]+/, `token=${randomBytes(32).toString('base64url')}`);
    for (const method of ['GET', 'POST'] as const) {
      const response = await ctx.app.inject({ method, url: forged });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('INVALID_UNSUBSCRIBE_TOKEN');
    }
    const page = await ctx.app.inject({
      method: 'GET',
      url: forged,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('This link does not work');
    for (const url of [
      link.replace(/token=[^&]+/, 'token=short'),
      '/api/notifications/unsubscribe',
    ]) {
      expect((await ctx.app.inject({ method: 'POST', url })).statusCode).toBe(400);
    }
    expect(await channelOf(user)).toBe('email');
  });
});
