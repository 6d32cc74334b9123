import { registerAccount } from './accounts';
import { CHAT_TEXTS, messages, sendThroughApi } from './chat-helpers';
import { chooseLanguageBeforeLoad, expect, test, type Lang } from './fixtures';

/** Regenerating the last reply and editing the last message, in the browser, both languages. */

const TEXTS = {
  en: {
    asked: 'What do you like to read?',
    edited: 'Where did you grow up?',
    regenerate: "Regenerate Sophia's last reply",
    regenerateText: 'Regenerate',
    edit: 'Edit your last message',
    editor: 'Edit your message',
    save: 'Save',
  },
  bg: {
    asked: 'Какво обичаш да четеш?',
    edited: 'Къде си израснала?',
    regenerate: 'Генерирай отново последния отговор на София',
    regenerateText: 'Генерирай отново',
    edit: 'Редактирай последното си съобщение',
    editor: 'Редактирай съобщението си',
    save: 'Запази',
  },
} as const;

for (const lang of ['en', 'bg'] as const satisfies readonly Lang[]) {
  const texts = TEXTS[lang];

  test(`regenerates the last reply and edits the last message (${lang})`, async ({ page }) => {
    test.setTimeout(60_000);
    await chooseLanguageBeforeLoad(page, lang);
    await registerAccount(page.request, { lang, firstName: 'Rea', tag: `redo-${lang}` });
    await sendThroughApi(page, 'sophia', texts.asked);

    await page.goto(`/${lang}/chat/sophia`);
    const replies = messages(page, 'model');
    await expect(replies).toHaveCount(1);
    await expect(messages(page, 'user').first().locator('p')).toHaveText(texts.asked);
    const first = (await replies.first().locator('p').textContent()) ?? '';
    expect(first.trim()).not.toBe('');

    // Regenerate: the new reply streams in place of the old one, which is gone for good.
    const regenerate = page.getByRole('button', { name: texts.regenerate });
    await expect(regenerate).toHaveText(texts.regenerateText);
    await regenerate.click();
    await expect(replies).toHaveCount(1);
    await expect(replies.first().locator('p')).not.toHaveText(first);
    await expect(page.getByText(first, { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: texts.regenerate })).toBeVisible();
    const second = (await replies.first().locator('p').textContent()) ?? '';
    await page.reload();
    await expect(replies).toHaveCount(1);
    await expect(replies.first().locator('p')).toHaveText(second);

    // Edit: Escape leaves the message as it was; Enter saves and a new reply answers it.
    await page.getByRole('button', { name: texts.edit }).click();
    const editor = page.getByRole('textbox', { name: texts.editor });
    await expect(editor).toBeFocused();
    await expect(editor).toHaveValue(texts.asked);
    await editor.fill(texts.edited);
    await editor.press('Escape');
    await expect(editor).toHaveCount(0);
    await expect(messages(page, 'user').first().locator('p')).toHaveText(texts.asked);

    await page.getByRole('button', { name: texts.edit }).click();
    await editor.fill(texts.edited);
    await expect(page.getByRole('button', { name: texts.save })).toBeEnabled();
    await editor.press('Enter');
    await expect(editor).toHaveCount(0);
    await expect(messages(page, 'user')).toHaveCount(1);
    await expect(messages(page, 'user').first().locator('p')).toHaveText(texts.edited);
    await expect(replies).toHaveCount(1);
    await expect(replies.first().locator('p')).not.toHaveText(second);
    await expect(page.getByRole('button', { name: texts.regenerate })).toBeVisible();

    await page.reload();
    await expect(messages(page, 'user')).toHaveCount(1);
    await expect(messages(page, 'user').first().locator('p')).toHaveText(texts.edited);
    await expect(replies).toHaveCount(1);
    await expect(page.getByText(CHAT_TEXTS[lang].limit)).toHaveCount(0);
  });
}
