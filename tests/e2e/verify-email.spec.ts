import { registerAccount } from './accounts';
import { chooseLanguageBeforeLoad, expect, test, type Lang } from './fixtures';
import { mailedLink } from './outbox';

const TEXTS = {
  en: {
    reminder: 'E-mail confirmation',
    resend: 'Send the link again',
    sent: 'We sent a new link',
    confirm: 'Confirm my address',
    done: 'Your e-mail address is confirmed',
    dashboard: 'Go to my dashboard',
  },
  bg: {
    reminder: 'Потвърждение на имейла',
    resend: 'Изпрати връзката отново',
    sent: 'Изпратихме нова връзка',
    confirm: 'Потвърди адреса ми',
    done: 'Имейл адресът ти е потвърден',
    dashboard: 'Към таблото ми',
  },
} as const;

for (const lang of ['en', 'bg'] as const satisfies readonly Lang[]) {
  const t = TEXTS[lang];

  test(`a new account is reminded, confirms from the mailed link and the reminder goes (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await chooseLanguageBeforeLoad(page, lang);
    const account = await registerAccount(page.request, {
      lang,
      firstName: lang === 'en' ? 'Vera' : 'Вяра',
      tag: `verify-${lang}`,
    });

    await page.goto(`/${lang}/dashboard`);
    const reminder = page.getByRole('region', { name: t.reminder });
    await expect(reminder).toContainText(account.email);
    await reminder.getByRole('button', { name: t.resend }).click();
    await expect(reminder.getByRole('status')).toContainText(t.sent);

    const link = new URL(await mailedLink(request, account.email, 'verify-email'));
    expect(link.pathname).toBe(`/${lang}/verify-email`);
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('button', { name: t.confirm }).click();
    await expect(page.getByTestId('verify-email-success')).toContainText(t.done);
    await page.getByRole('link', { name: t.dashboard }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard$`));
    await expect(page.getByTestId('verify-email-reminder')).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('verify-email-reminder')).toHaveCount(0);
  });
}
