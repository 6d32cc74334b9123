import { registerAccount } from './accounts';
import { expect, test } from './fixtures';

test.describe('favourites', () => {
  test('favourite from the list, remove on the favorites page', async ({ enPage: page }) => {
    await registerAccount(page.request, { lang: 'en', firstName: 'Fay', tag: 'favorites' });
    await page.goto('/en/models');
    const heart = page.getByRole('button', { name: 'Favourite Sophia' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('banner').getByRole('link', { name: 'Favorites' }).click();
    await expect(page).toHaveURL(/\/en\/favorites$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Favorites (1)' })).toBeVisible();
    const card = page.getByRole('article', { name: 'Sophia' });
    await expect(card.getByRole('link', { name: 'Chat' })).toHaveAttribute(
      'href',
      '/en/chat/sophia',
    );
    await expect(card.getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/en/model/sophia',
    );

    await card.getByRole('button', { name: 'Remove Sophia from favourites' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Favorites (0)' })).toBeVisible();
    await expect(page.getByText('No favorites yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse companions' })).toHaveAttribute(
      'href',
      '/en/models',
    );

    // The removal was saved: after a reload the list is still empty.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My Favorites (0)' })).toBeVisible();
  });

  test('signed out, the favorites page offers sign-in in Bulgarian', async ({ bgPage: page }) => {
    await page.goto('/bg/favorites');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Вход' })).toHaveAttribute(
      'href',
      '/bg/login?redirect=%2Fbg%2Ffavorites',
    );
    await expect(main.getByRole('link', { name: 'Създай акаунт' })).toBeVisible();
  });
});
