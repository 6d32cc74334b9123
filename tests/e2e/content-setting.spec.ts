import { registerAccount } from './accounts';
import { expect, test } from './fixtures';

test.describe('content setting', () => {
  test('explicit content is off, turns on only after confirming 18+, and stays as saved', async ({
    enPage: page,
  }) => {
    await registerAccount(page.request, { lang: 'en', firstName: 'Nell', tag: 'content' });
    await page.goto('/en/settings?tab=privacy');
    const panel = page.getByRole('tabpanel');
    const toggle = panel.getByRole('switch', { name: 'Explicit content' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');

    await toggle.click();
    const dialog = page.getByRole('dialog', { name: 'Turn on explicit content?' });
    await expect(dialog.getByRole('button', { name: 'Turn on' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');

    await toggle.click();
    await dialog.getByRole('checkbox', { name: 'I confirm that I am 18 or older' }).check();
    await dialog.getByRole('button', { name: 'Turn on' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Explicit content is on.')).toBeVisible();
    await page.reload();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');

    // The API refuses "on" without the confirmation, and keys it does not know.
    const headers = { Origin: String(test.info().project.use.baseURL) };
    const refused = await page.request.put('/api/users/settings', {
      data: { content: { explicit: true } },
      headers,
    });
    expect(refused.status()).toBe(400);
    const unknown = await page.request.put('/api/users/settings', {
      data: { content: { explicit: true, ageConfirmed: true }, nsfw: true },
      headers,
    });
    expect(unknown.status()).toBe(400);

    await toggle.click();
    await expect(page.getByText('Explicit content is off.')).toBeVisible();
    await page.reload();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
  });

  test('Bulgarian: the setting and its confirmation', async ({ bgPage: page }) => {
    await registerAccount(page.request, { lang: 'bg', firstName: 'Дара', tag: 'content-bg' });
    await page.goto('/bg/settings?tab=privacy');
    const toggle = page.getByRole('switch', { name: 'Откровено съдържание' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    const dialog = page.getByRole('dialog', { name: 'Да включим ли откровеното съдържание?' });
    await dialog
      .getByRole('checkbox', { name: 'Потвърждавам, че съм на 18 или повече години' })
      .check();
    await dialog.getByRole('button', { name: 'Включи' }).click();
    await expect(page.getByText('Откровеното съдържание е включено.')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
  });
});
