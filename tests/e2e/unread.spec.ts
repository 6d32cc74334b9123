import { registerAccount } from './accounts';
import { sendThroughApi } from './chat-helpers';
import { chooseLanguageBeforeLoad, expect, test, type Lang } from './fixtures';
import { seriousA11yViolations } from './page-checks';

/**
 * Unread marks: companion messages written while the user is elsewhere (here: replies stored
 * through the API while no chat page is open) show on the header's chat icon, the dashboard and
 * My chats; opening the chat clears them everywhere.
 */
const TEXTS = {
  en: {
    chat: 'Chat',
    badge: 'Chat, 2 unread messages',
    unread: ', 2 unread messages',
    row: 'Open chat with Sophia',
    first: 'Hi Sophia, I passed my exam today',
    second: 'What should we celebrate with?',
  },
  bg: {
    chat: 'Чат',
    badge: 'Чат, 2 непрочетени съобщения',
    unread: ', 2 непрочетени съобщения',
    row: 'Отвори чата с София',
    first: 'Здравей, София, днес взех изпита си',
    second: 'Как да го отпразнуваме?',
  },
} as const;

for (const lang of ['en', 'bg'] as const satisfies readonly Lang[]) {
  test(`unread replies mark the header, the dashboard and My chats until the chat is opened (${lang})`, async ({
    page: view,
  }) => {
    await chooseLanguageBeforeLoad(view, lang);
    const text = TEXTS[lang];
    await registerAccount(view.request, { lang, firstName: 'Una', tag: `unread-${lang}` });
    await sendThroughApi(view, 'sophia', text.first);
    await sendThroughApi(view, 'sophia', text.second);

    await view.goto(`/${lang}/dashboard`);
    const header = view.getByRole('banner');
    const badge = header.getByRole('link', { name: text.badge, exact: true });
    await expect(badge).toBeVisible();
    await expect(badge.getByTestId('unread-count')).toHaveText('2');
    const recent = view.getByTestId('recent-conversations');
    await expect(recent.getByRole('link', { name: new RegExp(`${text.unread}$`) })).toBeVisible();
    // The badges pass axe's WCAG A/AA rules (contrast of the small count included).
    expect(await seriousA11yViolations(view)).toEqual([]);

    await view.goto(`/${lang}/chats`);
    const row = view.getByRole('link', { name: `${text.row}${text.unread}`, exact: true });
    await expect(row).toBeVisible();
    expect(await seriousA11yViolations(view)).toEqual([]);
    await row.click();
    await expect(view).toHaveURL(new RegExp(`/${lang}/chat/sophia$`));
    await expect(view.getByText(text.second)).toBeVisible();

    // Opening the chat read them: the badge goes, here and after going back to the list.
    await expect(header.getByRole('link', { name: text.chat, exact: true })).toBeVisible();
    await expect(header.getByTestId('unread-count')).toHaveCount(0);
    await view.goto(`/${lang}/chats`);
    await expect(view.getByRole('link', { name: text.row, exact: true })).toBeVisible();
    await expect(view.getByTestId('unread-count')).toHaveCount(0);
  });
}
