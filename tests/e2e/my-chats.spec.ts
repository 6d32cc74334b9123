import { registerAccount } from './accounts';
import { sendThroughApi } from './chat-helpers';
import { expect, test } from './fixtures';
import { expectNoHorizontalOverflow } from './page-checks';

test.describe('my chats', () => {
  test('from the dashboard: newest first with the last message, search, delete after asking', async ({
    enPage: page,
  }) => {
    await registerAccount(page.request, { lang: 'en', firstName: 'Cora', tag: 'my-chats' });
    await sendThroughApi(page, 'sophia', 'I collect old maps of the Balkans');
    await sendThroughApi(page, 'emma', 'Hello Emma, how was your day?');

    await page.goto('/en/dashboard');
    await page.getByTestId('recent-conversations').getByRole('link', { name: 'View All' }).click();
    await expect(page).toHaveURL(/\/en\/chats$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My chats' })).toBeVisible();
    await expect(page).toHaveTitle('My chats · Amora');

    const list = page.getByRole('list', { name: 'Your conversations' });
    const rows = list.getByRole('listitem');
    await expect(rows).toHaveCount(2);
    // Emma was written to last, so she comes first; each row opens her chat.
    await expect(rows.nth(0).getByRole('link', { name: 'Open chat with Emma' })).toHaveAttribute(
      'href',
      '/en/chat/emma',
    );
    await expect(rows.nth(1).getByRole('link', { name: 'Open chat with Sophia' })).toBeVisible();
    // The preview is the start of her reply (the last message), not the user's message.
    await expect(rows.nth(0)).not.toContainText('You: Hello Emma');

    // Search looks into the messages too.
    const search = page.getByRole('searchbox', { name: 'Search your chats' });
    await search.fill('maps of the balkans');
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByRole('link', { name: 'Open chat with Sophia' })).toBeVisible();
    await search.fill('nothing like this');
    await expect(page.getByText('No chat matches “nothing like this”.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear the search' }).click();
    await expect(rows).toHaveCount(2);

    // Delete asks first; Cancel keeps the chat.
    await page.getByRole('button', { name: 'Delete chat with Sophia' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this chat?' });
    await expect(dialog).toContainText('Your conversation with Sophia');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(rows).toHaveCount(2);

    await page.getByRole('button', { name: 'Delete chat with Sophia' }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(rows).toHaveCount(1);
    await expect(page.getByText('Your chat with Sophia was deleted.')).toBeVisible();

    // Deleted for good: after a reload she is not listed, and her chat starts anew.
    await page.reload();
    await expect(rows).toHaveCount(1);
    await page.goto('/en/chat/sophia');
    await expect(page.getByText('Say hello to Sophia')).toBeVisible();
    await expect(page.getByText('I collect old maps of the Balkans')).toHaveCount(0);
  });

  test('Bulgarian, from the navigation: empty list leads to the companions', async ({
    bgPage: page,
  }) => {
    await registerAccount(page.request, { lang: 'bg', firstName: 'Вера', tag: 'my-chats-bg' });
    await page.goto('/bg/dashboard');
    await page.getByRole('banner').getByRole('link', { name: 'Моите чатове' }).click();
    await expect(page).toHaveURL(/\/bg\/chats$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Моите чатове' })).toBeVisible();
    await expect(page.getByText('Още нямаш чатове')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Разгледай компаньонките' })).toHaveAttribute(
      'href',
      '/bg/models',
    );

    await sendThroughApi(page, 'sophia', 'Здравей, София!');
    await page.reload();
    const row = page.getByRole('list', { name: 'Твоите разговори' }).getByRole('listitem');
    await expect(row.getByRole('link', { name: 'Отвори чата с София' })).toBeVisible();
  });

  test('@phone the list fits a phone in Bulgarian, reachable from the menu', async ({
    bgPage: page,
  }) => {
    await registerAccount(page.request, { lang: 'bg', firstName: 'Ина', tag: 'my-chats-phone' });
    await sendThroughApi(page, 'sophia', 'Разкажи ми за морето и любимите си книги, моля те.');
    await page.goto('/bg/dashboard');
    await page.getByRole('button', { name: 'Отвори менюто' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Моите чатове' }).click();
    await expect(page).toHaveURL(/\/bg\/chats$/);
    await expect(page.getByRole('button', { name: 'Изтрий чата с София' })).toBeVisible();
    await expectNoHorizontalOverflow(page, '/bg/chats');
  });
});
