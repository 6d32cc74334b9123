import type { Page } from '@playwright/test';
import { registerAccount } from './accounts';
import { expect, test } from './fixtures';

test.describe('models list', () => {
  test('search and status filter, in English', async ({ enPage: page }) => {
    // The catalogue comes in pages of 24 (the prefetch at start asks for the same first page).
    const listUrls: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/models') listUrls.push(url);
    });
    await page.goto('/en/models');
    // The six built-in companions: admin specs running in parallel may add one for a moment.
    const cards = page
      .getByRole('article')
      .filter({ hasText: /Sophia|Emma|Isabelle|Maya|Lucia|Giulia/ });
    await expect(cards).toHaveCount(6);
    const sophia = cards.filter({ hasText: 'Sophia' });
    await expect(sophia.getByText('28 years old')).toBeVisible();
    await expect(sophia.getByText('New York', { exact: false })).toBeVisible();
    await expect(sophia.getByText(/^\+\d+$/)).toBeVisible(); // first three interests plus +N
    await expect(sophia.getByRole('link', { name: /View Profile/ })).toHaveAttribute(
      'href',
      '/en/model/sophia',
    );
    // Six companions are one page: every one is shown, and nothing more to load.
    await expect(page.getByRole('status').filter({ hasText: /^\d+ companions$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show more companions' })).toHaveCount(0);

    await page.getByRole('searchbox', { name: 'Search companions' }).fill('bookish');
    await expect(page).toHaveURL(/search=bookish/);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Sophia');

    await page.getByRole('searchbox').fill('');
    await page.getByText('Inactive', { exact: true }).click();
    await expect(page.getByText('No companions found matching your criteria.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(cards).toHaveCount(6);
    expect(listUrls.length).toBeGreaterThan(0);
    expect(listUrls.filter((url) => url.searchParams.get('limit') !== '24')).toEqual([]);
  });

  test('search in Bulgarian finds Bulgarian texts', async ({ bgPage: page }) => {
    await page.goto('/bg/models');
    await expect(page.getByRole('heading', { name: 'Запознай се с компаньонките' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Търси компаньонки' }).fill('Изабел');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Изабел');
    await expect(cards.first()).toContainText('Премиум');

    await page.getByRole('searchbox').fill('няма-такава');
    await expect(
      page.getByText('Няма компаньонки, които отговарят на критериите ти.'),
    ).toBeVisible();
  });

  test('a signed-out favourite heart leads to sign in', async ({ enPage: page }) => {
    await page.goto('/en/models');
    await page.getByRole('link', { name: /add Sophia to your favourites/i }).click();
    await expect(page).toHaveURL(/\/en\/login/);
  });
});

/** Every catalogue request a page makes from here on. */
function catalogueRequests(page: Page): URL[] {
  const urls: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/models') urls.push(url);
  });
  return urls;
}

test('home and dashboard ask for one page of companions, never the whole catalogue', async ({
  enPage: page,
}) => {
  const urls = catalogueRequests(page);
  await page.goto('/en');
  await expect(page.getByRole('link', { name: /Sophia/ }).first()).toBeVisible();
  await registerAccount(page.request, { lang: 'en', firstName: 'Paged', tag: 'paged-home' });
  await page.goto('/en/dashboard');
  const recommended = page.getByRole('heading', { name: 'Recommended for you' });
  await expect(recommended).toBeVisible();
  await expect(page.getByRole('link', { name: /Sophia|Emma|Maya/ }).first()).toBeVisible();
  expect(urls.length).toBeGreaterThan(0);
  expect(urls.filter((url) => url.searchParams.get('limit') !== '24')).toEqual([]);
});
