import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatch } from 'react-router';
import { PageLoading } from '#client/components/page-loading';
import { useSession } from '#client/features/session';
import { MaintenanceBanner, MaintenanceGate } from '#client/features/maintenance';
import { reportVisit } from '../pwa';
import { ErrorBoundary } from './error-boundary';
import { Footer } from './footer';
import { Header } from './header';
import { LanguageSwitcher } from './language-switcher';
import { MAIN_ID, RouteFocus } from './route-focus';

// Only a signed-in user with an unconfirmed address sees it: its code stays out of the first load.
const VerifyEmailReminder = lazy(() =>
  import('#client/features/email-verification').then((module) => ({
    default: module.VerifyEmailReminder,
  })),
);

function VerificationReminder() {
  const { user } = useSession();
  if (!user || user.emailVerified) return null;
  return (
    <Suspense fallback={null}>
      <VerifyEmailReminder />
    </Suspense>
  );
}

/**
 * Header, the page (with the error screen and the lazy-load fallback) and the footer; during
 * maintenance, the maintenance page instead (admins get the site and a banner).
 */
export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const onChatPage = useMatch('/:lang/chat/*') !== null;
  // The service worker keeps each route the user opens for offline use (decision 025).
  useEffect(() => reportVisit(pathname), [pathname]);

  return (
    <MaintenanceGate controls={<LanguageSwitcher />}>
      <div className="flex min-h-dvh flex-col">
        <a
          href={`#${MAIN_ID}`}
          className="sr-only z-50 rounded-full bg-accent-strong px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {t('nav.skipToContent')}
        </a>
        <MaintenanceBanner />
        <Header />
        <VerificationReminder />
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
    </MaintenanceGate>
  );
}
