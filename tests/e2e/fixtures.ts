import { test as base, expect, type Page } from '@playwright/test';

export type Lang = 'en' | 'bg';

/** Pretend the visitor already chose a language, so the blocking modal does not show. */
export async function chooseLanguageBeforeLoad(page: Page, lang: Lang): Promise<void> {
  await page.addInitScript((l) => {
    window.localStorage.setItem('preferred-language', l);
    window.localStorage.setItem('language-selected', 'true');
  }, lang);
}

interface Fixtures {
  /** A page whose visitor has chosen English. */
  enPage: Page;
  /** A page whose visitor has chosen Bulgarian. */
  bgPage: Page;
}

export const test = base.extend<Fixtures>({
  enPage: async ({ page }, use) => {
    await chooseLanguageBeforeLoad(page, 'en');
    await use(page);
  },
  bgPage: async ({ page }, use) => {
    await chooseLanguageBeforeLoad(page, 'bg');
    await use(page);
  },
});

export { expect };
