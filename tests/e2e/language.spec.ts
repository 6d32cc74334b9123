import { registerAccount, signInWithForm } from './accounts';
import { chooseLanguageBeforeLoad, expect, test } from './fixtures';

test.describe('language choice', () => {
  test('the modal blocks the app until a language is chosen, in English', async ({ page }) => {
    await page.goto('/models?search=witty');
    const modal = page.getByRole('dialog', { name: 'Choose your language' });
    await expect(modal).toBeVisible();
    await expect(modal.getByText('You can change this later in settings.')).toBeVisible();
    // The header appears only after the choice.
    await expect(page.getByRole('banner')).toHaveCount(0);
    // Escape does not get past it, not even pressed again (a browser may let a second one close
    // a modal dialog).
    for (let press = 0; press < 3; press += 1) await page.keyboard.press('Escape');
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('radio', { name: 'English' })).toBeFocused();

    await modal.getByRole('button', { name: 'Continue' }).click();
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/\/en\/models\?search=witty$/);
    await expect(page.getByRole('banner')).toBeVisible();

    // The choice is remembered: no modal after a reload.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Meet the companions' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('choosing Bulgarian shows the app in Bulgarian under /bg', async ({ page }) => {
    await page.goto('/');
    const modal = page.getByRole('dialog');
    await modal.getByText('Български').click();
    // The modal's own texts follow the highlighted language.
    await expect(modal.getByText('Можеш да го промениш по-късно от настройките.')).toBeVisible();
    await modal.getByRole('button', { name: 'Продължи' }).click();
    await expect(page).toHaveURL(/\/bg$/);
    await expect(page.getByRole('navigation', { name: 'Основна' }).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('preferred-language'))).toBe('bg');
  });

  test('the switcher rewrites the path, keeps the query and replaces history', async ({
    enPage: page,
  }) => {
    await page.goto('/en/who-we-are');
    await page.getByRole('banner').getByRole('link', { name: 'Companions' }).click();
    await page.getByRole('searchbox', { name: 'Search companions' }).fill('Sophia');
    await expect(page).toHaveURL(/\/en\/models\?search=Sophia$/);

    await page.getByLabel('Language').first().selectOption('bg');
    await expect(page).toHaveURL(/\/bg\/models\?search=Sophia$/);
    await expect(page.getByRole('heading', { name: 'Запознай се с компаньонките' })).toBeVisible();
    await expect(page.getByRole('searchbox')).toHaveValue('Sophia');

    // History was replaced: Back leads to the page before (in the chosen language), not to
    // /en/models.
    await page.goBack();
    await expect(page).toHaveURL(/\/bg\/who-we-are$/);
  });
});

test.describe('language and the account', () => {
  test('signing in at /bg/login stays in Bulgarian and saves it; the next visit without a choice starts in it', async ({
    page,
    request,
    browser,
    extraHTTPHeaders,
  }) => {
    // An account whose saved language is English, signed in from a browser that chose Bulgarian.
    const account = await registerAccount(request, { lang: 'en', firstName: 'Rada', tag: 'lang' });
    await chooseLanguageBeforeLoad(page, 'bg');
    await page.goto('/bg/login');
    await signInWithForm(page, 'bg', account);
    await expect(page).toHaveURL(/\/bg\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Rada');
    await expect(page.getByRole('navigation', { name: 'Основна' }).first()).toBeVisible();
    // Still Bulgarian a moment later (the saved English does not take over), and saved.
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(/\/bg\/dashboard$/);
    const saved = await page.request.get('/api/users/settings');
    expect(((await saved.json()) as { settings: { language: string } }).settings.language).toBe(
      'bg',
    );

    // Another browser that never chose a language, with a session of the same account.
    const other = await browser.newContext({
      baseURL: String(test.info().project.use.baseURL),
      extraHTTPHeaders,
    });
    try {
      const login = await other.request.post('/api/auth/login', {
        data: { login: account.email, password: account.password },
      });
      expect(login.status()).toBe(200);
      const next = await other.newPage();
      await next.goto('/dashboard');
      await expect(next).toHaveURL(/\/bg\/dashboard$/);
      await expect(next.getByRole('dialog')).toHaveCount(0);
      await expect(next.getByRole('navigation', { name: 'Основна' }).first()).toBeVisible();
    } finally {
      await other.close();
    }
  });
});
