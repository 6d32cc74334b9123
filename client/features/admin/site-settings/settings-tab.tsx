import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '#client/components/ui/skeleton';
import { apiErrorMessage } from '#client/lib/api-error-message';
import { AiEngineSection } from '../ai-engine/ai-engine-section';
import { siteSettingsQuery } from '../api';
import { DiscountCodesSection } from '../discounts/discount-codes-section';
import { ErrorBanner } from '../error-banner';
import { useDismissibleError } from '../use-dismissible-error';
import { SiteSettingsForm } from './site-settings-form';

/** The Settings tab: the site's switches, the AI engine (and its test), then the discount codes. */
export function SettingsTab() {
  const { t } = useTranslation();
  const settings = useQuery(siteSettingsQuery());
  const banner = useDismissibleError(settings.isFetching ? null : settings.error);

  return (
    <div className="flex flex-col gap-10">
      <section
        aria-labelledby="admin-settings-heading"
        className="flex flex-col gap-4 rounded-3xl border border-line bg-surface/60 p-4 sm:p-6"
      >
        <div>
          <h2 id="admin-settings-heading" className="font-display text-2xl font-semibold">
            {t('admin.settings.heading')}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{t('admin.settings.description')}</p>
        </div>
        {banner.error ? (
          <ErrorBanner
            title={t('admin.banner.loadFailed')}
            detail={apiErrorMessage(banner.error, t)}
            onRetry={() => void settings.refetch()}
            onDismiss={banner.dismiss}
          />
        ) : null}
        {settings.data ? (
          <SiteSettingsForm settings={settings.data} />
        ) : settings.isFetching ? (
          <div role="status" className="grid gap-3">
            <span className="sr-only">{t('admin.settings.loading')}</span>
            <Skeleton className="h-12" />
            <Skeleton className="h-48" />
          </div>
        ) : null}
      </section>
      <AiEngineSection />
      <DiscountCodesSection />
    </div>
  );
}
