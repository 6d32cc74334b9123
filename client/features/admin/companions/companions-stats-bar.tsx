import { useTranslation } from 'react-i18next';
import { formatNumber } from '#client/lib/format';
import { useLanguage } from '#client/lib/language-context';
import { useAdminCompanionsStats } from './api';

/** Totals over every companion (not only the filtered ones); hidden until they arrive. */
export function CompanionsStatsBar() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { data } = useAdminCompanionsStats();
  if (!data) return null;
  const figures = [
    { label: t('adminModels.stats.total'), value: data.total },
    { label: t('adminModels.stats.active'), value: data.active },
    { label: t('adminModels.stats.inactive'), value: data.inactive },
    { label: t('adminModels.stats.premium'), value: data.premium },
    { label: t('adminModels.stats.conversations'), value: data.conversations },
    { label: t('adminModels.stats.messages'), value: data.messages },
  ];
  return (
    <dl
      aria-label={t('adminModels.stats.label')}
      className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6"
    >
      {figures.map((figure) => (
        <div key={figure.label} className="rounded-2xl border border-line bg-surface/70 px-3 py-2">
          <dt className="truncate text-xs text-ink-subtle">{figure.label}</dt>
          <dd className="font-display text-xl font-semibold">
            {formatNumber(figure.value, language)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
