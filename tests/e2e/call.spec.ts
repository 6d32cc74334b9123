import type { Page } from '@playwright/test';
import { registerAccount } from './accounts';
import { subscribeThroughApi } from './billing-helpers';
import { messages } from './chat-helpers';
import { chooseLanguageBeforeLoad, expect, test, type Lang } from './fixtures';

/**
 * Voice calls against the fake realtime provider (tests/fakes/realtime-server.ts, started by
 * playwright.config.ts): Chromium's fake microphone, a real WebRTC connection, the provider's
 * tone and its transcript events, stored in the conversation.
 */

/** What the fake provider "hears" and answers once the events channel opens. */
const USER_LINE = 'Hello from the test call.';
const COMPANION_LINE = 'It is lovely to hear your voice.';

const TEXTS = {
  en: {
    sophia: 'Sophia',
    idle: 'Tap to start',
    connecting: 'Connecting…',
    onCall: 'On call',
    ready: 'Ready',
    start: 'Start Call',
    end: 'End',
    muteMic: 'Mute microphone',
    muteSpeaker: 'Mute speaker',
    back: 'Back to chat with Sophia',
    fromCall: 'From your call',
    you: 'You',
  },
  bg: {
    sophia: 'София',
    idle: 'Докосни, за да започнеш',
    connecting: 'Свързване…',
    onCall: 'В разговор',
    ready: 'Готово',
    start: 'Започни обаждане',
    end: 'Край',
    muteMic: 'Заглуши микрофона',
    muteSpeaker: 'Заглуши високоговорителя',
    back: 'Обратно към чата с София',
    fromCall: 'От гласовото обаждане',
    you: 'Ти',
  },
} as const;

const status = (page: Page) => page.getByTestId('call-status');
const timer = (page: Page) => page.getByTestId('call-timer');

/**
 * fixtures.ts gives every request of a test its own X-Forwarded-For, for our server's
 * per-address limits. A real browser sends no such header to the voice provider, and the
 * provider's CORS preflight (rightly) does not allow it: leave it off requests to other origins.
 */
async function keepTestHeadersHome(page: Page) {
  const app = new URL(String(test.info().project.use.baseURL)).origin;
  await page.route(
    (url) => url.origin !== app,
    async (route) => {
      const headers = { ...route.request().headers() };
      delete headers['x-forwarded-for'];
      await route.continue({ headers });
    },
  );
}

/** A signed-in Premium user (sandbox checkout with the 4242 card) on the call page. */
async function premiumCaller(page: Page, lang: Lang, tag: string) {
  await keepTestHeadersHome(page);
  await chooseLanguageBeforeLoad(page, lang);
  await registerAccount(page.request, { lang, firstName: 'Callie', tag });
  await subscribeThroughApi(page, lang);
  await page.goto(`/${lang}/call/sophia`);
  await expect(page.getByRole('heading', { level: 1, name: TEXTS[lang].sophia })).toBeVisible();
}

/**
 * Every text an element shows from now on, in order: the status and the timer change faster
 * than a busy machine's polls can be relied on to see.
 */
async function recordTexts(page: Page, testId: string) {
  await page.getByTestId(testId).evaluate((element, key) => {
    const seen: string[] = [element.textContent ?? ''];
    (window as unknown as Record<string, string[]>)[key] = seen;
    new MutationObserver(() => {
      const text = element.textContent ?? '';
      if (seen.at(-1) !== text) seen.push(text);
    }).observe(element, { childList: true, characterData: true, subtree: true });
  }, `seen-${testId}`);
  return () =>
    page.evaluate((key) => (window as unknown as Record<string, string[]>)[key]!, `seen-${testId}`);
}

/** The timer's texts as seconds (mm:ss), in the order it showed them. */
const asSeconds = (texts: string[]) =>
  texts.map((text) => {
    const [minutes, seconds] = text.split(':').map(Number);
    return minutes! * 60 + seconds!;
  });

