import { useQuery } from '@tanstack/react-query';
import {
  Clock,
  Crown,
  DollarSign,
  LifeBuoy,
  MessageSquare,
  MessagesSquare,
  RefreshCw,
  Timer,
  Users,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Overview } from '#common/contracts/admin';
import { Button } from '#client/components/ui/button';
import { cn } from '#client/components/ui/class-names';
import { Skeleton } from '#client/components/ui/skeleton';
import { apiErrorMessage } from '#client/lib/api-error-message';
import { formatNumber, formatPercent, localeOf } from '#client/lib/format';
import { useLanguage } from '#client/lib/language-context';
import { EngineHealthPanel } from '../ai-engine/engine-health';
import { overviewQuery } from '../api';
import { ErrorBanner } from '../error-banner';
import { useDismissibleError } from '../use-dismissible-error';
import { ActivityChart } from './activity-chart';
import { formatDuration, formatRevenue } from './overview-format';
import { StatCard } from './stat-card';

const ICON = 'h-5 w-5';

function useStats(overview: Overview) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const number = (value: number) => formatNumber(value, language);
  const duration = (minutes: number | null) =>
    minutes === null ? t('admin.overview.noData') : formatDuration(minutes, language);
  const premiumShare = overview.users ? overview.premiumUsers / overview.users : 0;
  return [
    {
      id: 'users',
      icon: <Users className={ICON} />,
      value: number(overview.users),
      hint: t('admin.overview.hints.users'),
    },
    {
      id: 'premiumUsers',
      icon: <Crown className={ICON} />,
      value: number(overview.premiumUsers),
      hint: t('admin.overview.hints.premiumUsers', {
        percent: formatPercent(premiumShare, language),
      }),
    },
    {
      id: 'conversations',
      icon: <MessagesSquare className={ICON} />,
      value: number(overview.conversations),
      hint: t('admin.overview.hints.conversations'),
    },
    {
      id: 'messagesToday',
      icon: <MessageSquare className={ICON} />,
      value: number(overview.messagesToday),
      hint: t('admin.overview.hints.messagesToday'),
    },
    {
      id: 'openTickets',
      icon: <LifeBuoy className={ICON} />,
      value: number(overview.openTickets),
      hint: t('admin.overview.hints.openTickets'),
    },
    {
      id: 'firstResponse',
      icon: <Timer className={ICON} />,
      value: duration(overview.averageFirstResponseMinutes),
      empty: overview.averageFirstResponseMinutes === null,
      hint: t('admin.overview.hints.firstResponse'),
    },
    {
      id: 'resolution',
      icon: <Clock className={ICON} />,
      value: duration(
        overview.averageResolutionHours === null ? null : overview.averageResolutionHours * 60,
      ),
      empty: overview.averageResolutionHours === null,
      hint: t('admin.overview.hints.resolution'),
    },
    {
      id: 'revenue',
      icon: <DollarSign className={ICON} />,
      value: formatRevenue(overview.revenueThisMonth, language),
      hint: t('admin.overview.hints.revenue'),
    },
  ] as const;
}

function OverviewFigures({ overview, updatedAt }: { overview: Overview; updatedAt: number }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const stats = useStats(overview);
  const time = new Intl.DateTimeFormat(localeOf(language), { timeStyle: 'short' }).format(
    updatedAt,
  );
  return (
    <>
      <p className="text-xs text-ink-subtle">{t('admin.overview.updated', { time })}</p>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {stats.map((stat) => (
          <StatCard
            key={stat.id}
            id={stat.id}
            icon={stat.icon}
            label={t(`admin.overview.stats.${stat.id}`)}
            value={stat.value}
            hint={stat.hint}
            empty={'empty' in stat && stat.empty}
          />
        ))}
      </dl>
      <ActivityChart days={overview.daily} />
      <EngineHealthPanel health={overview.engineHealth} />
    </>
  );
}

function OverviewSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">{t('admin.overview.loading')}</span>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} className="h-32 rounded-2xl" />
        ))}
      </div>
      <Skeleton className="h-72 rounded-2xl" />
    </div>
  );
}

/** Figures counted from the database by `GET /api/admin/overview`, with the 30-day chart. */
export function OverviewTab() {
  const { t } = useTranslation();
  const overview = useQuery(overviewQuery());
  const banner = useDismissibleError(overview.isFetching ? null : overview.error);
  const retry = () => void overview.refetch();

  return (
    <section aria-labelledby="admin-overview-heading" className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id="admin-overview-heading" className="font-display text-2xl font-semibold">
          {t('admin.overview.heading')}
        </h2>
        <Button
          variant="secondary"
          size="sm"
          onClick={retry}
          disabled={overview.isFetching}
          aria-busy={overview.isFetching}
        >
          <RefreshCw
            aria-hidden="true"
            className={cn(
              'h-4 w-4',
              overview.isFetching && 'animate-spin motion-reduce:animate-none',
            )}
          />
          {t('admin.overview.refresh')}
        </Button>
      </div>
      {banner.error ? (
        <ErrorBanner
          title={t('admin.banner.loadFailed')}
          detail={apiErrorMessage(banner.error, t)}
          onRetry={retry}
          onDismiss={banner.dismiss}
        />
      ) : null}
      {overview.data ? (
        <OverviewFigures overview={overview.data} updatedAt={overview.dataUpdatedAt} />
      ) : overview.isFetching ? (
        <OverviewSkeleton />
      ) : null}
    </section>
  );
}
