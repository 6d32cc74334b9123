import { useTranslation } from 'react-i18next';
import { Container } from '#client/components/ui/container';
import { PageTitle } from '#client/components/ui/page-title';
import { Skeleton } from '#client/components/ui/skeleton';

/** 'Loading Dashboard...' and 'Fetching your conversations...'. */
export function DashboardLoading() {
  const { t } = useTranslation();
  return (
    <Container className="py-10 sm:py-14">
      <PageTitle title={t('titles.dashboard')} />
      <div role="status" className="mb-8">
        <p className="font-display text-3xl font-semibold">{t('dashboard.loading.title')}</p>
        <p className="mt-2 text-ink-muted">{t('dashboard.loading.text')}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:w-2/3">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-36" />
        ))}
      </div>
    </Container>
  );
}
