import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import { asUser, bearer, registerUser } from '#server/test/accounts';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { outboxRowsTo, waitForMails } from './outbox-test-support';

/**
 * Links in e-mails (and the return addresses given to a payment provider) start with PUBLIC_URL,
 * else with a host the operator allowed (ALLOWED_HOSTS), never with whatever Host or
 * X-Forwarded-Host a client sent: a forged Host would otherwise put another site's address,
 * with a reset token in it, into the victim's inbox.
 */

const MISDIRECTED = {
  error: 'This server does not answer for that host name, so it will not write links to it.',
  code: 'MISDIRECTED_REQUEST',
};

let lastAddress = 0;
function freshAddress(): string {
  lastAddress += 1;
  return `198.51.100.${lastAddress}`;
}

function forgot(ctx: TestApp, email: string, headers: Record<string, string>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    remoteAddress: freshAddress(),
    headers,
  });
}

async function resetLinkOf(ctx: TestApp, email: string): Promise<string> {
  const [mail] = await waitForMails(ctx.database.db, email, 'password_reset');
  const match = /(\S+)\/en\/reset-password\?token=/.exec(mail!.textBody);
  return match![1]!;
}

describe('without PUBLIC_URL or ALLOWED_HOSTS', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    // Behind one trusted proxy, as the e2e server runs: X-Forwarded-Host is read, and checked.
    ctx = await createTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => ctx.close());

  it('refuses a forgot-password request for a foreign Host with 421 and mails nothing', async () => {
    const user = await registerUser(ctx.app, { email: 'victim-host@example.com' });
    const response = await forgot(ctx, user.email, { host: 'evil.example' });
    expect(response.statusCode).toBe(421);
    expect(response.json()).toEqual(MISDIRECTED);
    const forwarded = await forgot(ctx, user.email, {
      host: 'localhost:3000',
      'x-forwarded-host': 'evil.example',
    });
    expect(forwarded.statusCode).toBe(421);
    // Nothing was started: no link, no e-mail.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const mails = await outboxRowsTo(ctx.database.db, user.email);
    expect(mails.filter((mail) => mail.template === 'password_reset')).toEqual([]);
  });

  it.each([
    ['localhost:3000', 'http://localhost:3000'],
    ['127.0.0.1:4500', 'http://127.0.0.1:4500'],
    [`${os.hostname()}:3000`, `http://${os.hostname().toLowerCase()}:3000`],
  ])('writes links to the machine’s own name %s', async (host, base) => {
    const email = `own-name-${lastAddress}@example.com`;
    await registerUser(ctx.app, { email });
    expect((await forgot(ctx, email, { host })).statusCode).toBe(202);
    expect(await resetLinkOf(ctx, email)).toBe(base);
  });

  it('refuses a checkout for a foreign Host (its return addresses are links too)', async () => {
    const user = await registerUser(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/create-checkout-session',
      headers: { ...bearer(user.token), host: 'evil.example' },
      payload: { plan_id: 'premium', billing_cycle: 'monthly' },
    });
    expect(response.statusCode).toBe(421);
    const sessions = await asUser(ctx.app, user.token, 'GET', '/api/stripe/user-subscriptions');
    expect(sessions.json()).toEqual({ subscriptions: [] });
  });

  it('refuses support writes for a foreign Host: an answer can e-mail a link to the ticket', async () => {
    const user = await registerUser(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/support/tickets',
      headers: { ...bearer(user.token), host: 'evil.example' },
      payload: { message: 'How do I cancel my plan?' },
    });
    expect(response.statusCode).toBe(421);
    const tickets = await asUser(ctx.app, user.token, 'GET', '/api/support/tickets');
    expect(tickets.json().tickets).toEqual([]);
  });

  it('still answers reads for any Host: they write no links', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/plans',
      headers: { host: 'evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('with ALLOWED_HOSTS', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    // localhost:80 is where app.inject sends the sign-up (it writes a verification link too).
    ctx = await createTestApp({
      env: { ALLOWED_HOSTS: 'localhost:80, amora.example, www.amora.example:8443' },
    });
  });
  afterAll(() => ctx.close());

  it('writes links to the allowed names only, ports as listed', async () => {
    const user = await registerUser(ctx.app, { email: 'allowed-host@example.com' });
    expect((await forgot(ctx, user.email, { host: 'Amora.Example' })).statusCode).toBe(202);
    expect(await resetLinkOf(ctx, user.email)).toBe('http://amora.example');
    expect((await forgot(ctx, user.email, { host: 'localhost:3000' })).statusCode).toBe(421);
    expect((await forgot(ctx, user.email, { host: 'www.amora.example:9000' })).statusCode).toBe(
      421,
    );
    expect((await forgot(ctx, user.email, { host: 'www.amora.example:8443' })).statusCode).toBe(
      202,
    );
  });
});

describe('with PUBLIC_URL', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { PUBLIC_URL: 'https://amora.example/' } });
  });
  afterAll(() => ctx.close());

  it('writes every link from PUBLIC_URL, whatever Host the request names', async () => {
    const user = await registerUser(ctx.app, { email: 'public-url@example.com' });
    expect((await forgot(ctx, user.email, { host: 'evil.example' })).statusCode).toBe(202);
    expect(await resetLinkOf(ctx, user.email)).toBe('https://amora.example');
  });
});

describe('ALLOWED_HOSTS setting', () => {
  it('defaults to localhost, the loopback addresses and the machine’s own names', () => {
    const { allowedHosts } = loadConfig({});
    for (const name of ['localhost', '127.0.0.1', '[::1]', os.hostname().toLowerCase()]) {
      expect(allowedHosts).toContain(name);
    }
  });

  it('refuses a value that is no host name', () => {
    expect(() => loadConfig({ ALLOWED_HOSTS: 'amora.example, http://x.example' })).toThrow(
      'ALLOWED_HOSTS must be host names (optionally with :port), separated by commas',
    );
  });
});
