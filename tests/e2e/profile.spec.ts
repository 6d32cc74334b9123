import { expect, test } from './fixtures';

test.describe('companion profile', () => {
  test('opens by name, by number and by UUID', async ({ enPage: page, request }) => {
    const { model } = await (await request.get('/api/models/isabelle')).json();

    for (const id of ['isabelle', '3', model.id]) {
      await page.goto(`/en/model/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: /Isabelle/ })).toBeVisible();
      await expect(page.getByText('31 years old')).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Back to companions' })).toHaveAttribute(
      'href',
      '/en/models',
    );
    await expect(page.getByText('Online now')).toBeVisible();
  });

  test('images 3 and 4 are locked for visitors', async ({ enPage: page, request }) => {
    const { model } = await (await request.get('/api/models/sophia')).json();
    expect(model.gallery.map((image: { locked: boolean }) => image.locked)).toEqual([
      false,
      false,
      true,
      true,
    ]);
    expect(model.gallery[2].url).toBeNull();

    await page.goto('/en/model/sophia');
    await page.getByRole('button', { name: /Show photo 3 of 4/ }).click();
    await expect(page.getByText('Premium Content')).toBeVisible();
    await expect(page.getByText('Unlock exclusive photos')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upgrade to Premium' }).first()).toHaveAttribute(
      'href',
      '/en/plans',
    );
    // No locked image's address ever reaches the page.
    const sources = await page
      .locator('img')
      .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src));
    expect(sources.every((src) => !src.includes('null'))).toBe(true);
  });

  test('the profile in Bulgarian, and a 404 for an unknown companion', async ({ bgPage: page }) => {
    await page.goto('/bg/model/lucia');
    await expect(page.getByRole('heading', { level: 1, name: /Лусия/ })).toBeVisible();
    await expect(page.getByText('Барселона', { exact: false }).first()).toBeVisible();
    await page.getByRole('button', { name: /Покажи снимка 4 от 4/ }).click();
    await expect(page.getByText('Премиум съдържание')).toBeVisible();

    await page.goto('/bg/model/nobody');
    await expect(page.getByText('Не намерихме тази компаньонка', { exact: false })).toBeVisible();
  });
});
