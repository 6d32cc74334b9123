import { useTranslation } from 'react-i18next';

/** Document 001: structured data gives the launch date 2025-01-15. */
export const LAUNCH_DATE = '2025-01-15';

/**
 * Schema.org data for search engines, as a JSON data block (not executable, so the CSP's ban on
 * inline scripts does not apply). React sets it as text, so nothing is parsed as HTML.
 */
export function LaunchStructuredData() {
  const { t, i18n } = useTranslation();
  const url = typeof window === 'undefined' ? undefined : window.location.href;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: t('comingSoon.structuredName'),
    description: t('comingSoon.text'),
    startDate: LAUNCH_DATE,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    inLanguage: i18n.language,
    location: { '@type': 'VirtualLocation', url },
    organizer: { '@type': 'Organization', name: 'Amora' },
  };
  return <script type="application/ld+json">{JSON.stringify(data)}</script>;
}
