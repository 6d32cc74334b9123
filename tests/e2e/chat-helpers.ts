import { expect, test, type Page } from '@playwright/test';
import type { Lang } from './fixtures';

/** The chat texts the specs look for, in both languages. */
export const CHAT_TEXTS = {
  en: {
    hello: 'Hello! 👋',
    stages: { initial: 'Getting to know each other', building: 'Building rapport' },
    typing: 'Sophia is typing...',
    message: 'Write a message…',
    clear: 'Clear conversation',
    clearTitle: 'Clear Conversation',
    clearText:
      'Are you sure you want to clear your conversation with Sophia? This action cannot be undone.',
    confirm: 'Clear',
    welcome: 'Say hello to Sophia',
    upgrade: 'Upgrade to Premium',
    limit: "You've reached the free daily limit.",
    resets: 'Resets at',
    kept: 'Your message was not sent: it waits in the message box',
    retry: 'Retry',
    recent: 'Recent Conversations',
    sophia: 'Sophia',
    follow: 'What do you like to read?',
  },
  bg: {
    hello: 'Здравей! 👋',
    stages: { initial: 'Опознаваме се', building: 'Изграждаме доверие' },
    typing: 'София пише...',
    message: 'Напиши съобщение…',
    clear: 'Изчисти разговора',
    clearTitle: 'Изчистване на разговора',
    clearText:
      'Наистина ли искаш да изчистиш разговора между теб и София? Това действие не може да бъде отменено.',
    confirm: 'Изчисти',
    welcome: 'Поздрави София',
    upgrade: 'Премини към Премиум',
    limit: 'Достигна безплатния дневен лимит.',
    resets: 'Лимитът се подновява в',
    kept: 'Съобщението ти не е изпратено: чака в полето за писане',
    retry: 'Опитай отново',
    recent: 'Последни разговори',
    sophia: 'София',
    follow: 'Какво обичаш да четеш?',
  },
} as const;

export function messages(page: Page, sender: 'user' | 'model') {
  return page.locator(`li[data-sender="${sender}"]`);
}

export function stageBadge(page: Page) {
  return page.getByTestId('stage-badge').locator('span[aria-hidden="true"]');
}

/** Types a message and sends it with Enter. */
export async function typeAndSend(page: Page, lang: Lang, text: string): Promise<void> {
  const box = page.getByPlaceholder(CHAT_TEXTS[lang].message);
  await expect(box).toBeEnabled();
  await box.fill(text);
  await box.press('Enter');
}

/**
 * Opens the page's user's conversation with a companion and sends one message through the API
 * (the page's signed-in session; writes must say they come from the site). Returns its id.
 */
export async function sendThroughApi(page: Page, companion: string, text: string): Promise<string> {
  const headers = { Origin: String(test.info().project.use.baseURL) };
  const opened = await page.request.post('/api/chats', { data: { aiModelId: companion }, headers });
  expect(opened.ok(), await opened.text()).toBe(true);
  const { conversation } = (await opened.json()) as { conversation: { id: string } };
  const sent = await page.request.post(`/api/chats/${conversation.id}/ai-response`, {
    data: { userMessage: text },
    headers,
  });
  expect(sent.status(), await sent.text()).toBe(200);
  return conversation.id;
}
