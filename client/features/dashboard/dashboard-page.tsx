import { LayoutDashboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SignInPrompt } from '#client/components/sign-in-prompt';
import { Container } from '#client/components/ui/container';
import { PageTitle } from '#client/components/ui/page-title';
import { useMemo } from 'react';
import {
  displayNameOf,
  useAddressContext,
  useConversations,
  useSession,
} from '#client/features/session';
import { DashboardStats } from './dashboard-stats';
import { DashboardLoading } from './dashboard-loading';
import { QuickActions } from './quick-actions';
import { RecentConversations } from './recent-conversations';
import { RecommendedList } from './recommended-list';

/**
 * The signed-in landing page: greeting, the user's real figures, recent conversations, quick
 * actions and companions to meet.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const context = useAddressContext();
  const { user } = useSession();
  const conversations = useConversations();
  const list = useMemo(() => conversations.data ?? [], [conversations.data]);
  const talkedTo = useMemo(() => new Set(list.map((item) => item.model_id)), [list]);

  if (!user) {
    return (
      <>
        <PageTitle title={t('titles.dashboard')} />
        <SignInPrompt
          icon={<LayoutDashboard aria-hidden="true" className="h-8 w-8" />}
          title={t('dashboard.signedOut.title')}
          text={t('dashboard.signedOut.text')}
        />
      </>
    );
  }

  if (conversations.isPending) return <DashboardLoading />;

  const name = user.firstName.trim() || displayNameOf(user) || t('myProfile.defaultName');
  return (
    <Container className="py-10 sm:py-14">
      <PageTitle title={t('titles.dashboard')} />
      <header className="mb-8">
        <h1 className="font-display text-3xl font-semibold sm:text-4xl">
          {t('dashboard.greeting', { name, context })}
        </h1>
        <p className="mt-2 text-ink-muted">{t('dashboard.subtitle')}</p>
      </header>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-6">
          <DashboardStats user={user} conversations={list} />
          <RecentConversations
            conversations={list}
            failed={conversations.isError}
            onRetry={() => void conversations.refetch()}
          />
        </div>
        <div className="flex flex-col gap-6">
          <QuickActions />
          <RecommendedList talkedTo={talkedTo} />
        </div>
      </div>
    </Container>
  );
}
