import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Lang } from './fixtures';

/** A password that meets the four rules. */
export const PASSWORD = 'Amora2024pass';

/** A new address per test, so specs never share an account. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export interface Account {
  email: string;
  password: string;
  firstName: string;
}

/**
 * Creates an account through the API. With `page.request` the page's browser context is then
 * signed in (it shares the cookie); with the `request` fixture it is not.
 */
export async function registerAccount(
  request: APIRequestContext,
  { lang, firstName, tag }: { lang: Lang; firstName: string; tag: string },
): Promise<Account> {
  const email = uniqueEmail(tag);
  const response = await request.post('/api/auth/register', {
    data: {
      email,
      password: PASSWORD,
      firstName,
      lastName: 'Tester',
      termsAccepted: true,
      ageConfirmed: true,
      language: lang,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { email, password: PASSWORD, firstName };
}

const LOGIN_TEXTS = {
  en: { login: 'Email or username', password: 'Password', submit: 'Sign In' },
  bg: { login: 'Имейл или потребителско име', password: 'Парола', submit: 'Вход' },
} as const;

/** Fills and sends the sign-in form of the page currently shown. */
export async function signInWithForm(page: Page, lang: Lang, account: Account): Promise<void> {
  const texts = LOGIN_TEXTS[lang];
  const form = page.getByRole('main');
  await form.getByLabel(texts.login).fill(account.email);
  await form.getByLabel(texts.password, { exact: true }).fill(account.password);
  await form.getByRole('button', { name: texts.submit, exact: true }).click();
}
