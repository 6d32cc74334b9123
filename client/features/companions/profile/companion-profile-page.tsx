import { useTranslation } from 'react-i18next';
import type { CompanionDetail } from '#common/contracts/companions';
import type { Language } from '#common/i18n/languages';
import { ErrorState } from '#client/components/error-state';
import { NotFoundView } from '#client/components/not-found-view';
import { Container } from '#client/components/ui/container';
import { PageTitle } from '#client/components/ui/page-title';
import { isApiError } from '#client/lib/api-client';
import { apiErrorMessage } from '#client/lib/api-error-message';
import { useLanguage } from '#client/lib/language-context';
import { useCompanion } from '../api';
import { localizeCompanion } from '../localize-companion';
import { ProfileAbout } from './profile-about';
import { ProfileOwnerCard, ProfilePremiumCard, ProfileQuickActions } from './profile-actions';
import { ProfileInterests, ProfileTraits } from './profile-details';
import { ProfileGallery } from './profile-gallery';
import { ProfileBackLink, ProfileHeader } from './profile-header';
import { ProfileSkeleton } from './profile-skeleton';
import { ProfileStats } from './profile-stats';

export function CompanionProfilePage({ id }: { id: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const query = useCompanion(id);

  if (
    query.isError &&
    isApiError(query.error) &&
    (query.error.isNotFound || query.error.status === 400)
  ) {
    return <NotFoundView message={t('profile.notFound')} />;
  }

  return (
    <Container className="py-8 sm:py-12">
      <div className="mb-6">
        <ProfileBackLink />
      </div>
      {query.isPending ? (
        <>
          <PageTitle title={t('titles.loading')} />
          <p role="status" className="sr-only">
            {t('profile.loading')}
          </p>
          <ProfileSkeleton />
        </>
      ) : query.isError ? (
        <>
          <PageTitle title={t('titles.error')} />
          <ErrorState
            title={t('profile.errorTitle')}
            message={apiErrorMessage(query.error, t)}
            onRetry={() => void query.refetch()}
          />
        </>
      ) : (
        <ProfileContent companion={query.data} language={language} />
      )}
    </Container>
  );
}

function ProfileContent({
  companion,
  language,
}: {
  companion: CompanionDetail;
  language: Language;
}) {
  const { t } = useTranslation();
  const text = localizeCompanion(companion, language);
  return (
    <article className="flex flex-col gap-8">
      <PageTitle title={text.name} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-12">
        <div className="lg:sticky lg:top-24 lg:self-start">
          <ProfileGallery
            images={companion.gallery}
            name={text.name}
            placeholderUrl={companion.avatar_url}
          />
        </div>
        <div className="flex flex-col gap-8">
          <ProfileHeader companion={companion} text={text} />
          <ProfileAbout text={text} />
        </div>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-6">
          <ProfileStats companion={companion} />
          <div className="grid items-start gap-6 md:grid-cols-2">
            <ProfileTraits text={text} />
            <ProfileInterests text={text} />
          </div>
        </div>
        <aside className="flex flex-col gap-6" aria-label={t('profile.sidebarLabel')}>
          <ProfileQuickActions companion={companion} text={text} />
          {companion.owned ? (
            <ProfileOwnerCard companion={companion} />
          ) : (
            <ProfilePremiumCard companion={companion} text={text} />
          )}
        </aside>
      </div>
    </article>
  );
}
