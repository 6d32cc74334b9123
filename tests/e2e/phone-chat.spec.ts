import { expect, test, type Lang } from './fixtures';
import { registerAccount } from './accounts';
import { CHAT_TEXTS, sendThroughApi, stageBadge, typeAndSend } from './chat-helpers';
import { expectNoHorizontalOverflow, lineCount, overlappingControls } from './page-checks';

/**
 * The chat on the narrowest phone (360 px): the longest stage name (Bulgarian "deepening") beside
 * the memory and clear buttons, and the daily-limit banner, all without covering one another.
 */

test.use({ viewport: { width: 360, height: 740 } });

const DEEPENING = { en: 'Deepening bond', bg: 'Задълбочаваща се връзка' } as const;
const LONG = {
  en: 'I spent the whole weekend walking along the sea and thinking about old friends',
  bg: 'Прекарах целия уикенд в разходки край морето и мислех за старите си приятели',
};

for (const lang of ['en', 'bg'] as Lang[]) {
  test(`chat header and limit banner fit a 360 px phone (${lang})`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.addInitScript((l) => {
      window.localStorage.setItem('preferred-language', l);
      window.localStorage.setItem('language-selected', 'true');
    }, lang);
    await registerAccount(page.request, { lang, firstName: 'Rada', tag: `phone-chat-${lang}` });
    // Six sends (the e2e daily limit): twelve messages with a long one, the "deepening" stage.
    for (let index = 0; index < 6; index += 1) {
      await sendThroughApi(page, 'sophia', `${LONG[lang]} (${index + 1})`);
    }

    await page.goto(`/${lang}/chat/sophia`);
    await expect(stageBadge(page)).toHaveText(DEEPENING[lang]);
    const header = page.getByTestId('chat-header');
    await expect(header.getByRole('button').first()).toBeVisible();
    expect(await overlappingControls(header)).toEqual([]);
    await expectNoHorizontalOverflow(page, `/${lang}/chat/sophia`);

    // The seventh message meets the limit: the banner's Upgrade stays on one line.
    await typeAndSend(page, lang, 'One more?');
    const banner = page.getByRole('alert').filter({ hasText: CHAT_TEXTS[lang].limit });
    await expect(banner).toBeVisible();
    const upgrade = banner.getByRole('link', { name: CHAT_TEXTS[lang].upgrade });
    await expect(upgrade).toBeVisible();
    expect(await lineCount(upgrade)).toBe(1);
    expect(await overlappingControls(banner)).toEqual([]);
    await expectNoHorizontalOverflow(page, `/${lang}/chat/sophia with the limit banner`);
  });
}
