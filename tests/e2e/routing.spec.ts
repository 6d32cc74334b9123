import { expect, test } from './fixtures';

test.describe('language prefix routing (English chosen)', () => {
  const cases: [string, RegExp][] = [
    ['/models?status=all', /\/en\/models\?status=all$/], // unprefixed: prefix added, query kept
    ['/home', /\/en$/], // home goes to the language root
    ['/en/home', /\/en$/],
    ['/en/en/models', /\/en\/models$/], // duplicate language segments collapse
    ['/bg/en/models', /\/en\/models$/],
    ['/bg/models', /\/en\/models$/], // a disagreeing prefix is rewritten
    ['/model/sophia?x=1', /\/en\/model\/sophia\?x=1$/],
  ];
  for (const [from, to] of cases) {
    test(`${from} is replaced by the English path`, async ({ enPage: page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(to);
      await expect(page.getByRole('banner')).toBeVisible();
    });
  }

  test('an unknown path gets the prefix and a real 404 page', async ({ enPage: page }) => {
    await page.goto('/no/such/page?q=1');
    await expect(page).toHaveURL(/\/en\/no\/such\/page\?q=1$/);
    await expect(page.getByRole('heading', { name: "This page doesn't exist" })).toBeVisible();
  });
});

test.describe('language prefix routing (Bulgarian chosen)', () => {
  test('unprefixed, duplicated and disagreeing paths end under /bg', async ({ bgPage: page }) => {
    await page.goto('/who-we-are');
    await expect(page).toHaveURL(/\/bg\/who-we-are$/);
    await page.goto('/en/models?search=ема');
    await expect(page).toHaveURL(/\/bg\/models\?search=%D0%B5%D0%BC%D0%B0$/);
    await page.goto('/bg/bg/bg/model/emma');
    await expect(page).toHaveURL(/\/bg\/model\/emma$/);
    await expect(page.getByRole('heading', { level: 1, name: /Ема/ })).toBeVisible();
    await page.goto('/bg/no-such-page');
    await expect(page.getByRole('heading', { name: 'Тази страница не съществува' })).toBeVisible();
  });
});

test('the footer is shown on pages and hidden on chat pages', async ({ enPage: page }) => {
  await page.goto('/en/models');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.goto('/en/chat/sophia');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});
