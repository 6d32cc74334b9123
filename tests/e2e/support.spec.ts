import type { Page } from '@playwright/test';
import { registerAccount } from './accounts';
import { chooseLanguageBeforeLoad, expect, test, type Lang } from './fixtures';

const CYRILLIC = /\p{Script=Cyrillic}/u;

const TEXTS = {
  en: {
    start: 'Start Chat',
    greeting: /Hi Nadia! I'm Nova/,
    box: 'Message to Nova',
    send: 'Send',
    question: 'How do I cancel my subscription?',
    typing: 'Nova is typing…',
    human: 'Human Support',
    dialog: 'Connect with Human Support',
    field: /What do you need help with\?/,
    required: 'Please tell us what you need help with.',
    request: 'I was charged twice this month, please refund one payment.',
    connect: 'Connect',
    updates: (email: string) => `We'll e-mail you updates at ${email}.`,
    done: 'Done',
    tickets: 'Your tickets',
    withTeam: 'With our team',
  },
  bg: {
    start: 'Започни чат',
    greeting: /Здравей, Надя! Аз съм Нова/,
    box: 'Съобщение до Нова',
    send: 'Изпрати',
    question: 'Как да откажа абонамента си?',
    typing: 'Нова пише…',
    human: 'Връзка с човек',
    dialog: 'Връзка с човек от поддръжката',
    field: /С какво имаш нужда от помощ\?/,
    required: 'Моля, кажи ни с какво имаш нужда от помощ.',
    request: 'Таксуваха ме два пъти този месец, моля, върнете едното плащане.',
    connect: 'Свържи ме',
    updates: (email: string) => `Ще ти пращаме новини на ${email}.`,
    done: 'Готово',
    tickets: 'Твоите тикети',
    withTeam: 'При екипа ни',
  },
} as const;

const messages = (page: Page, sender: 'user' | 'ai') => page.locator(`li[data-sender="${sender}"]`);
/** The text of a message bubble (without the sender's name and the time). */
const bubble = (message: ReturnType<typeof messages>) => message.locator('p').first();

for (const lang of ['en', 'bg'] as const satisfies readonly Lang[]) {
  const t = TEXTS[lang];

  test(`support: ask Nova, then connect with a person (${lang})`, async ({ page }, testInfo) => {
    testInfo.setTimeout(60_000);
    await chooseLanguageBeforeLoad(page, lang);
    const firstName = lang === 'en' ? 'Nadia' : 'Надя';
    const account = await registerAccount(page.request, {
      lang,
      firstName,
      tag: `support-${lang}`,
    });
    await page.goto(`/${lang}/support`);

    await page.getByRole('button', { name: t.start }).click();
    await expect(messages(page, 'ai').first()).toContainText(t.greeting);

    // Nova's answer comes after the typing indicator; sending waits meanwhile. The request is
    // held until both are seen: the indicator's one second alone is too short to catch on a
    // loaded machine.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/support/tickets', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.fallback();
    });
    const box = page.getByLabel(t.box);
    await box.fill(t.question);
    const created = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/support/tickets') && response.request().method() === 'POST',
    );
    await box.press('Enter');
    await expect(bubble(messages(page, 'user').first())).toHaveText(t.question);
    await expect(page.getByText(t.typing)).toBeVisible();
    await expect(page.getByRole('button', { name: t.send, exact: true })).toBeDisabled();
    release();
    expect((await created).status()).toBe(201);
    await page.unrouteAll();
    await expect(messages(page, 'ai')).toHaveCount(2);
    await expect(page.getByText(t.typing)).toHaveCount(0);
    const answer = (await bubble(messages(page, 'ai').nth(1)).textContent()) ?? '';
    expect(answer.length).toBeGreaterThan(20);
    if (lang === 'bg') expect(answer).toMatch(CYRILLIC);
    await expect(page).toHaveURL(/\?ticket=[0-9a-f-]{36}$/);

    // 'Connect with Human Support': the request is required, then the confirmation.
    await page.getByRole('button', { name: t.human, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t.dialog });
    await dialog.getByRole('button', { name: t.connect, exact: true }).click();
    await expect(dialog.getByText(t.required)).toBeVisible();
    await dialog.getByLabel(t.field).fill(t.request);
    await dialog.getByRole('button', { name: t.connect, exact: true }).click();
    // The dialog now says it is done (its title changes with it).
    const confirmation = page.getByRole('dialog');
    await expect(confirmation).toContainText(t.updates(account.email));
    await confirmation.getByRole('button', { name: t.done }).click();
    await expect(confirmation).toHaveCount(0);

    // The request is in the ticket, and the list shows it with a person on it.
    await expect(bubble(messages(page, 'user').last())).toHaveText(t.request);
    const list = page.getByRole('navigation', { name: t.tickets });
    await expect(
      list.getByRole('link', { name: new RegExp(t.question.slice(0, 12)) }),
    ).toContainText(t.withTeam);
  });
}

test('support asks a visitor to sign in and comes back', async ({ enPage: page }) => {
  await page.goto('/en/support');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Get help from Amora Support' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
    'href',
    `/en/login?redirect=${encodeURIComponent('/en/support')}`,
  );
});

test('support on a phone: chat, then the folded ticket list @phone', async ({ enPage: page }) => {
  await registerAccount(page.request, { lang: 'en', firstName: 'Pia', tag: 'support-phone' });
  await page.goto('/en/support');
  await page.getByRole('button', { name: 'Start Chat' }).click();
  await page.getByRole('button', { name: 'What does Premium include?' }).click();
  await expect(messages(page, 'ai')).toHaveCount(2);

  const toggle = page.getByRole('button', { name: 'Your tickets (1)' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  const link = page.getByRole('link', { name: /What does Premium include\?/ });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('aria-current', 'page');
});
