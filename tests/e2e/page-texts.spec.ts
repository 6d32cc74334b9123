import { expect, test } from './fixtures';

// A page's own texts load with it (client/lib/page-texts.ts, decision 017): the page waits for
// them, shows a retry when they fail, and a language switch brings the other language's.

/** Text that looks like a raw key of a page group (`about.titleStart`, `billing.plans.…`). */
const RAW_KEY = /\b(about|billing)\.[a-zA-Z]+/;

test.describe('page texts', () => {
  test('a page waits for its texts (never showing keys) and switches language with them', async ({
    enPage: page,
  }) => {
    // The Who we are page's English texts arrive late: its loading state shows meanwhile.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/about\.en-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/en/who-we-are');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toBeAttached();
    await expect(page.getByRole('main')).not.toContainText(RAW_KEY);
    release();
    await expect(
      page.getByRole('heading', { level: 1, name: /We build companions/ }),
    ).toBeVisible();

    // The switch shows the page in Bulgarian, texts included.
    await page.getByLabel('Language').first().selectOption('bg');
    await expect(page).toHaveURL(/\/bg\/who-we-are$/);
    await expect(
      page.getByRole('heading', { level: 1, name: /Създаваме компаньонки/ }),
    ).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(RAW_KEY);

    // And another page's group, in the language now shown (in the app: the fixture's saved
    // English would win over a typed /bg address).
    await page.getByRole('banner').getByRole('link', { name: 'Планове' }).click();
    await expect(page).toHaveURL(/\/bg\/plans$/);
    await expect(page.getByRole('heading', { level: 1, name: /Избери своя/ })).toBeVisible();
    await page.getByLabel('Език').first().selectOption('en');
    await expect(page).toHaveURL(/\/en\/plans$/);
    await expect(page.getByRole('heading', { level: 1, name: /Choose Your/ })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(RAW_KEY);
  });

  test('texts that fail to load offer Try Again, which shows the page', async ({
    bgPage: page,
  }) => {
    await page.route(/\/assets\/about\.bg-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/bg/who-we-are');
    await expect(
      page.getByRole('heading', { name: 'Не успяхме да заредим страницата' }),
    ).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(RAW_KEY);

    await page.unroute(/\/assets\/about\.bg-[\w-]+\.js$/);
    await page.getByRole('button', { name: 'Опитай отново' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: /Създаваме компаньонки/ }),
    ).toBeVisible();
  });
});
