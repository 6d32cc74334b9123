import { expect, test } from './fixtures';

test.describe('coming soon', () => {
  test('countdown, highlights, structured data and the early-access form', async ({
    enPage: page,
  }) => {
    await page.goto('/en/coming-soon');
    const countdown = page.getByRole('timer');
    await expect(countdown).toContainText('7');
    await expect(countdown).toContainText('days');
    for (const title of ['Advanced Emotions', 'Real-time Responses', 'Premium Experience']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    const structured = await page.locator('script[type="application/ld+json"]').textContent();
    expect(structured).toContain('2025-01-15');

    const email = page.getByLabel('E-mail address');
    await page.getByRole('button', { name: 'Notify me' }).click();
    // Required: nothing is sent, the field says why.
    await expect(page.getByText('Please enter your e-mail address.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await email.fill('not-an-address');
    await page.getByRole('button', { name: 'Notify me' }).click();
    await expect(page.getByText('Please enter a valid e-mail address.')).toBeVisible();
    await email.fill(`e2e-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Notify me' }).click();
    await expect(page.getByText("You're on the VIP list! We'll notify you first.")).toBeVisible();
  });

  test('the form in Bulgarian', async ({ bgPage: page }) => {
    await page.goto('/bg/coming-soon');
    await expect(page.getByRole('heading', { name: 'Богати емоции' })).toBeVisible();
    await page.getByLabel('Имейл адрес').fill(`e2e-bg-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Уведоми ме' }).click();
    await expect(page.getByText('Вече си във VIP списъка! Ще те уведомим първи.')).toBeVisible();
  });
});
