import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageTitle } from '#client/components/ui/page-title';
import { useLocalizedPath } from '#client/lib/language-context';
import { pickBySlug, useActiveCompanions } from '#client/features/companions';
import { useSession } from '#client/features/session';
import { HomeCallToAction } from './home-cta';
import { CompanionsSection } from './home-companions';
import { FEATURED_SLUGS, SAMPLE_SLUGS } from './home-constants';
import { HomeFeatures } from './home-features';
import { HomeHero } from './home-hero';

/** The signed-out home page; signed-in users go to their dashboard. */
export function HomePage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { user } = useSession();
  // The first page of the active catalogue: the built-in companions head it.
  const query = useActiveCompanions();

  if (user) return <Navigate to={to('/dashboard')} replace />;

  const companions = query.data ?? [];
  const samples = pickBySlug(companions, SAMPLE_SLUGS);
  const featured = pickBySlug(companions, FEATURED_SLUGS);
  const retry = () => void query.refetch();
  // Companions on screen stay there when a later refresh fails (the catalogue page shares the list).
  const isError = query.isError && !query.data;

  return (
    <>
      <PageTitle title={t('titles.home')} />
      <HomeHero portraits={featured} />
      <CompanionsSection
        id="samples-title"
        title={t('home.samples.title')}
        subtitle={t('home.samples.subtitle')}
        companions={samples}
        expected={SAMPLE_SLUGS.length}
        isPending={query.isPending}
        isError={isError}
        onRetry={retry}
        showBrowseLink
      />
      <HomeFeatures />
      <CompanionsSection
        id="featured-title"
        title={t('home.featured.title')}
        subtitle={t('home.featured.subtitle')}
        companions={featured}
        expected={FEATURED_SLUGS.length}
        isPending={query.isPending}
        isError={isError}
        onRetry={retry}
        size="lg"
      />
      <HomeCallToAction />
    </>
  );
}
