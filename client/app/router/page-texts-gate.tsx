import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '#client/components/page-loading';
import { usePageTexts, type PageTextGroup } from '#client/lib/page-texts';
import { ErrorScreen } from '../layout/error-screen';

/**
 * Renders a page once its text groups (client/lib/page-texts.ts) are in, in the shown language:
 * the loading state meanwhile (never the raw keys), the failure with Try Again if a download
 * failed. `preload` starts the page's own chunk at the same time, so the two arrive side by side.
 */
export function PageTextsGate({
  groups,
  preload,
  children,
}: {
  groups: readonly PageTextGroup[];
  preload?: () => Promise<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const texts = usePageTexts(groups);
  const ready = texts.state === 'ready';

  useEffect(() => {
    // A failed download shows, and is tried again, when the page renders.
    if (!ready) preload?.().catch(() => undefined);
  }, [ready, preload]);

  if (ready) return children;
  if (texts.state === 'failed') {
    // The error screen is part of the first load already (the page's error boundary shows it).
    return (
      <ErrorScreen
        title={t('errors.pageLoad')}
        message={t('errors.network')}
        onRetry={texts.retry}
      />
    );
  }
  return <PageLoading />;
}
