import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rollup } from 'vite';

/**
 * What makes the app installable and work offline (decision 025), written into the build:
 * - `manifest.<lang>.webmanifest`: the web app manifest in each language (index.html links the
 *   English one; client/app/pwa.ts points the link at the language shown);
 * - `offline.<lang>.html`: the page the service worker shows when neither the network nor its
 *   cache can serve a page, with no script (the CSP allows none inline) and its style inline;
 * - `sw.js`: client/service-worker/sw.ts bundled, with the list of files to precache (the shell:
 *   index.html, the entry's scripts and styles, the offline pages) and a version hash.
 * Texts come from common/locales/<lang>.json (`app.name`, `pwa.*`), like every other text.
 */

const LANGUAGES = ['en', 'bg'] as const;
type Language = (typeof LANGUAGES)[number];

const LOCALES = new URL('../common/locales/', import.meta.url);
const SERVICE_WORKER = fileURLToPath(new URL('../client/service-worker/sw.ts', import.meta.url));

/** The dark theme's colours (client/styles.css: --color-canvas, --color-ink, --color-accent). */
const CANVAS = '#0d0811';
const INK = '#f8f0f9';
const INK_MUTED = '#d2c2d8';
const ACCENT = '#f0589b';

interface PwaTexts {
  app: { name: string };
  pwa: {
    description: string;
    offline: { title: string; text: string; retry: string; home: string };
  };
}

export async function textsOf(language: Language): Promise<PwaTexts> {
  return JSON.parse(await readFile(new URL(`${language}.json`, LOCALES), 'utf8')) as PwaTexts;
}

export const ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

export function webManifest(language: Language, texts: PwaTexts): Record<string, unknown> {
  return {
    // One app whichever language it was installed in: the id does not change with start_url.
    id: '/',
    name: texts.app.name,
    short_name: texts.app.name,
    description: texts.pwa.description,
    lang: language,
    dir: 'ltr',
    start_url: `/${language}`,
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: CANVAS,
    theme_color: CANVAS,
    categories: ['entertainment', 'social'],
    icons: ICONS,
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function offlinePage(language: Language, texts: PwaTexts): string {
  const t = texts.pwa.offline;
  return `<!doctype html>
<html lang="${language}" class="dark">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <meta name="theme-color" content="${CANVAS}" />
    <meta name="color-scheme" content="dark" />
    <title>${escapeHtml(t.title)} · ${escapeHtml(texts.app.name)}</title>
    <style>
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: ${CANVAS};
        color: ${INK}; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
      main { max-width: 28rem; padding: 2rem 1.5rem; text-align: center; }
      img { width: 72px; height: 72px; border-radius: 18px; }
      h1 { font-size: 1.6rem; margin: 1.25rem 0 .5rem; }
      p { color: ${INK_MUTED}; margin: 0 0 1.75rem; }
      a { display: inline-block; margin: .25rem; padding: .7rem 1.4rem; border-radius: 999px;
        color: ${INK}; text-decoration: none; font-weight: 600; border: 1px solid #58406a; }
      a.primary { background: ${ACCENT}; border-color: ${ACCENT}; color: #1f1024; }
      a:focus-visible { outline: 2px solid #fbcfe8; outline-offset: 3px; }
    </style>
  </head>
  <body>
    <main>
      <img src="/icons/icon-192.png" alt="${escapeHtml(texts.app.name)}" />
      <h1>${escapeHtml(t.title)}</h1>
      <p>${escapeHtml(t.text)}</p>
      <a class="primary" href="">${escapeHtml(t.retry)}</a>
      <a href="/${language}">${escapeHtml(t.home)}</a>
    </main>
  </body>
</html>
`;
}

/** The entry chunk and its static imports, with their styles: what the first paint needs. */
export function shellFiles(bundle: Rollup.OutputBundle): string[] {
  const chunks = new Map<string, Rollup.OutputChunk>();
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk') chunks.set(output.fileName, output);
  }
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (!chunk || files.has(`/${fileName}`)) return;
    files.add(`/${fileName}`);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(`/${css}`);
    chunk.imports.forEach(visit);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
  return [...files];
}

async function bundleServiceWorker(precache: string[], version: string): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    define: {
      __AMORA_PRECACHE__: JSON.stringify(precache),
      __AMORA_VERSION__: JSON.stringify(version),
    },
    build: {
      write: false,
      emptyOutDir: false,
      minify: true,
      // A classic script: Firefox and older Safari do not run module workers.
      lib: { entry: SERVICE_WORKER, formats: ['iife'], name: 'amoraServiceWorker' },
      rolldownOptions: { output: { entryFileNames: 'sw.js' } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunk = outputs
    .flatMap((output) => output.output)
    .find((file): file is Rollup.OutputChunk => file.type === 'chunk');
  if (!chunk) throw new Error('Building the service worker produced no script');
  return chunk.code;
}

export function pwa(): Plugin {
  return {
    name: 'amora-pwa',
    apply: 'build',
    // After Vite's HTML plugin: index.html is in the bundle, with the final file names.
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const pages: string[] = [];
      for (const language of LANGUAGES) {
        const texts = await textsOf(language);
        const manifest = `${JSON.stringify(webManifest(language, texts), null, 2)}\n`;
        this.emitFile({
          type: 'asset',
          fileName: `manifest.${language}.webmanifest`,
          source: manifest,
        });
        const fileName = `offline.${language}.html`;
        this.emitFile({ type: 'asset', fileName, source: offlinePage(language, texts) });
        pages.push(`/${fileName}`);
      }
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') throw new Error('The build has no index.html');
      const precache = ['/index.html', ...shellFiles(bundle), ...pages, '/icons/icon-192.png'];
      const version = createHash('sha256')
        .update(String(html.source))
        .update(precache.join('\n'))
        .update(await readFile(new URL('en.json', LOCALES)))
        .update(await readFile(new URL('bg.json', LOCALES)))
        .digest('hex')
        .slice(0, 12);
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: await bundleServiceWorker(precache, version),
      });
    },
  };
}
