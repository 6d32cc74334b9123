import { signInAsNewAdmin } from './admin-helpers';
import { chooseLanguageBeforeLoad, expect, test, type Lang } from './fixtures';
import { expectNoSeriousA11yViolations, watchPage } from './page-checks';

// The e2e server has no provider (playwright.config.ts sets no LLM_*): the test reports the
// built-in engine. The server runs one test at a time, so the two languages take turns.
test.describe.configure({ mode: 'serial' });

const TEXTS = {
  en: {
    heading: 'AI engine',
    engine: 'Built-in engine',
    button: 'Test AI connection',
    ok: 'The AI connection works',
    firstToken: 'Time to first token',
    total: 'Total time',
    ms: /\d ms$/u,
  },
  bg: {
    heading: 'AI модул',
    engine: 'Вграден модул',
    button: 'Провери AI връзката',
    ok: 'AI връзката работи',
    firstToken: 'Време до първия токен',
    total: 'Общо време',
    ms: /\d мс$/u,
  },
} as const;

for (const lang of ['en', 'bg'] as const satisfies readonly Lang[]) {
  const t = TEXTS[lang];

  test(`an admin tests the AI connection from the settings (${lang})`, async ({
    page,
    extraHTTPHeaders,
  }) => {
    const report = watchPage(page);
    await chooseLanguageBeforeLoad(page, lang);
    await signInAsNewAdmin(page, lang, extraHTTPHeaders);
    await page.goto(`/${lang}/admin?tab=settings`);

    const section = page.getByTestId('ai-engine-settings');
    await expect(section.getByRole('heading', { name: t.heading })).toBeVisible();
    await expect(section.getByTestId('engine-figure-engine')).toContainText(t.engine);
    await expect(section.getByTestId('engine-figure-model')).toContainText('amora-persona');

    // By keyboard: focus the button and press Enter.
    const button = section.getByRole('button', { name: t.button });
    await button.focus();
    await page.keyboard.press('Enter');
    const result = section.getByTestId('engine-test-result');
    await expect(result).toBeVisible({ timeout: 20_000 });
    await expect(result).toContainText(t.ok);
    await expect(result.getByTestId('engine-test-engine')).toContainText(t.engine);
    await expect(result.getByTestId('engine-test-first-token')).toContainText(t.firstToken);
    await expect(result.getByTestId('engine-test-first-token').locator('dd')).toHaveText(t.ms);
    await expect(result.getByTestId('engine-test-total').locator('dd')).toHaveText(t.ms);
    await expect(result.getByTestId('engine-test-reply').locator('dd')).toHaveText(/\S/u);
    await expect(button).toBeFocused();

    await expectNoSeriousA11yViolations(page, `admin AI engine (${lang})`);
    expect(report.problems).toEqual([]);
  });
}
