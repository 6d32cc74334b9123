import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_LANGUAGE } from '#common/i18n/languages';
import { languageFromPath, matchAppRoute, stripLanguageSegments } from '#client/lib/language-path';
import { readStoredLanguage } from '#client/lib/preferences';
import { ACTIVE_CATALOGUE, companionsCatalogueQuery, type CompanionsFilter } from './api';

/**
 * Catalogue cards whose portraits load at once (the first row of the widest layout, three
 * columns); the rest load when scrolled near. These are also the portraits preloaded at start:
 * a preloaded image no card asks for within seconds is wasted bandwidth and a console warning.
 */
export const EAGER_PORTRAIT_COUNT = 3;

/** Where the app starts: its path and query. */
export interface StartLocation {
  pathname: string;
  search: string;
}

function preloadImage(url: string): void {
  if (typeof document === 'undefined') return;
  const existing = Array.from(
    document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]'),
  );
  if (existing.some((link) => link.getAttribute('href') === url)) return;
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', url);
  link.dataset.preload = 'companion';
  document.head.appendChild(link);
}

/**
 * The filter of the catalogue page at `location` (`/en/models?search=`), read as the
 * page reads them (use-models-filters.ts), or null when the app starts on another page.
 */
export function catalogueFilterAt(location: StartLocation): CompanionsFilter | null {
  if (matchAppRoute(stripLanguageSegments(location.pathname).rest) !== 'models') return null;
  const params = new URLSearchParams(location.search);
  return {
    search: params.get('search') ?? undefined,
    status: ACTIVE_CATALOGUE.status,
  };
}

/**
 * Prefetches the first page of companions the start page will ask for, under the key it will ask
 * with (the cards in the language the app starts in): on the catalogue page, the page with the address's filters, whose first portraits are
 * preloaded too; anywhere else, the first page of the active catalogue that home and the
 * dashboard use, without portraits (those pages show other pictures first, or none).
 */
export async function preloadCompanions(
  queryClient: QueryClient,
  location: StartLocation = typeof window === 'undefined'
    ? { pathname: '/', search: '' }
    : window.location,
): Promise<void> {
  try {
    const catalogueFilter = catalogueFilterAt(location);
    // The page's language as the app decides it (preferences-gate.tsx): the address first.
    const language =
      languageFromPath(location.pathname) ?? readStoredLanguage() ?? DEFAULT_LANGUAGE;
    const data = await queryClient.fetchInfiniteQuery(
      companionsCatalogueQuery(catalogueFilter ?? ACTIVE_CATALOGUE, language),
    );
    if (!catalogueFilter) return;
    const companions = data.pages[0]?.models ?? [];
    for (const companion of companions.slice(0, EAGER_PORTRAIT_COUNT))
      preloadImage(companion.avatar_url);
  } catch {
    // A failed prefetch is not an error for the visitor: the pages load and report it themselves.
  }
}
