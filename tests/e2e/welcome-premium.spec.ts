import { registerAccount } from './accounts';
import { BILLING_TEXTS, subscribeThroughApi } from './billing-helpers';
import { chooseLanguageBeforeLoad, expect, test, type Lang } from './fixtures';
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from './page-checks';

/**
 * The welcome page after a purchase checks the user itself: opened by its address without a paid
 * plan, it sends the user to the plans; a paying user is welcomed.
 */
for (const lang of ['en', 'bg'] as const satisfies readonly Lang[]) {
  const texts = BILLING_TEXTS[lang];

  test.describe(`welcome page after a purchase (${lang})`, () => {
    test.describe.configure({ timeout: 90_000 });
    test('a free user who opens it by its address lands on the plans', async ({ page }) => {
      await chooseLanguageBeforeLoad(page, lang);
      await registerAccount(page.request, {
        lang,
        firstName: 'Fiona',
        tag: `welcome-free-${lang}`,
      });

      await page.goto(`/${lang}/welcome-premium`);
      await expect(page).toHaveURL(new RegExp(`/${lang}/plans$`), { timeout: 15_000 });
      await expect(page.getByRole('heading', { level: 1, name: texts.plansTitle })).toBeVisible();
      await expect(page.getByText(texts.welcome)).toHaveCount(0);

      // A made-up session id does not help either.
      await page.goto(`/${lang}/welcome-premium?session_id=cs_made_up`);
      await expect(page).toHaveURL(new RegExp(`/${lang}/plans$`), { timeout: 15_000 });
      await expect(page.getByRole('heading', { level: 1, name: texts.plansTitle })).toBeVisible();
    });

    test('a paying user is welcomed', async ({ page }) => {
      await chooseLanguageBeforeLoad(page, lang);
      await registerAccount(page.request, {
        lang,
        firstName: 'Petra',
        tag: `welcome-paid-${lang}`,
      });
      await subscribeThroughApi(page, lang);

      await page.goto(`/${lang}/welcome-premium`);
      await expect(page.getByRole('heading', { level: 1, name: texts.welcome })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveURL(new RegExp(`/${lang}/welcome-premium$`));

      // The page only a paying user sees gets the checks every other page gets (site-pages.ts
      // lists the pages a free user can open): no serious accessibility problem, and nothing to
      // scroll sideways on a 360 px phone.
      await expectNoSeriousA11yViolations(page, `/${lang}/welcome-premium`);
      await page.setViewportSize({ width: 360, height: 740 });
      await expect(page.getByRole('heading', { level: 1, name: texts.welcome })).toBeVisible();
      await expectNoHorizontalOverflow(page, `/${lang}/welcome-premium at 360 px`);
    });
  });
}
