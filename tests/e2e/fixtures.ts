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
  // Every test gets its own client address (the server trusts one proxy hop in e2e runs), so the
  // per-address sign-up and sign-in limits apply per test, as they would per real visitor.
  // 2001:db8::/32 is the documentation prefix: a label, never a destination.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const suffix = `${testInfo.workerIndex.toString(16)}:${testInfo.testId.replace(/[^0-9a-f]/g, '').slice(-4)}:${testInfo.retry}`;
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': `2001:db8::${suffix}` });
  },
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
