import type { QueryClient } from '@tanstack/react-query';
import { matchAppRoute, stripLanguageSegments } from '../../lib/language-path';
import { ACTIVE_CATALOGUE, modelsCatalogueQuery, type ModelsFilter } from './api';
import { parseStatus } from './use-models-filters';

/** How many companion portraits are preloaded at start (document 000, "Routing and language"). */
export const PRELOADED_IMAGE_COUNT = 4;

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
 * The filters of the catalogue page at `location` (`/en/models?search=&status=`), read as the
 * page reads them (use-models-filters.ts), or null when the app starts on another page.
 */
export function catalogueFilterAt(location: StartLocation): ModelsFilter | null {
  if (matchAppRoute(stripLanguageSegments(location.pathname).rest) !== 'models') return null;
  const params = new URLSearchParams(location.search);
  return {
    search: params.get('search') ?? undefined,
    status: parseStatus(params.get('status')),
  };
}

/**
 * Prefetches the first page of companions the start page will ask for, under the key it will ask
 * with, and preloads its first four portraits: on the catalogue page, the page with the address's
 * filters; anywhere else, the first page of the active catalogue that home and the dashboard use.
 */
export async function preloadCompanions(
  queryClient: QueryClient,
  location: StartLocation = typeof window === 'undefined'
    ? { pathname: '/', search: '' }
    : window.location,
): Promise<void> {
  try {
    const filter = catalogueFilterAt(location) ?? ACTIVE_CATALOGUE;
    const data = await queryClient.fetchInfiniteQuery(modelsCatalogueQuery(filter));
    const models = data.pages[0]?.models ?? [];
    for (const model of models.slice(0, PRELOADED_IMAGE_COUNT)) preloadImage(model.avatar_url);
  } catch {
    // A failed prefetch is not an error for the visitor: the pages load and report it themselves.
  }
}
