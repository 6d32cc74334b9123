import { registerAccount, signInWithForm } from './accounts';
import { chooseLanguageBeforeLoad, expect, test, type Lang } from './fixtures';
import { mailedLink } from './outbox';

const NEW_PASSWORD = 'Fresh2025Secret';

const TEXTS = {
  en: {
    userMenu: /Account menu/,
    logout: 'Logout',
    forgot: 'Forgot password?',
    email: 'Email Address',
    send: 'Send reset link',
    sent: (email: string) =>
      `If an account exists for ${email}, we've sent a link to reset your password. It expires in 1 hour.`,
    password: 'New password',
    confirm: 'Confirm new password',
    save: 'Save new password',
    done: 'we signed you out on every device',
    signIn: 'Sign in',
    invalidCredentials: 'Invalid email or password. Please try again.',
    invalidLink: 'This reset link is invalid or has expired.',
  },
  bg: {
    userMenu: /Меню на профила/,
    logout: 'Изход',
    forgot: 'Забравена парола?',
    email: 'Имейл адрес',
    send: 'Изпрати линк',
    sent: (email: string) =>
      `Ако има акаунт за ${email}, изпратихме ти линк за смяна на паролата. Линкът е валиден 1 час.`,
    password: 'Нова парола',
    confirm: 'Потвърди новата парола',
    save: 'Запази новата парола',
    done: 'изписахме от всички устройства',
    signIn: 'Вход',
    invalidCredentials: 'Грешен имейл или парола. Моля, опитай отново.',
    invalidLink: 'Този линк за смяна на паролата е невалиден или е изтекъл.',
  },
} as const;

for (const lang of ['en', 'bg'] as const satisfies readonly Lang[]) {
  const t = TEXTS[lang];

  test(`forgot password → link from the outbox → new password (${lang})`, async ({
    page,
    request,
  }, testInfo) => {
    testInfo.setTimeout(60_000);
    await chooseLanguageBeforeLoad(page, lang);
    const account = await registerAccount(page.request, {
      lang,
      firstName: 'Rada',
      tag: `reset-${lang}`,
    });
    await page.goto(`/${lang}/dashboard`);
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: t.userMenu }).click();
    await banner.getByRole('button', { name: t.logout }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}$`));

    await page.goto(`/${lang}/login`);
    await page.getByRole('link', { name: t.forgot }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/forgot-password$`));
    await page.getByLabel(t.email).fill(account.email);
    await page.getByRole('button', { name: t.send }).click();
    await expect(page.getByRole('main')).toContainText(t.sent(account.email));

    const link = await mailedLink(request, account.email, 'reset-password');
    const url = new URL(link);
    expect(url.pathname).toBe(`/${lang}/reset-password`);
    await page.goto(`${url.pathname}${url.search}`);
    await page.getByLabel(t.password, { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel(t.confirm, { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByRole('main')).toContainText(t.done);
    await page.getByRole('main').getByRole('link', { name: t.signIn, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/login$`));

    // The old password no longer works; the new one does.
    await signInWithForm(page, lang, account);
    await expect(page.getByRole('alert')).toContainText(t.invalidCredentials);
    await signInWithForm(page, lang, { ...account, password: NEW_PASSWORD });
    await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard$`));

    // The link was single-use.
    await page.goto(`${url.pathname}${url.search}`);
    await expect(page.getByRole('main')).toContainText(t.invalidLink);
  });
}
