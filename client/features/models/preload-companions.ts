import type { QueryClient } from '@tanstack/react-query';
import { modelsListQuery } from './api';

/** How many companion portraits are preloaded at start (document 000, "Routing and language"). */
export const PRELOADED_IMAGE_COUNT = 4;

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

/** Prefetches the catalogue and preloads the first four companions' portraits. */
export async function preloadCompanions(queryClient: QueryClient): Promise<void> {
  try {
    const models = await queryClient.fetchQuery(modelsListQuery());
    for (const model of models.slice(0, PRELOADED_IMAGE_COUNT)) preloadImage(model.avatar_url);
  } catch {
    // A failed prefetch is not an error for the visitor: the pages load and report it themselves.
  }
}
