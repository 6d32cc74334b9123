import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach } from 'vitest';
import { isLanguage, type Language } from '#common/i18n/languages';
import bg from '#common/locales/bg.json';
import en from '#common/locales/en.json';
import { SessionProvider } from '#client/features/session/session-provider';
import type { SessionUser } from '#client/features/session/session-user';
import { initI18n } from '#client/lib/i18n';
import { LanguageContext } from '#client/lib/language-context';
import { addPageTexts, PAGE_TEXT_GROUPS, type PageTextGroup } from '#client/lib/page-texts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom lacks matchMedia, which some components and sonner ask for.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// Both languages' texts at hand, the pages' groups (client/lib/page-texts.ts) too, so tests render
// pages and switch languages synchronously.
export const testI18n = initI18n('en', { en: { translation: en }, bg: { translation: bg } });
const pageTexts = import.meta.glob<Record<string, unknown>>('../../common/locales/pages/*.json', {
  eager: true,
  import: 'default',
});
for (const [file, texts] of Object.entries(pageTexts)) {
  const [, group, language] = /\/([\w-]+)\.(\w+)\.json$/.exec(file) ?? [];
  if (!PAGE_TEXT_GROUPS.includes(group as PageTextGroup) || !isLanguage(language)) {
    throw new Error(`${file} is no group of client/lib/page-texts.ts in a known language`);
  }
  addPageTexts(testI18n, language, group as PageTextGroup, texts);
}

/** Shows the router's current location, so tests can assert navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderWithProviders(
  ui: ReactNode,
  {
    path = '/en',
    route = '/:lang/*',
    language = 'en',
    user = null,
  }: { path?: string; route?: string; language?: Language; user?: SessionUser | null } = {},
) {
  void testI18n.changeLanguage(language);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={testI18n}>
        <SessionProvider initialUser={user}>
          <LanguageContext.Provider value={{ language, chooseLanguage: async () => undefined }}>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path={route} element={ui} />
              </Routes>
              <LocationProbe />
            </MemoryRouter>
          </LanguageContext.Provider>
        </SessionProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
