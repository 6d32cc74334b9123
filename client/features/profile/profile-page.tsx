import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '#client/components/error-state';
import { Container } from '#client/components/ui/container';
import { PageTitle } from '#client/components/ui/page-title';
import { Skeleton } from '#client/components/ui/skeleton';
import { apiErrorMessage } from '#client/lib/api-error-message';
import { toast } from '#client/lib/toast';
import { displayNameOf, type SessionUser, useSession } from '#client/features/session';
import { AboutSection } from './about-section';
import { AddressAsSection } from './address-as-section';
import { useProfile, useUpdateProfile } from './api';
import { CommunicationStyleSection } from './communication-style';
import { InterestsSection } from './interests-section';
import { draftOf, profileChangeOf, type ProfileDraft } from './profile-draft';
import { AccountInfoCard, PremiumCard, ProfileQuickActions, TipsCard } from './profile-sidebar';
import { ProfileSummary } from './profile-summary';

/** The signed-in user's own profile, in view or edit mode (the route requires sign-in). */
export function ProfilePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const query = useProfile();

  return (
    <Container className="py-10 sm:py-14">
      <PageTitle title={t('titles.profile')} />
      <header className="mb-8">
        <h1 className="font-display text-3xl font-semibold sm:text-4xl">{t('myProfile.title')}</h1>
        <p className="mt-2 text-ink-muted">{t('myProfile.subtitle')}</p>
      </header>
      {!user ? null : query.isPending ? (
        <div role="status" className="grid gap-6">
          <span className="sr-only">{t('myProfile.loading')}</span>
          <Skeleton className="h-36" />
          <Skeleton className="h-48" />
        </div>
      ) : query.isError ? (
        <ErrorState
          title={t('myProfile.errorTitle')}
          message={apiErrorMessage(query.error, t)}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <ProfileContent user={user} profile={query.data} />
      )}
    </Container>
  );
}

function ProfileContent({
  user,
  profile,
}: {
  user: SessionUser;
  profile: NonNullable<ReturnType<typeof useProfile>['data']>;
}) {
  const { t } = useTranslation();
  const { reloadUser } = useSession();
  const update = useUpdateProfile();
  const [draft, setDraft] = useState<ProfileDraft | null>(null);
  const editing = draft !== null;
  const name = displayNameOf(user) ?? t('myProfile.defaultName');

  const save = () => {
    if (!draft) return;
    update.mutate(profileChangeOf(draft), {
      onSuccess: () => {
        setDraft(null);
        toast.success(t('myProfile.saved'));
        void reloadUser().catch(() => undefined);
      },
      onError: (error) =>
        toast.error(t('myProfile.saveFailed', { message: apiErrorMessage(error, t) })),
    });
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <div className="flex min-w-0 flex-col gap-6">
        <ProfileSummary
          user={user}
          name={name}
          editing={editing}
          saving={update.isPending}
          onEdit={() => setDraft(draftOf(user, profile))}
          onSave={save}
          onCancel={() => setDraft(null)}
        />
        <AboutSection
          bio={profile.bio}
          location={profile.location}
          editing={editing}
          draft={draft ?? draftOf(user, profile)}
          onDraft={(change) =>
            setDraft((current) => (current ? { ...current, ...change } : current))
          }
        />
        <InterestsSection interests={profile.interests} editing={editing} />
        <CommunicationStyleSection value={profile.communicationStyle} editing={editing} />
        <AddressAsSection value={user.addressAs} />
      </div>
      <aside className="flex flex-col gap-6" aria-label={t('myProfile.sidebarLabel')}>
        {user.isPremium ? <PremiumCard /> : null}
        <TipsCard />
        <ProfileQuickActions />
        <AccountInfoCard user={user} style={profile.communicationStyle} />
      </aside>
    </div>
  );
}
