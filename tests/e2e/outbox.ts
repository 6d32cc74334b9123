import type { APIRequestContext } from '@playwright/test';
import { FIRST_ADMIN } from './admin-helpers';
import { expect } from './fixtures';

/** The pages the server mails links to (`/{lang}/<page>?token=…`). */
export type MailedLinkPage = 'reset-password' | 'undo-email-change' | 'verify-email';

/**
 * The link to `linkPage` in the newest e-mail to `email` that has one, read from the outbox as
 * the first admin (waits until the mail is there).
 */
export async function mailedLink(
  request: APIRequestContext,
  email: string,
  linkPage: MailedLinkPage,
): Promise<string> {
  const login = await request.post('/api/auth/login', {
    data: FIRST_ADMIN,
    headers: { 'x-session-delivery': 'token' },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const pattern = new RegExp(`https?://\\S+/${linkPage}\\?token=[\\w-]+`);
  let link = '';
  await expect
    .poll(async () => {
      const response = await request.get('/api/admin/outbox', {
        params: { to: email },
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(response.status()).toBe(200);
      const { messages } = (await response.json()) as { messages: Array<{ text: string }> };
      link = messages.map((message) => pattern.exec(message.text)?.[0]).find(Boolean) ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}
