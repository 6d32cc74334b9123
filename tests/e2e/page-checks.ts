import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** What a page reported while it loaded: console errors and warnings, failed requests. */
export interface PageReport {
  problems: string[];
  /** Starts a new page's record (the listeners stay). */
  reset(): void;
}

/**
 * Records every console error, every console warning about an unused preload and every response
 * of 400 or more, so a spec can require a page to load without any.
 */
export function watchPage(page: Page): PageReport {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error') problems.push(`console error: ${text}`);
    else if (message.type() === 'warning' && /preload/i.test(text))
      problems.push(`console warning: ${text}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    // A request the app itself aborted (a page left, a query cancelled) is not a failure.
    const reason = request.failure()?.errorText ?? '';
    if (!reason.includes('ERR_ABORTED')) problems.push(`failed: ${request.url()} ${reason}`);
  });
  return { problems, reset: () => void problems.splice(0, problems.length) };
}

/** The page is no wider than the window: nothing to scroll sideways. */
export async function expectNoHorizontalOverflow(page: Page, label: string): Promise<void> {
  const sizes = await page.evaluate(() => {
    const root = document.documentElement;
    const widest = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1)
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120));
    return { scroll: root.scrollWidth, client: root.clientWidth, widest };
  });
  expect(sizes.scroll, `${label} is wider than the window: ${sizes.widest.join(' | ')}`).toBe(
    sizes.client,
  );
}

/** WCAG 2.1 A and AA rules, as axe-core checks them. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The serious and critical accessibility violations axe-core finds on the page, described. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

/** Fails on any serious or critical accessibility violation axe-core finds on the page. */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  expect(await seriousA11yViolations(page), `${label}: accessibility violations`).toEqual([]);
}

/**
 * Pairs of visible controls (links, buttons, fields and badges marked `data-control`) inside
 * `container` whose boxes overlap: one covering another can't be read or pressed.
 */
export async function overlappingControls(container: Locator): Promise<string[]> {
  return container.evaluate((root) => {
    const selector = 'a, button, select, input, textarea, [role="button"], [data-control]';
    const boxes = [...root.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => element.getClientRects().length > 0)
      .filter((element) => getComputedStyle(element).visibility !== 'hidden')
      .filter((element) => !element.closest('.sr-only'))
      // A control inside another (a badge in a link) is part of it, not beside it.
      .filter((element) => !element.parentElement?.closest(selector))
      .map((element) => ({
        name: (element.getAttribute('aria-label') ?? element.textContent ?? element.tagName)
          .trim()
          .slice(0, 40),
        box: element.getBoundingClientRect(),
      }))
      .filter(({ box }) => box.width > 0 && box.height > 0);
    const overlaps: string[] = [];
    for (let i = 0; i < boxes.length; i += 1) {
      for (let j = i + 1; j < boxes.length; j += 1) {
        const a = boxes[i]!.box;
        const b = boxes[j]!.box;
        const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        // More than a pixel each way: touching borders are not an overlap.
        if (width > 1 && height > 1) overlaps.push(`${boxes[i]!.name} / ${boxes[j]!.name}`);
      }
    }
    return overlaps;
  });
}

/** How many lines an element's text takes (1 when it does not wrap). */
export async function lineCount(element: Locator): Promise<number> {
  return element.evaluate((root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const rects: DOMRect[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      rects.push(...[...range.getClientRects()].filter((rect) => rect.width > 1));
    }
    rects.sort((a, b) => a.top - b.top);
    // A rectangle that starts below the current line's bottom starts a new line.
    let lines = 0;
    let bottom = Number.NEGATIVE_INFINITY;
    for (const rect of rects) {
      if (rect.top >= bottom - 2) {
        lines += 1;
        bottom = rect.bottom;
      } else bottom = Math.max(bottom, rect.bottom);
    }
    return lines;
  });
}

/**
 * Waits until the page stands still: web fonts loaded and every running animation (the hero's
 * rise-in, for one) finished. Positions measured one after the other are then comparable; under
 * a loaded machine a measure taken mid-animation saw two buttons of one row 8 px apart.
 */
export async function waitForSettledLayout(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    // An endless animation (a spinner, a pulse) never finishes: only the ones that end.
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    // A cancelled one (its element gone) rejects: it no longer moves anything either.
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
}
