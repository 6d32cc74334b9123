import type { Page } from '@playwright/test';
import { registerAccount } from './accounts';
import { expect, test } from './fixtures';

test.describe('models list', () => {
  test('search, whole-card links and no status filter, in English', async ({ enPage: page }) => {
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
    // The whole card is the link to her profile (her name, stretched over the card); Start Chat
    // is always shown and stays a link of its own.
    const profileLink = sophia.getByRole('link', { name: 'Sophia', exact: true });
    await expect(profileLink).toHaveAttribute('href', '/en/model/sophia');
    await expect(sophia.getByRole('link', { name: /Start Chat/ })).toBeVisible();
    await expect(sophia.getByRole('link', { name: /Start Chat/ })).toHaveAttribute(
      'href',
      '/en/chat/sophia',
    );
    // No status filter in the public catalogue.
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expect(page.getByText('Inactive', { exact: true })).toHaveCount(0);
    // Six companions are one page: every one is shown, and nothing more to load.
    await expect(page.getByRole('status').filter({ hasText: /^\d+ companions$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show more companions' })).toHaveCount(0);

    await page.getByRole('searchbox', { name: 'Search companions' }).fill('bookish');
    await expect(page).toHaveURL(/search=bookish/);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Sophia');

    await page.getByRole('searchbox').fill('no-such-companion');
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

  test('a click anywhere on a card, or Enter on its name, opens the profile', async ({
    enPage: page,
  }) => {
    await page.goto('/en/models');
    const card = page.getByRole('article', { name: 'Sophia' });
    // On the portrait, away from the heart and Start Chat.
    await card.click({ position: { x: 40, y: 120 } });
    await expect(page).toHaveURL(/\/en\/model\/sophia$/);
    await expect(page.getByRole('heading', { level: 1, name: /Sophia/ })).toBeVisible();

    await page.goBack();
    const link = page
      .getByRole('article', { name: 'Emma' })
      .getByRole('link', { name: 'Emma', exact: true });
    await link.focus();
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/model\/emma$/);
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
