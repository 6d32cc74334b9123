import i18n from 'i18next';
import type { ComponentType } from 'react';
import { isLanguage } from '#common/i18n/languages';
import { matchAppRoute, stripLanguageSegments } from '#client/lib/language-path';
import { loadPageTexts } from '#client/lib/page-texts';
import { PAGE_TEXTS, PAGES } from './app-routes';
import type { LazyPage } from './lazy-page';
import { NotFoundRoute, UnavailableRoute } from './lazy-pages';

function isLazyPage(page: ComponentType | LazyPage): page is LazyPage {
  return 'preload' in page;
}

/**
 * Starts downloading the chunk of the page at `pathname` (the one AppRoutes will render) and its
 * text groups in the starting language, so that they arrive while the app starts, next to the
 * main texts and the session check, instead of once the router renders it. Answers whether there
 * was a chunk to preload.
 */
export function preloadPage(pathname: string): boolean {
  const { rest } = stripLanguageSegments(pathname);
  const pattern = matchAppRoute(rest.length === 1 && rest[0] === 'home' ? [] : rest);
  const language = i18n.language;
  if (pattern !== null && isLanguage(language)) {
    // A failed download is tried again, and reported, when the page renders.
    for (const group of PAGE_TEXTS[pattern] ?? []) {
      loadPageTexts(i18n, language, group).catch(() => undefined);
    }
  }
  const page = pattern === null ? NotFoundRoute : (PAGES[pattern] ?? UnavailableRoute);
  if (!isLazyPage(page)) return false;
  // A failed download is tried again, and reported, when the page renders.
  page.preload().catch(() => undefined);
  return true;
}
