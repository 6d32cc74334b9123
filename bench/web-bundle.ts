import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';

/**
 * What the browser downloads as JavaScript, worked out from Vite's build manifest
 * (dist/client/.vite/manifest.json): the bench reports it and scripts/check-bundle-budget.ts
 * enforces it, so both use these functions.
 */

/**
 * docs/architecture.md, "Performance budgets": the first load of /en ships at most this much
 * gzipped JavaScript.
 */
export const FIRST_LOAD_BUDGET_BYTES = 150 * 1024;

export const DEFAULT_CLIENT_DIR = fileURLToPath(new URL('../dist/client', import.meta.url));

/** Manifest keys are source paths relative to Vite's root (client/). */
export const ENTRY_KEY = 'index.html';
export const ROUTES_PREFIX = 'app/routes/';
const HOME_ROUTE_KEY = `${ROUTES_PREFIX}home.tsx`;
const LANGUAGE_MODAL_KEY = 'app/layout/language-modal.tsx';
const LOCALE_KEY = (language: string) => `../common/locales/${language}.json`;
/**
 * The text groups the home page loads besides the main texts (PAGE_TEXTS in
 * client/app/router/app-routes.tsx, decision 017), in English.
 */
const HOME_PAGE_TEXT_KEYS = ['../common/locales/pages/home.en.json'];

export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(clientDir = DEFAULT_CLIENT_DIR): Manifest {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch (error) {
    throw new Error(
      `Cannot read ${file} (${(error as Error).message}). Run \`npm run build:client\` first.`,
      { cause: error },
    );
  }
}

function chunk(manifest: Manifest, key: string): ManifestChunk {
  const found = manifest[key];
  if (!found) throw new Error(`The build manifest has no chunk for ${key}`);
  return found;
}

/**
 * The JavaScript files a chunk needs before it runs: itself and, recursively, its static imports
 * (Vite turns those into modulepreload links or preloads them with the chunk).
 */
export function staticClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const entry = chunk(manifest, key);
    if (entry.file.endsWith('.js')) files.push(entry.file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

/** Bytes of a file after gzip at the level the build precompresses with (9). */
export function gzippedSize(clientDir: string, file: string): number {
  const raw = readFileSync(path.join(clientDir, file));
  return gzipSync(raw, { level: constants.Z_BEST_COMPRESSION }).length;
}

export interface FirstLoad {
  label: string;
  files: { file: string; gzipped: number }[];
  gzipped: number;
}

function measure(clientDir: string, label: string, files: string[]): FirstLoad {
  const sized = files.map((file) => ({ file, gzipped: gzippedSize(clientDir, file) }));
  return { label, files: sized, gzipped: sized.reduce((sum, { gzipped }) => sum + gzipped, 0) };
}

/**
 * The JavaScript that renders /en: the entry with its imports, the home page's chunk with its
 * imports and the English texts, the main ones and the home page's (a returning visitor who chose
 * English; the first visit is measured by `firstVisitLoad`).
 */
export function firstLoadOfEn(manifest: Manifest, clientDir = DEFAULT_CLIENT_DIR): FirstLoad {
  const files = staticClosure(manifest, [
    ENTRY_KEY,
    HOME_ROUTE_KEY,
    LOCALE_KEY('en'),
    ...HOME_PAGE_TEXT_KEYS,
  ]);
  return measure(clientDir, 'first load of /en (entry, home page, English texts)', files);
}

/**
 * A first visit to /en: the entry, the language modal and the English texts it suggests (the
 * other language comes when its option is pointed at, the page once the visitor has chosen).
 */
export function firstVisitLoad(manifest: Manifest, clientDir = DEFAULT_CLIENT_DIR): FirstLoad {
  // A build whose modal is part of the entry has no chunk for it.
  const modal = manifest[LANGUAGE_MODAL_KEY] ? [LANGUAGE_MODAL_KEY] : [];
  const files = staticClosure(manifest, [ENTRY_KEY, ...modal, LOCALE_KEY('en')]);
  return measure(clientDir, 'first visit to /en (entry, language modal, English texts)', files);
}

export interface RouteChunk {
  /** The route's source file, e.g. app/routes/companions.tsx. */
  source: string;
  /** The route's own chunk. */
  gzipped: number;
  /** Its own chunk plus the shared chunks it imports that the entry does not already load. */
  withImports: number;
}

/** Every page's chunk, largest first. */
export function routeChunks(manifest: Manifest, clientDir = DEFAULT_CLIENT_DIR): RouteChunk[] {
  const inEntry = new Set(staticClosure(manifest, [ENTRY_KEY]));
  const sizes = new Map<string, number>();
  const sizeOf = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) sizes.set(file, (size = gzippedSize(clientDir, file)));
    return size;
  };
  return Object.keys(manifest)
    .filter((key) => key.startsWith(ROUTES_PREFIX))
    .map((source) => {
      const extra = staticClosure(manifest, [source]).filter((file) => !inEntry.has(file));
      return {
        source,
        gzipped: sizeOf(chunk(manifest, source).file),
        withImports: extra.reduce((sum, file) => sum + sizeOf(file), 0),
      };
    })
    .sort((a, b) => b.withImports - a.withImports);
}

/**
 * Pages that are not split off: a page whose module is part of the entry's static closure, or
 * that the entry reaches only through static imports, loads with every visit.
 */
export function routesInEntry(manifest: Manifest, routeSources: readonly string[]): string[] {
  const entryKeys = new Set<string>();
  const visit = (key: string) => {
    if (entryKeys.has(key)) return;
    entryKeys.add(key);
    for (const imported of chunk(manifest, key).imports ?? []) visit(imported);
  };
  visit(ENTRY_KEY);
  return routeSources.filter((source) => {
    const own = manifest[source];
    // No chunk of its own: Rolldown put the page inside another chunk.
    if (!own || !own.isDynamicEntry) return true;
    return entryKeys.has(source);
  });
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
