import { registerAccount } from './accounts';
import { expect, test } from './fixtures';

test('@phone the signed-in mobile menu mirrors the header, and logs out', async ({
  enPage: page,
}) => {
  await registerAccount(page.request, { lang: 'en', firstName: 'Pia', tag: 'phone' });
  await page.goto('/en/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Pia!' })).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  for (const name of [
    'Dashboard',
    'Companions',
    'My chats',
    'Plans',
    'Support',
    'Favorites',
    'Profile',
    'Settings',
  ]) {
    await expect(menu.getByRole('link', { name })).toBeVisible();
  }
  await expect(menu.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
  await menu.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Login' })).toBeVisible();
});
