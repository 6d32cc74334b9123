import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { Skeleton } from '#client/components/ui/skeleton';
import { useLocalizedPath } from '#client/lib/language-context';
import type { CompanionCard } from '#common/contracts/companions';
import { companionPath, useActiveCompanions } from '#client/features/companions';

export const RECOMMENDED_COUNT = 3;

/**
 * Up to three companions the user has no conversation with yet, free ones first (a free user
 * can chat with them at once), in catalogue order.
 */
export function pickRecommended(
  companions: readonly CompanionCard[],
  talkedTo: ReadonlySet<string>,
  count = RECOMMENDED_COUNT,
): CompanionCard[] {
  const fresh = companions.filter(
    (companion) => companion.is_active && !talkedTo.has(companion.id),
  );
  return [...fresh.filter((m) => !m.is_premium), ...fresh.filter((m) => m.is_premium)].slice(
    0,
    count,
  );
}

export function RecommendedList({ talkedTo }: { talkedTo: ReadonlySet<string> }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  // Picked from the first page of the active catalogue (24), not the whole catalogue.
  const query = useActiveCompanions();
  const companions = pickRecommended(query.data ?? [], talkedTo);

  return (
    <Card className="p-5">
      <h2 className="font-display text-xl font-semibold">{t('dashboard.recommended.title')}</h2>
      {query.isPending ? (
        <div role="status" className="mt-4 grid gap-3">
          <span className="sr-only">{t('dashboard.recommended.loading')}</span>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-16" />
          ))}
        </div>
      ) : query.isError && !query.data ? (
        <div role="alert" className="mt-4 text-sm text-ink-muted">
          <p>{t('dashboard.recommended.error')}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>
            {t('errors.tryAgain')}
          </Button>
        </div>
      ) : companions.length === 0 ? (
        <p className="mt-4 text-sm text-ink-muted">{t('dashboard.recommended.empty')}</p>
      ) : (
        <ul className="mt-4 grid grid-cols-1 gap-2">
          {companions.map((companion) => {
            // Cards come in the page's language.
            const text = companion;
            return (
              <li key={companion.id}>
                <Link
                  to={to(companionPath(companion))}
                  className="flex items-center gap-3 rounded-xl p-2 transition-colors hover:bg-surface-hover"
                >
                  <img
                    src={companion.avatar_url}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                    className="h-12 w-12 shrink-0 rounded-full object-cover ring-2 ring-line"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold text-ink">{text.name}</span>
                    <span className="block truncate text-sm text-ink-subtle">
                      {text.personality}
                    </span>
                  </span>
                  <span className="sr-only">{t('dashboard.recommended.viewProfile')}</span>
                  <ChevronRight aria-hidden="true" className="h-5 w-5 shrink-0 text-ink-subtle" />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
