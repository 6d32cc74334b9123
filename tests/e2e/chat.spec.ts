import { registerAccount } from './accounts';
import { CHAT_TEXTS, messages, stageBadge, typeAndSend } from './chat-helpers';
import { chooseLanguageBeforeLoad, expect, test, type Lang } from './fixtures';

const CYRILLIC = /\p{Script=Cyrillic}/u;

for (const lang of ['en', 'bg'] as const satisfies readonly Lang[]) {
  const texts = CHAT_TEXTS[lang];

  test.describe(`chat (${lang})`, () => {
    test('send, stream, stage, dashboard and clear', async ({ page }, testInfo) => {
      await chooseLanguageBeforeLoad(page, lang);
      testInfo.setTimeout(60_000);
      await registerAccount(page.request, { lang, firstName: 'Chloe', tag: `chat-${lang}` });
      await page.goto(`/${lang}/chat/sophia`);

      await expect(page.getByRole('heading', { level: 1, name: texts.sophia })).toBeVisible();
      await expect(page.getByRole('heading', { name: texts.welcome })).toBeVisible();
      await expect(stageBadge(page)).toHaveText(texts.stages.initial);

      // Hold the reply back a moment: the message shows at once, with the typing indicator.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/chats/*/ai-response', async (route) => {
        await held;
        await route.continue();
      });
      const streamed = page.waitForResponse((response) => response.url().endsWith('/ai-response'));
      await page.getByRole('button', { name: texts.hello }).click();
      await expect(messages(page, 'user').first()).toHaveText(new RegExp(texts.hello.slice(0, 5)));
      await expect(page.getByText(texts.typing)).toBeVisible();
      await expect(page.getByPlaceholder(texts.message)).toBeDisabled();
      release();
      const response = await streamed;
      expect(response.headers()['content-type']).toContain('text/event-stream');
      await page.unroute('**/api/chats/*/ai-response');

      const firstReply = messages(page, 'model').first();
      await expect(firstReply).toHaveAttribute('data-state', 'stored');
      const replyText = (await firstReply.locator('p').textContent()) ?? '';
      expect(replyText.length).toBeGreaterThan(3);
      if (lang === 'bg') expect(replyText).toMatch(CYRILLIC);
      await expect(page.getByText(texts.typing)).toHaveCount(0);

      // Two messages each way: over 3 messages is "building".
      await typeAndSend(page, lang, texts.follow);
      await expect(messages(page, 'model')).toHaveCount(2);
      await expect(messages(page, 'model').nth(1)).toHaveAttribute('data-state', 'stored');
      await expect(stageBadge(page)).toHaveText(texts.stages.building);
      await expect(messages(page, 'user')).toHaveCount(2);

      // After a reload the stored history is back.
      await page.reload();
      await expect(messages(page, 'user')).toHaveCount(2);
      await expect(stageBadge(page)).toHaveText(texts.stages.building);

      // The dashboard lists the conversation, and the header's chat icon opens it.
      await page.goto(`/${lang}/dashboard`);
      const recent = page.getByTestId('recent-conversations');
      await expect(recent.getByRole('heading', { name: texts.recent })).toBeVisible();
      await expect(recent.getByRole('link', { name: new RegExp(texts.sophia) })).toHaveAttribute(
        'href',
        `/${lang}/chat/sophia`,
      );
      await expect(recent.getByText(texts.stages.building)).toBeVisible();

      await page.goto(`/${lang}/chat/sophia`);
      await page.getByRole('button', { name: texts.clear }).click();
      const dialog = page.getByRole('dialog', { name: texts.clearTitle });
      await expect(dialog.getByText(texts.clearText)).toBeVisible();
      await dialog.getByRole('button', { name: texts.confirm, exact: true }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByRole('heading', { name: texts.welcome })).toBeVisible();
      await expect(messages(page, 'user')).toHaveCount(0);
      await expect(stageBadge(page)).toHaveText(texts.stages.initial);
    });

    test('@phone switching the language inside a chat keeps its history', async ({ page }) => {
      await chooseLanguageBeforeLoad(page, lang);
      await registerAccount(page.request, { lang, firstName: 'Lena', tag: `switch-${lang}` });
      await page.goto(`/${lang}/chat/sophia`);
      await typeAndSend(page, lang, texts.follow);
      await expect(messages(page, 'model').first()).toHaveAttribute('data-state', 'stored');
      await typeAndSend(page, lang, `${texts.follow}!`);
      await expect(messages(page, 'model').nth(1)).toHaveAttribute('data-state', 'stored');
      await expect(stageBadge(page)).toHaveText(texts.stages.building);

      // The header's switcher, as a phone shows it.
      const other: Lang = lang === 'en' ? 'bg' : 'en';
      await page.getByRole('banner').getByRole('combobox').selectOption(other);
      await expect(page).toHaveURL(new RegExp(`/${other}/chat/sophia$`));
      await expect(stageBadge(page)).toHaveText(CHAT_TEXTS[other].stages.building);
      // The same four messages, without a reload, and no welcome screen.
      await expect(messages(page, 'user')).toHaveCount(2);
      await expect(messages(page, 'model')).toHaveCount(2);
      await expect(messages(page, 'user').first()).toContainText(texts.follow);
      await expect(page.getByRole('heading', { name: CHAT_TEXTS[other].welcome })).toHaveCount(0);
    });

    test('a premium companion offers the upgrade to a free user', async ({ page }) => {
      await chooseLanguageBeforeLoad(page, lang);
      await registerAccount(page.request, { lang, firstName: 'Gail', tag: `gate-${lang}` });
      await page.goto(`/${lang}/chat/isabelle`);
      const gate = page.getByTestId('premium-gate');
      await expect(gate.getByRole('link', { name: texts.upgrade })).toHaveAttribute(
        'href',
        `/${lang}/plans`,
      );
      await expect(page.getByPlaceholder(texts.message)).toHaveCount(0);
    });
  });
}

test('signed out, the chat offers sign-in and sign-up that come back', async ({ enPage: page }) => {
  await page.goto('/en/chat/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Chat with companions' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
    'href',
    `/en/login?redirect=${encodeURIComponent('/en/chat/1')}`,
  );
  await expect(main.getByRole('link', { name: 'Create Account' })).toHaveAttribute(
    'href',
    `/en/register?redirect=${encodeURIComponent('/en/chat/1')}`,
  );
});
