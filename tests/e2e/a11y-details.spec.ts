import type { Page } from '@playwright/test';
import { registerAccount } from './accounts';
import { CHAT_TEXTS } from './chat-helpers';
import { chooseLanguageBeforeLoad, expect, test, type Lang } from './fixtures';

/**
 * Accessibility details axe-core does not judge: the first-visit language modal (a labelled
 * modal dialog in the language it shows, focus on the current option, then on the page) and the
 * contrast of the chat box's focus indicator, measured from the colours the browser paints.
 */

const MODAL = {
  en: { title: 'Choose your language', option: 'English', continue: 'Continue' },
  bg: { title: 'Избери език', option: 'Български', continue: 'Продължи' },
} as const;

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const focusedId = (page: Page) =>
  page.evaluate(
    () => `${document.activeElement?.tagName.toLowerCase()}#${document.activeElement?.id}`,
  );

for (const lang of ['en', 'bg'] as const satisfies readonly Lang[]) {
  const other: Lang = lang === 'en' ? 'bg' : 'en';

  test(`the language modal is a labelled modal dialog in its own language (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto(`/${lang}/`);
    await expect(page.getByRole('dialog', { name: MODAL[lang].title })).toBeVisible();
    const modal = page.getByRole('dialog');
    await expect(modal).toHaveAttribute('aria-modal', 'true');
    await expect(modal).toHaveAttribute('lang', lang);
    // The page's language is the language of what it shows, even before any choice.
    expect(await htmlLang(page)).toBe(lang);
    // Focus starts on the current option.
    await expect(modal.getByRole('radio', { name: MODAL[lang].option })).toBeFocused();

    // Arrow keys move the choice; the texts (and both lang attributes) follow it.
    await page.keyboard.press(lang === 'en' ? 'ArrowDown' : 'ArrowUp');
    await expect(modal.getByRole('radio', { name: MODAL[other].option })).toBeChecked();
    await expect(page.getByRole('dialog', { name: MODAL[other].title })).toBeVisible();
    await expect(modal).toHaveAttribute('lang', other);
    expect(await htmlLang(page)).toBe(other);
    await page.keyboard.press(lang === 'en' ? 'ArrowUp' : 'ArrowDown');
    await expect(page.getByRole('dialog', { name: MODAL[lang].title })).toBeVisible();
    expect(await htmlLang(page)).toBe(lang);

    // Continue from the keyboard: focus lands on the page's main content, not on <body>.
    await page.keyboard.press('Tab');
    await expect(modal.getByRole('button', { name: MODAL[lang].continue })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(modal).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect.poll(() => focusedId(page)).toBe('main#main-content');
    expect(await htmlLang(page)).toBe(lang);
  });
}

type Rgba = [number, number, number, number];

/**
 * Computed CSS colours (rgb, oklab, color(srgb …): whatever the browser reports) as sRGB 0-255
 * channels and alpha, read back from a canvas the browser paints them on.
 */
function toRgba(page: Page, colours: string[]): Promise<Rgba[]> {
  return page.evaluate((list) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    return list.map((css) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = css;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255] as [number, number, number, number];
    });
  }, colours);
}

/** `top` painted over the opaque `bottom`. */
const over = (top: Rgba, bottom: Rgba): Rgba => [
  top[0] * top[3] + bottom[0] * (1 - top[3]),
  top[1] * top[3] + bottom[1] * (1 - top[3]),
  top[2] * top[3] + bottom[2] * (1 - top[3]),
  1,
];

/** WCAG 2.x contrast ratio of two opaque colours. */
function contrast(a: Rgba, b: Rgba): number {
  const luminance = ([r, g, bl]: Rgba) => {
    const [R, G, B] = [r, g, bl].map((channel) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

for (const theme of ['dark', 'light'] as const) {
  test(`the chat box's focus indicator has at least 3:1 contrast (${theme} theme)`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await chooseLanguageBeforeLoad(page, 'en');
    await registerAccount(page.request, { lang: 'en', firstName: 'Lena', tag: `ring-${theme}` });
    const saved = await page.request.put('/api/users/settings', {
      headers: { Origin: String(test.info().project.use.baseURL) },
      data: { appearance: { darkMode: theme === 'dark' } },
    });
    expect(saved.status()).toBe(200);

    await page.goto('/en/chat/sophia');
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
    const box = page.getByPlaceholder(CHAT_TEXTS.en.message);
    await expect(box).toBeEnabled({ timeout: 20_000 });
    await box.focus();
    await expect(box).toBeFocused();
    await page.waitForTimeout(300); // Let any colour transition end.

    const colours = await box.evaluate((element) => {
      const style = getComputedStyle(element);
      // What surrounds the box: the nearest ancestor that paints a background, and the page's.
      let around = element.parentElement;
      while (around && getComputedStyle(around).backgroundColor === 'rgba(0, 0, 0, 0)') {
        around = around.parentElement;
      }
      return {
        border: style.borderTopColor,
        borderWidth: style.borderTopWidth,
        ring: style.boxShadow,
        inside: style.backgroundColor,
        around: around ? getComputedStyle(around).backgroundColor : 'rgba(0, 0, 0, 0)',
        page: getComputedStyle(document.documentElement).backgroundColor,
      };
    });
    const [pageColour, aroundColour, insideColour, borderColour] = await toRgba(page, [
      colours.page,
      colours.around,
      colours.inside,
      colours.border,
    ]);
    const around = over(aroundColour!, pageColour!);
    const inside = over(insideColour!, around);
    const indicator = over(borderColour!, inside);
    expect(colours.borderWidth).not.toBe('0px');
    // The indicator against the box it surrounds and against what is around the box.
    expect(contrast(indicator, inside), JSON.stringify(colours)).toBeGreaterThanOrEqual(3);
    expect(contrast(indicator, around), JSON.stringify(colours)).toBeGreaterThanOrEqual(3);
  });
}
