import { PASSWORD, registerAccount, signInWithForm, uniqueEmail } from './accounts';
import { expect, test } from './fixtures';

const TEXTS = {
  en: {
    fullName: 'Full Name',
    email: 'Email Address',
    password: 'Password',
    confirm: 'Confirm Password',
    terms: /Terms of Service/,
    adult: /18 or older and agree to adult content/,
    submit: 'Create Account',
    userMenu: /Account menu/,
    logout: 'Logout',
    login: 'Login',
  },
  bg: {
    fullName: 'Име и фамилия',
    email: 'Имейл адрес',
    password: 'Парола',
    confirm: 'Потвърди паролата',
    terms: /Условията за ползване/,
    adult: /18 или повече години и приемам съдържание за възрастни/,
    submit: 'Създай акаунт',
    userMenu: /Меню на профила/,
    logout: 'Изход',
    login: 'Вход',
  },
} as const;

test.describe('sign-up, sign-out and sign-in', () => {
  for (const lang of ['en', 'bg'] as const) {
    test(`register → logout → login, in ${lang}`, async ({ page }) => {
      const t = TEXTS[lang];
      await page.addInitScript((l) => {
        localStorage.setItem('preferred-language', l);
        localStorage.setItem('language-selected', 'true');
      }, lang);
      const email = uniqueEmail(`register-${lang}`);
      const firstName = lang === 'en' ? 'Ada' : 'Ана';

      await page.goto(`/${lang}/register`);
      const form = page.getByRole('main');
      const submit = form.getByRole('button', { name: t.submit });
      await form.getByLabel(t.fullName).fill(`${firstName} Lovelace Byron`);
      await form.getByLabel(t.email).fill(email);
      await form.getByLabel(t.password, { exact: true }).fill(PASSWORD);
      await form.getByLabel(t.confirm).fill(PASSWORD);
      await form.getByLabel(t.terms).check();
      await expect(submit).toBeDisabled();
      await form.getByLabel(t.adult).check();
      await expect(submit).toBeEnabled();
      await submit.click();

      await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard$`));
      const greeting = lang === 'en' ? 'Welcome back, Ada!' : 'Здравей отново, Ана!';
      await expect(page.getByRole('heading', { level: 1, name: greeting })).toBeVisible();

      const banner = page.getByRole('banner');
      await banner.getByRole('button', { name: t.userMenu }).click();
      await banner.getByRole('button', { name: t.logout }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}$`));
      await expect(banner.getByRole('link', { name: t.login })).toBeVisible();

      await banner.getByRole('link', { name: t.login }).click();
      await signInWithForm(page, lang, { email, password: PASSWORD, firstName });
      await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard$`));
      await expect(page.getByRole('heading', { level: 1, name: greeting })).toBeVisible();
    });
  }

  test('the password checklist and the mismatch message', async ({ enPage: page }) => {
    await page.goto('/en/register');
    const form = page.getByRole('main');
    const rules = form.getByRole('list', { name: 'Password requirements' });
    const rule = (name: string) => rules.getByRole('listitem').filter({ hasText: name });

    await form.getByLabel('Password', { exact: true }).fill('abc');
    await expect(rule('At least 8 characters')).toHaveAttribute('data-met', 'false');
    await expect(rule('One lowercase letter')).toHaveAttribute('data-met', 'true');
    await expect(rule('One uppercase letter')).toHaveAttribute('data-met', 'false');
    await expect(rule('One number')).toHaveAttribute('data-met', 'false');
    await expect(
      form.getByText('Please ensure your password meets all requirements.'),
    ).toBeVisible();

    await form.getByLabel('Password', { exact: true }).fill('Abcdefg1');
    for (const name of ['At least 8', 'uppercase', 'lowercase', 'number']) {
      await expect(rule(name)).toHaveAttribute('data-met', 'true');
    }
    await expect(
      form.getByText('Please ensure your password meets all requirements.'),
    ).toBeHidden();

    await form.getByLabel('Confirm Password').fill('Abcdefg2');
    await expect(form.getByText('Passwords do not match.')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Create Account' })).toBeDisabled();
    await form.getByLabel('Confirm Password').fill('Abcdefg1');
    await expect(form.getByText('Passwords do not match.')).toBeHidden();
  });

  test('the checklist and messages in Bulgarian', async ({ bgPage: page }) => {
    await page.goto('/bg/register');
    const form = page.getByRole('main');
    await expect(form.getByRole('heading', { name: 'Създай акаунт' })).toBeVisible();
    await form.getByLabel('Парола', { exact: true }).fill('short');
    await expect(form.getByText('Поне 8 знака')).toBeVisible();
    await expect(
      form.getByText('Моля, увери се, че паролата отговаря на всички изисквания.'),
    ).toBeVisible();
    await form.getByLabel('Потвърди паролата').fill('other');
    await expect(form.getByText('Паролите не съвпадат.')).toBeVisible();
  });

  test('a visitor sent from /en/profile to sign-in comes back after signing in', async ({
    enPage: page,
    request,
  }) => {
    const account = await registerAccount(request, {
      lang: 'en',
      firstName: 'Grace',
      tag: 'redirect',
    });
    await page.goto('/en/profile');
    await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fprofile$/);
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await signInWithForm(page, 'en', account);
    await expect(page).toHaveURL(/\/en\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await expect(page.getByRole('main').getByText(account.email)).toBeVisible();
  });

  test('wrong credentials show the documents’ message', async ({ enPage: page }) => {
    await page.goto('/en/login');
    await signInWithForm(page, 'en', {
      email: uniqueEmail('nobody'),
      password: 'Wrong123x',
      firstName: 'x',
    });
    await expect(page.getByRole('alert')).toContainText(
      'Invalid email or password. Please try again.',
    );
  });

  test('delete the account, then signing in fails (Bulgarian)', async ({ bgPage: page }) => {
    const account = await registerAccount(page.request, {
      lang: 'bg',
      firstName: 'Иван',
      tag: 'delete',
    });
    await page.goto('/bg/settings');
    await page.getByRole('button', { name: 'Изтрий акаунта' }).click();
    const dialog = page.getByRole('dialog', { name: 'Да изтрием ли акаунта ти?' });
    const confirm = dialog.getByRole('button', { name: 'Изтрий акаунта ми' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Твоята парола', { exact: true }).fill(account.password);
    await confirm.click();

    await expect(page).toHaveURL(/\/bg$/);
    await expect(page.getByText('Акаунтът ти е изтрит.')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Вход' })).toBeVisible();

    await page.goto('/bg/login');
    await signInWithForm(page, 'bg', account);
    await expect(page.getByRole('alert')).toContainText(
      'Грешен имейл или парола. Моля, опитай отново.',
    );
    await expect(page).toHaveURL(/\/bg\/login$/);
  });
});