/** The remote audio element: her voice arrived and plays (or is muted). */
function remoteAudio(page: Page) {
  return page.getByTestId('call-audio').evaluate((audio: HTMLAudioElement) => {
    const stream = audio.srcObject as MediaStream | null;
    return {
      tracks: stream?.getAudioTracks().filter((track) => track.readyState === 'live').length ?? 0,
      muted: audio.muted,
    };
  });
}

test.describe('voice call', () => {
  test('a premium user calls Sophia: status, timer, mutes, transcript, End, and the chat keeps it', async ({
    page,
  }, testInfo) => {
    testInfo.setTimeout(90_000);
    const texts = TEXTS.en;
    await premiumCaller(page, 'en', 'call-en');
    await expect(status(page)).toHaveText(texts.idle);
    await expect(timer(page)).toHaveText(texts.ready);
    await expect(page.getByRole('button', { name: texts.muteMic })).toBeDisabled();

    const statuses = await recordTexts(page, 'call-status');
    const times = await recordTexts(page, 'call-timer');
    await page.getByRole('button', { name: texts.start }).click();
    await expect(status(page)).toHaveText(texts.onCall, { timeout: 20_000 });
    expect(await statuses()).toEqual([texts.idle, texts.connecting, texts.onCall]);

    // The timer counts up from 00:00, a second at a time (a busy machine may skip a paint).
    await expect(timer(page)).toHaveText(/^\d\d:\d\d$/);
    await expect.poll(async () => (await times()).length, { timeout: 10_000 }).toBeGreaterThan(3);
    const [ready, ...shown] = await times();
    expect(ready).toBe(texts.ready);
    expect(shown[0]).toBe('00:00');
    const seconds = asSeconds(shown);
    expect(seconds.slice(1).every((value, i) => value > seconds[i]!)).toBe(true);
    expect(seconds.at(-1)).toBeGreaterThanOrEqual(2);

    // Her voice (the provider's tone) plays through the page.
    await expect.poll(async () => (await remoteAudio(page)).tracks).toBe(1);

    const mic = page.getByRole('button', { name: texts.muteMic });
    await mic.click();
    await expect(mic).toHaveAttribute('aria-pressed', 'true');
    const speaker = page.getByRole('button', { name: texts.muteSpeaker });
    await speaker.click();
    await expect(speaker).toHaveAttribute('aria-pressed', 'true');
    expect((await remoteAudio(page)).muted).toBe(true);
    await speaker.click();
    await expect(speaker).toHaveAttribute('aria-pressed', 'false');
    expect((await remoteAudio(page)).muted).toBe(false);

    // The live transcript, read out politely to screen readers.
    const log = page.getByRole('log');
    await expect(log).toHaveAttribute('aria-live', 'polite');
    await expect(log.getByRole('listitem')).toHaveText([
      `${texts.you}: ${USER_LINE}`,
      `${texts.sophia}: ${COMPANION_LINE}`,
    ]);

    await page.getByRole('button', { name: texts.end }).click();
    await expect(status(page)).toHaveText(texts.idle);
    await expect(timer(page)).toHaveText(texts.ready);
    await expect(page.getByRole('button', { name: texts.start })).toBeVisible();
    await expect(mic).toHaveAttribute('aria-pressed', 'false');
    await expect(mic).toBeDisabled();
    expect((await remoteAudio(page)).tracks).toBe(0);

    // Back in the chat, both turns are there, marked as said in the call.
    await page.getByRole('link', { name: texts.back }).click();
    await expect(page).toHaveURL(/\/en\/chat\/sophia$/);
    const mine = messages(page, 'user').filter({ hasText: USER_LINE });
    const hers = messages(page, 'model').filter({ hasText: COMPANION_LINE });
    await expect(mine).toHaveCount(1);
    await expect(hers).toHaveCount(1);
    await expect(mine.getByTestId('from-call')).toHaveText(texts.fromCall);
    await expect(hers.getByTestId('from-call')).toHaveText(texts.fromCall);

    // Stored, not just cached: a reload shows them again.
    await page.reload();
    await expect(messages(page, 'user').filter({ hasText: USER_LINE })).toHaveCount(1);
    await expect(page.getByTestId('from-call')).toHaveCount(2);
  });

  test('in Bulgarian, from the keyboard', async ({ page }, testInfo) => {
    testInfo.setTimeout(90_000);
    const texts = TEXTS.bg;
    await premiumCaller(page, 'bg', 'call-bg');
    await expect(status(page)).toHaveText(texts.idle);
    await expect(timer(page)).toHaveText(texts.ready);

    const statuses = await recordTexts(page, 'call-status');
    const times = await recordTexts(page, 'call-timer');
    await page.getByRole('button', { name: texts.start }).focus();
    await page.keyboard.press('Enter');
    await expect(status(page)).toHaveText(texts.onCall, { timeout: 20_000 });
    expect(await statuses()).toEqual([texts.idle, texts.connecting, texts.onCall]);
    // From Готово to 00:00, then counting.
    await expect.poll(async () => asSeconds((await times()).slice(1)).at(-1)).toBeGreaterThan(0);
    expect((await times()).slice(0, 2)).toEqual([texts.ready, '00:00']);

    const mic = page.getByRole('button', { name: texts.muteMic });
    await mic.focus();
    await page.keyboard.press('Space');
    await expect(mic).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('log').getByRole('listitem')).toHaveCount(2);

    await page.getByRole('button', { name: texts.end }).focus();
    await page.keyboard.press('Enter');
    await expect(status(page)).toHaveText(texts.idle);
    await expect(timer(page)).toHaveText(texts.ready);

    await page.goto('/bg/chat/sophia');
    await expect(page.getByTestId('from-call').first()).toHaveText(texts.fromCall);
  });

  test('a free user is offered the upgrade instead of a call', async ({ page }) => {
    await chooseLanguageBeforeLoad(page, 'en');
    await registerAccount(page.request, { lang: 'en', firstName: 'Fred', tag: 'call-free' });
    await page.goto('/en/call/sophia');
    await expect(page.getByRole('heading', { name: 'Call Sophia with Premium' })).toBeVisible();
    await expect(page.getByRole('button', { name: TEXTS.en.start })).toHaveCount(0);
    await page.getByRole('link', { name: 'Upgrade to Premium' }).click();
    await expect(page).toHaveURL(/\/en\/plans$/);

    // The server refuses the call itself too, whatever a page would offer.
    const origin = String(test.info().project.use.baseURL);
    const refused = await page.request.post('/api/realtime/session', {
      headers: { Origin: origin },
      data: { modelId: 'sophia', language: 'en' },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).code).toBe('PREMIUM_REQUIRED');
  });

  test('a signed-out visitor is asked to sign in', async ({ enPage: page }) => {
    await page.goto('/en/call/sophia');
    await expect(page.getByRole('heading', { name: 'Call your companion' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  test('the chat header links to the call', async ({ page }) => {
    await chooseLanguageBeforeLoad(page, 'en');
    await registerAccount(page.request, { lang: 'en', firstName: 'Cara', tag: 'call-link' });
    await subscribeThroughApi(page, 'en');
    await page.goto('/en/chat/sophia');
    await page.getByRole('link', { name: 'Voice call with Sophia' }).click();
    await expect(page).toHaveURL(/\/en\/call\/sophia$/);
    await expect(status(page)).toHaveText(TEXTS.en.idle);
  });
});

test('@phone a call on a phone fits the screen', async ({ page }, testInfo) => {
  testInfo.setTimeout(90_000);
  const texts = TEXTS.en;
  await premiumCaller(page, 'en', 'call-phone');
  await page.getByRole('button', { name: texts.start }).tap();
  await expect(status(page)).toHaveText(texts.onCall, { timeout: 20_000 });
  for (const name of [texts.muteMic, texts.end, texts.muteSpeaker]) {
    await expect(page.getByRole('button', { name })).toBeInViewport();
  }
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: texts.end }).tap();
  await expect(timer(page)).toHaveText(texts.ready);
});
