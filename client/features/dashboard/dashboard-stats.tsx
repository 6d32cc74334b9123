import { Activity, Crown, Heart, MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ConversationSummary } from '#common/contracts/chats';
import { ButtonLink } from '#client/components/ui/button-link';
import { formatNumber } from '#client/lib/format';
import { useLanguage, useLocalizedPath } from '#client/lib/language-context';
import { activeConversationCount, type SessionUser } from '#client/features/session';
import { StatCard, statBarPercent } from './stat-card';

/** The four figures: conversations, active chats, favourites and the plan. */
export function DashboardStats({
  user,
  conversations,
}: {
  user: SessionUser;
  conversations: readonly ConversationSummary[];
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const to = useLocalizedPath();
  const total = conversations.length;
  const active = activeConversationCount(conversations);
  const favorites = user.favorites.length;

  return (
    <section aria-labelledby="dashboard-stats-title">
      <h2 id="dashboard-stats-title" className="sr-only">
        {t('dashboard.stats.title')}
      </h2>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <StatCard
          icon={<MessageCircle aria-hidden="true" className="h-5 w-5" />}
          label={t('dashboard.stats.totalConversations')}
          value={formatNumber(total, language)}
          detail={t('dashboard.stats.totalDetail', { count: total })}
          bar={statBarPercent(total)}
        />
        <StatCard
          icon={<Activity aria-hidden="true" className="h-5 w-5" />}
          label={t('dashboard.stats.activeChats')}
          value={formatNumber(active, language)}
          detail={t('dashboard.stats.activeHint')}
          bar={statBarPercent(active)}
        />
        <StatCard
          icon={<Heart aria-hidden="true" className="h-5 w-5" />}
          label={t('dashboard.stats.favorites')}
          value={formatNumber(favorites, language)}
          detail={t('dashboard.stats.favoritesDetail', { count: favorites })}
          bar={statBarPercent(favorites)}
          action={
            <ButtonLink to={to('/favorites')} variant="ghost" size="sm" className="self-start">
              {t('dashboard.stats.viewFavorites')}
            </ButtonLink>
          }
        />
        <StatCard
          icon={<Crown aria-hidden="true" className="h-5 w-5" />}
          label={t('dashboard.stats.premium')}
          value={t(`planNames.${user.plan}`)}
          detail={user.isPremium ? t('dashboard.stats.premiumActive') : t('dashboard.stats.free')}
          action={
            user.isPremium ? null : (
              <ButtonLink to={to('/plans')} variant="premium" size="sm" className="self-start">
                {t('dashboard.stats.upgrade')}
              </ButtonLink>
            )
          }
        />
      </div>
    </section>
  );
}
