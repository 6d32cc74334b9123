import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatch } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { ErrorBoundary } from './error-boundary';
import { Footer } from './footer';
import { Header } from './header';
import { RouteFocus } from './route-focus';

const MAIN_ID = 'main-content';

/** Header, the page (with the error screen and the lazy-load fallback) and the footer. */
export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const onChatPage = useMatch('/:lang/chat/*') !== null;

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_ID}`}
        className="sr-only z-50 rounded-full bg-accent-strong px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('nav.skipToContent')}
      </a>
      <Header />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <QueryErrorResetBoundary>
          {({ reset }) => (
            <ErrorBoundary resetKey={pathname} onReset={reset}>
              <Suspense fallback={<PageLoading />}>
                <Outlet />
              </Suspense>
            </ErrorBoundary>
          )}
        </QueryErrorResetBoundary>
      </main>
      {onChatPage ? null : <Footer />}
      <RouteFocus targetId={MAIN_ID} />
    </div>
  );
}
