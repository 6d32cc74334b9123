import type { Locator, Page } from '@playwright/test';
import { registerAccount } from './accounts';
import { expect, test, type Lang } from './fixtures';
import { expectNoHorizontalOverflow, lineCount, waitForSettledLayout } from './page-checks';

/** Layout details that broke once: the hero's buttons on a desktop, the profile's e-mail. */

async function chooseLanguage(page: Page, lang: Lang) {
  await page.addInitScript((l) => {
    window.localStorage.setItem('preferred-language', l);
    window.localStorage.setItem('language-selected', 'true');
  }, lang);
}

/** How many lines each text node of an element takes (a word broken in two takes two). */
async function linesPerTextNode(element: Locator): Promise<number[]> {
  return element.evaluate((root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const counts: number[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const tops = new Set(
        [...range.getClientRects()]
          .filter((rect) => rect.width > 1)
          .map((rect) => Math.round(rect.top)),
      );
      counts.push(tops.size);
    }
    return counts;
  });
}

for (const lang of ['en', 'bg'] as Lang[]) {
  test.describe(`layout details (${lang})`, () => {
    test(`the hero's two buttons sit on one line at 1440 px (${lang})`, async ({ page }) => {
      await chooseLanguage(page, lang);
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`/${lang}`);
      const hero = page.locator('section', { has: page.locator('#hero-title') });
      const buttons = hero.getByRole('link').filter({ hasNot: page.locator('h1') });
      const first = buttons.nth(0);
      const second = buttons.nth(1);
      await expect(second).toBeVisible();
      await waitForSettledLayout(page);
      expect(await lineCount(first)).toBe(1);
      expect(await lineCount(second)).toBe(1);
      const [a, b] = [await first.boundingBox(), await second.boundingBox()];
      expect(Math.round(a!.y)).toBe(Math.round(b!.y));
      await expectNoHorizontalOverflow(page, `/${lang} at 1440`);
    });

    test(`the profile's e-mail breaks only after @ . - _, never mid-word (${lang})`, async ({
      page,
    }) => {
      await chooseLanguage(page, lang);
      await registerAccount(page.request, {
        lang,
        firstName: 'Maximiliana',
        tag: 'maximiliana.petrova',
      });
      for (const width of [1440, 360]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/${lang}/profile`);
        const email = page.getByTestId('profile-email');
        await expect(email).toBeVisible();
        expect(await linesPerTextNode(email), `at ${width} px`).toEqual(
          Array.from(
            { length: await email.evaluate((node) => node.querySelectorAll('wbr').length + 1) },
            () => 1,
          ),
        );
        if (width === 1440) expect(await lineCount(email)).toBe(1);
        await expectNoHorizontalOverflow(page, `/${lang}/profile at ${width}`);
      }
    });
  });
}

test('signed in, the Bulgarian header fits from tablet to desktop widths', async ({ page }) => {
  await chooseLanguage(page, 'bg');
  await registerAccount(page.request, { lang: 'bg', firstName: 'Александра', tag: 'header-bg' });
  for (const width of [768, 1024, 1279, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/bg/dashboard');
    await expect(page.locator('h1').first()).toBeVisible();
    await expectNoHorizontalOverflow(page, `/bg/dashboard at ${width}`);
    const header = page.getByRole('banner');
    // One row: every link of the main navigation on a single line.
    expect((await header.boundingBox())!.height, `header at ${width}`).toBeLessThanOrEqual(72);
    for (const link of await header.getByRole('navigation').getByRole('link').all()) {
      if (await link.isVisible())
        expect(await lineCount(link), `${await link.textContent()} at ${width}`).toBe(1);
    }
  }
});
