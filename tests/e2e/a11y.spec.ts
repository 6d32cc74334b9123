import type { Page } from '@playwright/test';
import { registerAccount } from './accounts';
import { signInAsNewAdmin } from './admin-helpers';
import { sendThroughApi } from './chat-helpers';
import { chooseLanguageBeforeLoad, expect, test, type Lang } from './fixtures';
import { seriousA11yViolations } from './page-checks';
import { ADMIN_PAGES, PUBLIC_PAGES, SIGNED_IN_PAGES } from './site-pages';

/**
 * axe-core's WCAG 2.1 A and AA rules on every page, signed out, signed in and as an admin, in
 * both languages: a serious or critical violation anywhere fails the run, with every failing
 * page listed (soft checks), not only the first.
 */

async function checkPages(page: Page, lang: Lang, paths: readonly string[]) {
  for (const path of paths) {
    const url = path ? `/${lang}/${path}` : `/${lang}`;
    await page.goto(url);
    await expect(page.locator('h1').first(), url).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect.soft(await seriousA11yViolations(page), `${url}: accessibility violations`).toEqual([]);
  }
}

for (const lang of ['en', 'bg'] as const) {
  test.describe(`accessibility in ${lang}`, () => {
    test.beforeEach(async ({ page }) => {
      await chooseLanguageBeforeLoad(page, lang);
    });

    test(`signed-out pages have no serious violations (${lang})`, async ({ page }) => {
      test.setTimeout(180_000);
      await checkPages(page, lang, PUBLIC_PAGES);
    });

    test(`signed-in pages have no serious violations (${lang})`, async ({ page }) => {
      test.setTimeout(180_000);
      await registerAccount(page.request, {
        lang,
        firstName: lang === 'bg' ? 'Вяра' : 'Vera',
        tag: `a11y-${lang}`,
      });
      await sendThroughApi(page, 'sophia', 'Hello Sophia, what are you reading?');
      await checkPages(page, lang, SIGNED_IN_PAGES);
    });

    test(`admin pages have no serious violations (${lang})`, async ({ page, extraHTTPHeaders }) => {
      test.setTimeout(180_000);
      await signInAsNewAdmin(page, lang, extraHTTPHeaders);
      await checkPages(page, lang, ADMIN_PAGES);
    });
  });
}
