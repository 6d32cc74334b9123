import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '#client/components/error-state';
import { Button } from '#client/components/ui/button';
import { Container } from '#client/components/ui/container';
import { PageTitle } from '#client/components/ui/page-title';
import { useSession } from '#client/features/session';
import { ACTIVE_CATALOGUE, useCompanionsCatalogue } from './api';
import { CompanionCardView } from './companion-card';
import { CompanionCardSkeleton } from './companion-card-skeleton';
import { CompanionsFilters } from './companions-filters';
import { ShowMoreCompanions } from './show-more-companions';
import { useCompanionsFilters } from './use-companions-filters';
import { YourCompanions } from './your-companions';

const SKELETON_COUNT = 6;

export function CompanionsPage() {
  const { t } = useTranslation();
  const filters = useCompanionsFilters();
  // Active companions only, as home and the dashboard ask: the unsearched list shares their cache.
  const query = useCompanionsCatalogue({ ...ACTIVE_CATALOGUE, search: filters.search });
  const { user } = useSession();
  // Her own companions show under "Yours" (with their limit), not among the built-in ones.
  const companions =
    query.data?.pages.flatMap((page) => page.models.filter((model) => !model.owned)) ?? [];
  // While more pages follow, the total is unknown: say how many are shown, not how many there are.
  const countText = query.hasNextPage
    ? t('models.showingCount', { count: companions.length })
    : t('models.resultCount', { count: companions.length });
  // One request at a time: a second call while one is under way is ignored, not restarted.
  const showMore = () => void query.fetchNextPage({ cancelRefetch: false });

  return (
    <Container className="py-10 sm:py-14">
      <PageTitle title={t('titles.models')} />
      <div className="mb-8 max-w-2xl">
        <h1 className="font-display text-4xl font-semibold sm:text-5xl">
          <span className="text-gradient">{t('models.title')}</span>
        </h1>
        <p className="mt-3 text-lg text-ink-muted">{t('models.subtitle')}</p>
      </div>

      {user ? <YourCompanions /> : null}

      <CompanionsFilters draft={filters.draft} onDraftChange={filters.setDraft} />

      <p role="status" aria-live="polite" className="mt-6 mb-4 min-h-6 text-sm text-ink-subtle">
        {query.isPending ? t('models.loading') : query.data ? countText : ''}
      </p>

      {query.isPending ? (
        <div className="grid grid-cols-1 gap-5 min-[480px]:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <CompanionCardSkeleton key={index} />
          ))}
        </div>
      ) : query.isError && !query.data ? (
        <ErrorState
          title={t('models.errorTitle')}
          message={t('models.errorText')}
          onRetry={() => void query.refetch()}
        />
      ) : companions.length === 0 ? (
        <div className="flex flex-col items-center rounded-3xl border border-dashed border-line px-6 py-16 text-center">
          <SearchX aria-hidden="true" className="h-10 w-10 text-ink-subtle" />
          <p className="mt-4 text-lg text-ink-muted">{t('models.empty')}</p>
          <Button variant="outline" className="mt-6" onClick={filters.clear}>
            {t('models.clearFilters')}
          </Button>
        </div>
      ) : (
        <>
          <ul
            className={`grid grid-cols-1 gap-5 min-[480px]:grid-cols-2 lg:grid-cols-3 ${query.isPlaceholderData ? 'opacity-70 transition-opacity' : ''}`}
            aria-busy={query.isFetching}
          >
            {companions.map((companion, index) => (
              <li key={companion.id} className="flex">
                <div className="w-full">
                  <CompanionCardView companion={companion} position={index} />
                </div>
              </li>
            ))}
          </ul>
          {query.hasNextPage ? (
            <ShowMoreCompanions
              loading={query.isFetchingNextPage}
              busy={query.isFetching}
              failed={query.isFetchNextPageError}
              onShowMore={showMore}
            />
          ) : null}
        </>
      )}
    </Container>
  );
}
