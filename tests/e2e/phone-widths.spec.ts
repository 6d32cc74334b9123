import type { Page } from '@playwright/test';
import { registerAccount } from './accounts';
import { sendThroughApi } from './chat-helpers';
import { expect, test, type Lang } from './fixtures';
import { PUBLIC_PAGES, SIGNED_IN_PAGES } from './site-pages';

/**
 * Every page at the narrowest phone we support (360x740), signed out and signed in, in both
 * languages: nothing may be wider than the window (no sideways scrolling, no cut-off cards).
 * Bulgarian words are longer, so the Bulgarian pass catches what the English one does not.
 */

test.use({ viewport: { width: 360, height: 740 } });

async function checkPages(page: Page, lang: Lang, paths: readonly string[]) {
  for (const path of paths) {
    const url = path ? `/${lang}/${path}` : `/${lang}`;
    await page.goto(url);
    await expect(page.locator('h1').first(), url).toBeVisible();
    // Lazy images and late data change widths: let the page settle first.
    await page.waitForLoadState('networkidle');
    const sizes = await page.evaluate(() => {
      const root = document.documentElement;
      // The outermost elements reaching past the window's edge: what to fix.
      const widest = [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
        .filter(
          (element) =>
            element.parentElement?.getBoundingClientRect().right ?? 0 <= window.innerWidth + 1,
        )
        .slice(0, 4)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 140));
      return { scroll: root.scrollWidth, inner: window.innerWidth, widest };
    });
    // Soft: one run lists every page that is too wide, not only the first.
    expect
      .soft(sizes.scroll, `${url} is wider than the window: ${sizes.widest.join(' | ')}`)
      .toBeLessThanOrEqual(sizes.inner);
  }
}

for (const lang of ['en', 'bg'] as const) {
  test.describe(`at 360 px in ${lang}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((l) => {
        window.localStorage.setItem('preferred-language', l);
        window.localStorage.setItem('language-selected', 'true');
      }, lang);
    });

    test(`signed out, no page is wider than a 360 px phone (${lang})`, async ({ page }) => {
      test.setTimeout(120_000);
      await checkPages(page, lang, PUBLIC_PAGES);
    });

    test(`signed in, no page is wider than a 360 px phone (${lang})`, async ({ page }) => {
      test.setTimeout(120_000);
      await registerAccount(page.request, {
        lang,
        firstName: lang === 'bg' ? 'Александра' : 'Alexandra',
        tag: `phone-widths-${lang}`,
      });
      await sendThroughApi(page, 'sophia', 'Hello Sophia, tell me about your favourite books');
      await checkPages(page, lang, SIGNED_IN_PAGES);
    });
  });
}
