import {
  chromium,
  devices,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { existsSync } from 'node:fs';

/**
 * First contentful paint and largest contentful paint of the app's pages in headless Chromium,
 * as a phone sees them: a Pixel 7 screen with the CPU slowed down 4 times through the Chrome
 * DevTools protocol, a cold cache for every load (a fresh browser context), the server on this
 * machine. The times are the browser's own (PerformanceObserver paint and
 * largest-contentful-paint entries, milliseconds since navigation start).
 */

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
export const CPU_SLOWDOWN = 4;
const PHONE = devices['Pixel 7'];
const READY_TIMEOUT_MS = 30_000;
/** Images start after the page renders; LCP is final once the network has been quiet this long. */
const NETWORK_IDLE_TIMEOUT_MS = 10_000;
const PASSWORD = 'Sunny-day-42';

export interface PaintTimes {
  fcp: number;
  lcp: number;
}

export interface PageToMeasure {
  label: string;
  url: string;
  /** A selector that is on screen once the page has rendered its content. */
  ready: string;
  signedIn?: boolean;
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined,
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-gpu',
    ],
  });
}

/**
 * Read in the page as a string: tsx rewrites named functions in a way the browser cannot run.
 * Buffered entries arrive in a task of their own, hence the short wait.
 */
const READ_PAINT_TIMES = `new Promise((resolve) => {
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
  let lcp = null;
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    lcp = entries[entries.length - 1].startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => resolve({ fcp, lcp }), 200);
})`;

/** A visitor who already chose English, so the first-visit language modal does not show. */
const CHOSE_ENGLISH = `localStorage.setItem('preferred-language', 'en');
localStorage.setItem('language-selected', 'true');`;

async function newPhonePage(
  browser: Browser,
  options: BrowserContextOptions = {},
  cpuSlowdown = CPU_SLOWDOWN,
) {
  const context = await browser.newContext({ ...PHONE, ...options });
  await context.addInitScript(CHOSE_ENGLISH);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return { context, page };
}

async function settle(page: Page, ready: string) {
  await page.locator(ready).first().waitFor({ state: 'visible', timeout: READY_TIMEOUT_MS });
  await page
    .waitForLoadState('networkidle', { timeout: NETWORK_IDLE_TIMEOUT_MS })
    .catch(() => undefined); // A page that keeps a connection open still has its paints.
}

/** One cold load of a page. */
export async function measurePaint(
  browser: Browser,
  target: PageToMeasure,
  signedInState?: BrowserContextOptions['storageState'],
): Promise<PaintTimes> {
  const { context, page } = await newPhonePage(
    browser,
    target.signedIn ? { storageState: signedInState } : {},
  );
  try {
    await page.goto(target.url, { waitUntil: 'load' });
    await settle(page, target.ready);
    const times = (await page.evaluate(READ_PAINT_TIMES)) as {
      fcp: number | null;
      lcp: number | null;
    };
    if (times.fcp === null || times.lcp === null) {
      throw new Error(`${target.url} reported no paint entries`);
    }
    return { fcp: times.fcp, lcp: times.lcp };
  } finally {
    await context.close();
  }
}

/**
 * A warm route change: with the home page and the companions page both visited once (their
 * chunks and data cached), the time from a click on the companions link to the frame in which
 * the companions page is in the document.
 */
export async function measureWarmRouteChange(
  browser: Browser,
  appUrl: string,
  cpuSlowdown: number,
): Promise<number> {
  const { context, page } = await newPhonePage(browser, {}, cpuSlowdown);
  try {
    await page.goto(`${appUrl}/en`, { waitUntil: 'load' });
    await settle(page, '#hero-title');
    await page.evaluate(`document.querySelector('a[href="/en/models"]').click()`);
    await settle(page, 'input[type="search"]');
    await page.goBack();
    await settle(page, '#hero-title');
    // One evaluation does the click and watches the frames: the page's CSP allows no eval, which
    // Playwright's waitForFunction would need.
    return (await page.evaluate(`new Promise((resolve, reject) => {
      const started = performance.now();
      const watch = () => {
        if (document.querySelector('input[type="search"]')) resolve(performance.now() - started);
        else if (performance.now() - started > ${READY_TIMEOUT_MS}) reject(new Error('no companions page'));
        else requestAnimationFrame(watch);
      };
      document.querySelector('a[href="/en/models"]').click();
      requestAnimationFrame(watch);
    })`)) as number;
  } finally {
    await context.close();
  }
}

/**
 * Signs a new user up through the API (the session cookie lands in the browser's storage) and
 * gives them a conversation with a few messages, so the chat page shows a real history.
 */
export async function signedInState(
  browser: Browser,
  appUrl: string,
  companionSlug: string,
): Promise<BrowserContextOptions['storageState']> {
  const context = await browser.newContext();
  try {
    const api = context.request;
    const headers = { origin: appUrl };
    const post = async (path: string, data: unknown) => {
      const response = await api.post(`${appUrl}/api${path}`, { headers, data });
      if (!response.ok()) {
        throw new Error(`POST /api${path}: ${response.status()} ${await response.text()}`);
      }
      return response.json() as Promise<Record<string, unknown>>;
    };
    await post('/auth/register', {
      email: `web-bench-${Date.now()}@example.com`,
      password: PASSWORD,
      firstName: 'Web',
      lastName: 'Bench',
      termsAccepted: true,
      ageConfirmed: true,
    });
    const models = (await (await api.get(`${appUrl}/api/models`)).json()) as {
      models: { id: string; slug: string }[];
    };
    const companion = models.models.find((model) => model.slug === companionSlug);
    if (!companion) throw new Error(`No companion with the slug ${companionSlug}`);
    const { conversation } = (await post('/chats', { aiModelId: companion.id })) as {
      conversation: { id: string };
    };
    for (const text of ['Hello!', 'What do you like to read?', 'Tell me about your day.']) {
      await post(`/chats/${conversation.id}/ai-response`, { userMessage: text });
    }
    return await context.storageState();
  } finally {
    await context.close();
  }
}
