import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { lazy, Suspense, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { SessionProvider } from '#client/features/session';

// The toast library is not part of the first load: the region arrives just after the page.
const Toaster = lazy(() =>
  import('#client/components/ui/toaster').then((module) => ({ default: module.Toaster })),
);

function TranslatedToaster() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={null}>
      <Toaster closeLabel={t('toast.close')} regionLabel={t('toast.region')} />
    </Suspense>
  );
}

/** Data, translations, the session and the toast region. */
export function Providers({
  queryClient,
  i18n,
  children,
}: {
  queryClient: QueryClient;
  i18n: I18n;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <SessionProvider>
          {children}
          <TranslatedToaster />
        </SessionProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
