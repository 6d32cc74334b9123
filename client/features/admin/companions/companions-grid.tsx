import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminCompanion } from '#common/contracts/admin-companions';
import { Button } from '#client/components/ui/button';
import { Skeleton } from '#client/components/ui/skeleton';
import { AdminCompanionCard } from './admin-companion-card';

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/** The cards in 1 to 4 columns, or the loading and empty states, with Load more. */
export function CompanionsGrid({
  companions,
  isPending,
  isError,
  filtered,
  hasMore,
  loadingMore,
  onLoadMore,
  onView,
  onEdit,
  onDelete,
}: {
  companions: AdminCompanion[];
  isPending: boolean;
  isError: boolean;
  filtered: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onView: (companion: AdminCompanion) => void;
  onEdit: (companion: AdminCompanion) => void;
  onDelete: (companion: AdminCompanion) => void;
}) {
  const { t } = useTranslation();
  if (isPending) {
    return (
      <div role="status" className={GRID}>
        <span className="sr-only">{t('adminModels.loading')}</span>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-72 rounded-3xl" />
        ))}
      </div>
    );
  }
  // The load failure is the banner above; no empty state pretending there are no models.
  if (isError && companions.length === 0) return null;
  if (companions.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-3xl border border-dashed border-line px-6 py-16 text-center">
        <Sparkles aria-hidden="true" className="h-9 w-9 text-accent-soft" />
        <p className="text-ink-muted">{t('adminModels.empty')}</p>
        {filtered ? (
          <p className="text-sm text-ink-subtle">{t('adminModels.emptyFiltered')}</p>
        ) : null}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="sr-only" role="status">
        {t('adminModels.count', { count: companions.length })}
      </p>
      <ul className={GRID} aria-label={t('adminModels.listLabel')}>
        {companions.map((companion) => (
          <li key={companion.id} className="flex">
            <div className="flex w-full flex-col [&>article]:flex-1">
              <AdminCompanionCard
                companion={companion}
                onView={() => onView(companion)}
                onEdit={() => onEdit(companion)}
                onDelete={() => onDelete(companion)}
              />
            </div>
          </li>
        ))}
      </ul>
      {hasMore ? (
        <Button
          variant="outline"
          className="self-center"
          disabled={loadingMore}
          onClick={onLoadMore}
        >
          {loadingMore ? t('adminModels.loadingMore') : t('adminModels.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
