import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_CLIENT_DIR,
  FIRST_LOAD_BUDGET_BYTES,
  ROUTES_PREFIX,
  firstLoadOfEn,
  firstVisitLoad,
  kb,
  readManifest,
  routeChunks,
} from './web-bundle';
import {
  CPU_SLOWDOWN,
  launchChromium,
  measurePaint,
  measureWarmRouteChange,
  signedInState,
  type PageToMeasure,
  type PaintTimes,
} from './web-paint';
import { startApp, startHelloServer } from './web-server';

/**
 * The web app's share of `npm run bench`: the JavaScript a first load of /en downloads (budget
 * 150 KB gzipped) and each page's chunk, read from the build; then paint times of real pages in
 * headless Chromium against a static hello page measured in the same run; then a warm route
 * change (docs/architecture.md, "Performance budgets": under 100 ms).
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RUNS = 5;
const WARM_ROUTE_CHANGE_BUDGET_MS = 100;
const CHAT_COMPANION = 'sophia';

function ensureBuilt(): void {
  if (existsSync(path.join(DEFAULT_CLIENT_DIR, '.vite', 'manifest.json'))) return;
  console.log('No client build with a manifest in dist/client: running vite build…');
  const build = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build'],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) throw new Error('vite build failed');
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? sorted[middle]!
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const within = (ok: boolean) => (ok ? 'met' : '**not met**');
const ms = (value: number) => `${Math.round(value)} ms`;
const ratio = (value: number, baseline: number) => `${(value / baseline).toFixed(1)}×`;

function bundleSection(): string[] {
  const manifest = readManifest();
  const loads = [firstLoadOfEn(manifest), firstVisitLoad(manifest)];
  const lines = [
    '| JavaScript downloaded (gzip -9)                        | size | budget |',
    '| ------------------------------------------------------ | ---- | ------ |',
    ...loads.map(
      (load) =>
        `| ${load.label} | ${kb(load.gzipped)} | ${kb(FIRST_LOAD_BUDGET_BYTES)}: ${within(load.gzipped <= FIRST_LOAD_BUDGET_BYTES)} |`,
    ),
    '',
    'Every page is a chunk of its own, loaded when the page is first shown. "With its imports" adds ' +
      'the shared chunks it needs that the entry does not already load (some of them shared with ' +
      'other pages).',
    '',
    '| page | its chunk | with its imports |',
    '| ---- | --------- | ---------------- |',
    ...routeChunks(manifest).map(
      (route) =>
        `| ${route.source.slice(ROUTES_PREFIX.length).replace(/\.tsx$/, '')} | ${kb(route.gzipped)} | ${kb(route.withImports)} |`,
    ),
  ];
  return lines;
}

async function paintSection(): Promise<string[]> {
  const [app, hello] = await Promise.all([startApp(), startHelloServer()]);
  const browser = await launchChromium();
  try {
    const storageState = await signedInState(browser, app.url, CHAT_COMPANION);
    const pages: PageToMeasure[] = [
      { label: 'static hello page (baseline)', url: hello.url, ready: 'h1' },
      { label: '/en (home)', url: `${app.url}/en`, ready: '#hero-title' },
      { label: '/en/models', url: `${app.url}/en/models`, ready: 'article' },
      {
        label: `/en/chat/${CHAT_COMPANION} (signed in, 6 messages)`,
        url: `${app.url}/en/chat/${CHAT_COMPANION}`,
        ready: '[data-sender="model"]',
        signedIn: true,
      },
    ];
    const samples = new Map<PageToMeasure, PaintTimes[]>(pages.map((page) => [page, []]));
    const routeChanges = { full: [] as number[], slowed: [] as number[] };
    // Interleaved, so that a slow moment of the machine does not land on one page only.
    for (let run = 0; run < RUNS; run += 1) {
      for (const page of pages) {
        samples.get(page)!.push(await measurePaint(browser, page, storageState));
      }
      routeChanges.full.push(await measureWarmRouteChange(browser, app.url, 1));
      routeChanges.slowed.push(await measureWarmRouteChange(browser, app.url, CPU_SLOWDOWN));
    }
    const medians = pages.map((page) => {
      const runs = samples.get(page)!;
      return {
        page,
        fcp: median(runs.map((run) => run.fcp)),
        lcp: median(runs.map((run) => run.lcp)),
      };
    });
    const baseline = medians[0]!;
    const routeChange = median(routeChanges.full);
    return [
      `Headless Chromium, Pixel 7 screen, CPU slowed down ${CPU_SLOWDOWN}× (Chrome DevTools ` +
        `protocol), a cold cache for every load, the app (\`server/main.ts\`, built client, ` +
        `embedded PostgreSQL) and the baseline page (a bare Node server) on this machine; ` +
        `median of ${RUNS} loads each, the pages taking turns; ratios are of the medians.`,
      '',
      '| page | first contentful paint | largest contentful paint | FCP / baseline | LCP / baseline |',
      '| ---- | ---------------------- | ------------------------ | -------------- | -------------- |',
      ...medians.map(
        ({ page, fcp, lcp }) =>
          `| ${page.label} | ${ms(fcp)} | ${ms(lcp)} | ${ratio(fcp, baseline.fcp)} | ${ratio(lcp, baseline.lcp)} |`,
      ),
      '',
      `Warm route change (/en → /en/models, both pages visited before, from the click to the ` +
        `frame with the page, median of ${RUNS}): ${ms(routeChange)} at this machine's CPU speed, ` +
        `budget ${WARM_ROUTE_CHANGE_BUDGET_MS} ms (which sets no slowdown ` +
        `for it): ${within(routeChange < WARM_ROUTE_CHANGE_BUDGET_MS)}; ` +
        `${ms(median(routeChanges.slowed))} with the CPU slowed down ${CPU_SLOWDOWN}×.`,
    ];
  } finally {
    await browser.close();
    await Promise.all([app.stop(), hello.stop()]);
  }
}

/** The "Web" section of docs/performance.md. */
export async function benchWeb(): Promise<string> {
  ensureBuilt();
  const bundle = bundleSection();
  const paint = await paintSection();
  return [
    '## Web',
    '',
    'Command: `npm run bench` (or `node --import tsx bench/web.ts` for this section alone) after ' +
      '`npm run build:client`; `npm run check:bundle` enforces the size budget in CI.',
    '',
    ...bundle,
    '',
    ...paint,
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // Exit through process.exit, so that the app started for the bench is stopped too.
  process.once('SIGINT', () => process.exit(130));
  process.once('SIGTERM', () => process.exit(143));
  console.log(await benchWeb());
}
