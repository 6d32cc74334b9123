import { registerAccount } from './accounts';
import { expect, test } from './fixtures';

test.describe('settings', () => {
  test('saved on the server and applied after a reload, light mode included', async ({
    enPage: page,
  }, testInfo) => {
    // Four tabs, two reloads and a language switch: more than the default 30 s on a loaded CI.
    testInfo.setTimeout(60_000);
    await registerAccount(page.request, { lang: 'en', firstName: 'Sam', tag: 'settings' });
    await page.goto('/en/settings?tab=privacy');
    await expect(page.getByRole('tab', { name: 'Privacy' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    const panel = page.getByRole('tabpanel');
    await panel.getByText('Private', { exact: true }).click();
    await panel.getByRole('switch', { name: 'Show my activity' }).click();
    await panel.getByRole('button', { name: 'Save privacy settings' }).click();
    await expect(page.getByText('Your privacy settings have been saved.')).toBeVisible();

    // The tabs work from the keyboard: Arrow Right moves to Notifications.
    await page.getByRole('tab', { name: 'Privacy' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/tab=notifications/);
    await expect(page.getByRole('tab', { name: 'Notifications' })).toBeFocused();
    await panel.getByRole('switch', { name: 'Offers' }).click();
    await panel.getByRole('button', { name: 'Save notification settings' }).click();
    await expect(page.getByText('Your notification settings have been saved.')).toBeVisible();

    await page.getByRole('tab', { name: 'Appearance' }).click();
    await panel.getByRole('switch', { name: 'Dark mode' }).click();
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    await expect(page.getByText('Your appearance settings have been saved.')).toBeVisible();

    // Forget this browser's copy of the theme: the server's setting must bring it back.
    await page.evaluate(() => localStorage.removeItem('amora-theme'));
    await page.goto('/en/settings?tab=privacy');
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    await expect(panel.getByRole('radio', { name: /Private/ })).toBeChecked();
    await expect(panel.getByRole('switch', { name: 'Show my activity' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await page.getByRole('tab', { name: 'Notifications' }).click();
    await expect(panel.getByRole('switch', { name: 'Offers' })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    // The language is saved too: the page switches, and a reload keeps Bulgarian.
    await page.getByRole('tab', { name: 'Account' }).click();
    await panel.getByLabel('Interface language').selectOption('bg');
    await expect(page).toHaveURL(/\/bg\/settings\?tab=account$/);
    await expect(page.getByText('Езикът ти е запазен.')).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(/\/bg\/settings\?tab=account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Настройки' })).toBeVisible();
  });

  test('the subscription tab says the plan is Free', async ({ bgPage: page }) => {
    await registerAccount(page.request, { lang: 'bg', firstName: 'Петя', tag: 'subscription' });
    await page.goto('/bg/settings?tab=subscription');
    await expect(page.getByText('Твоят план: Безплатен')).toBeVisible();
    await expect(
      page.getByRole('tabpanel').getByRole('link', { name: 'Виж плановете' }),
    ).toHaveAttribute('href', '/bg/plans');
  });
});
