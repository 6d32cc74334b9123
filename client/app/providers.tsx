import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Toaster } from '../components/ui/toaster';
import { SessionProvider } from '../features/session/session-provider';

function TranslatedToaster() {
  const { t } = useTranslation();
  return <Toaster closeLabel={t('toast.close')} regionLabel={t('toast.region')} />;
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
