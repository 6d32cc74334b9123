import { Heart, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '#client/components/error-state';
import { SignInPrompt } from '#client/components/sign-in-prompt';
import { ButtonLink } from '#client/components/ui/button-link';
import { Container } from '#client/components/ui/container';
import { PageTitle } from '#client/components/ui/page-title';
import { Skeleton } from '#client/components/ui/skeleton';
import { apiErrorMessage } from '#client/lib/api-error-message';
import { useLocalizedPath } from '#client/lib/language-context';
import { useSession, useToggleFavorite } from '#client/features/session';
import { useFavoritesList } from './api';
import { FavoriteCard } from './favorite-card';

const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** The user's favourite companions; signed out, the sign-in prompt. */
export function FavoritesPage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { user } = useSession();
  const query = useFavoritesList(user !== null);
  const toggle = useToggleFavorite();

  if (!user) {
    return (
      <>
        <PageTitle title={t('titles.favorites')} />
        <SignInPrompt
          icon={<Heart aria-hidden="true" className="h-8 w-8" />}
          title={t('favoritesPage.signedOut.title')}
          text={t('favoritesPage.signedOut.text')}
        />
      </>
    );
  }

  // A removal shows at once; if it fails, the heart's rollback brings the card back.
  const favorites = (query.data ?? []).filter((companion) => user.favorites.includes(companion.id));

  return (
    <Container className="py-10 sm:py-14">
      <PageTitle title={t('titles.favorites')} />
      <header className="mb-8">
        <h1 className="font-display text-3xl font-semibold sm:text-4xl">
          {query.isSuccess
            ? t('favoritesPage.titleCount', { count: favorites.length })
            : t('favoritesPage.title')}
        </h1>
        <p className="mt-2 text-ink-muted">{t('favoritesPage.subtitle')}</p>
      </header>

      {query.isPending ? (
        <div role="status">
          <span className="sr-only">{t('favoritesPage.loading')}</span>
          <div className={GRID}>
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="aspect-[4/5] rounded-3xl" />
            ))}
          </div>
        </div>
      ) : query.isError ? (
        <ErrorState
          title={t('favoritesPage.errorTitle')}
          message={apiErrorMessage(query.error, t)}
          onRetry={() => void query.refetch()}
        />
      ) : favorites.length === 0 ? (
        <div className="mx-auto flex max-w-md flex-col items-center py-12 text-center">
          <span className="mb-5 inline-flex h-16 w-16 items-center justify-center rounded-full bg-surface-raised ring-1 ring-line">
            <Heart aria-hidden="true" className="h-8 w-8 text-accent" />
          </span>
          <h2 className="font-display text-2xl font-semibold">{t('favoritesPage.emptyTitle')}</h2>
          <p className="mt-2 text-ink-muted">{t('favoritesPage.emptyText')}</p>
          <ButtonLink to={to('/models')} className="mt-6">
            <Search aria-hidden="true" className="h-4 w-4" />
            {t('favoritesPage.browse')}
          </ButtonLink>
        </div>
      ) : (
        <div className={GRID}>
          {favorites.map((companion) => (
            <FavoriteCard
              key={companion.id}
              companion={companion}
              onRemove={() => toggle.mutate({ companionId: companion.id, add: false })}
            />
          ))}
        </div>
      )}
    </Container>
  );
}
