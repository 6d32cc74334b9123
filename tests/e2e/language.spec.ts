import { expect, test } from './fixtures';

test.describe('language choice', () => {
  test('the modal blocks the app until a language is chosen, in English', async ({ page }) => {
    await page.goto('/models?search=witty');
    const modal = page.getByRole('dialog', { name: 'Choose your language' });
    await expect(modal).toBeVisible();
    await expect(modal.getByText('You can change this later in settings.')).toBeVisible();
    // The header appears only after the choice.
    await expect(page.getByRole('banner')).toHaveCount(0);

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
    await page.getByRole('banner').getByRole('link', { name: 'Models' }).click();
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
