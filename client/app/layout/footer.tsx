import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Container } from '#client/components/ui/container';
import { useLocalizedPath } from '#client/lib/language-context';
import { installOffer, subscribeToInstallOffer } from '../pwa';
import { LogoMark } from './logo';

// Only where the browser offers installing (or on iOS): its code stays out of the first load.
const InstallApp = lazy(() => import('./install-app'));

function InstallOfferSlot() {
  const offer = useSyncExternalStore(subscribeToInstallOffer, installOffer, () => 'none' as const);
  if (offer === 'none') return null;
  return (
    <Suspense fallback={null}>
      <InstallApp offer={offer} />
    </Suspense>
  );
}

/**
 * Quick links, the legal pages and the copyright with the current year. No social links until
 * the accounts exist: a name that looks like a link and goes nowhere misleads.
 */
export function Footer() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const year = new Date().getFullYear();
  const quickLinks = [
    { to: to('/'), label: t('nav.home') },
    { to: to('/models'), label: t('nav.models') },
    { to: to('/plans'), label: t('nav.plans') },
    { to: to('/who-we-are'), label: t('footer.whoWeAre') },
    { to: to('/coming-soon'), label: t('footer.comingSoon') },
    { to: to('/support'), label: t('nav.support') },
  ];
  const legalLinks = [
    { to: to('/privacy'), label: t('footer.privacy') },
    { to: to('/terms'), label: t('footer.terms') },
  ];
  const headingClass = 'text-sm font-semibold tracking-wider text-ink uppercase';
  const linkClass = 'text-ink-muted underline-offset-4 hover:text-ink hover:underline';

  return (
    <footer className="mt-16 border-t border-line/70 bg-surface/40">
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-3">
        <div>
          <p className="flex items-center gap-2 font-display text-2xl font-semibold">
            <LogoMark />
            {t('app.name')}
          </p>
          <p className="mt-3 text-sm text-ink-muted">{t('footer.tagline')}</p>
          <p className="mt-3 text-xs text-ink-subtle">{t('footer.adultsOnly')}</p>
          <InstallOfferSlot />
        </div>
        <nav aria-labelledby="footer-links-title">
          <h2 id="footer-links-title" className={headingClass}>
            {t('footer.quickLinks')}
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal-title">
          <h2 id="footer-legal-title" className={headingClass}>
            {t('footer.legal')}
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
      <div className="border-t border-line/60">
        <Container className="py-5 text-center text-xs text-ink-subtle">
          {t('footer.copyright', { year })}
        </Container>
      </div>
    </footer>
  );
}
