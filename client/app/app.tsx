import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { BrowserRouter } from 'react-router';
import { ErrorBoundary } from './layout/error-boundary';
import { PreferencesGate } from './preferences/preferences-gate';
import { Providers } from './providers';
import { LanguageRouter } from './router/language-router';

export function App({ queryClient, i18n }: { queryClient: QueryClient; i18n: I18n }) {
  return (
    <Providers queryClient={queryClient} i18n={i18n}>
      <ErrorBoundary>
        <BrowserRouter>
          <PreferencesGate>
            <LanguageRouter />
          </PreferencesGate>
        </BrowserRouter>
      </ErrorBoundary>
    </Providers>
  );
}
