import { useQuery } from '@tanstack/react-query';
import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '#client/components/error-state';
import { ButtonLink } from '#client/components/ui/button-link';
import { Skeleton } from '#client/components/ui/skeleton';
import { useLocalizedPath } from '#client/lib/language-context';
import type { SessionUser } from '#client/features/session';
import { SettingsSection } from './settings-section';
import { userSubscriptionsQuery } from './subscription-api';
import { SubscriptionDetails } from './subscription-details';

/** No subscription: the user's plan and the way to the plans page. */
function PlanCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const plan = t(`planNames.${user.plan}`);
  return (
    <>
      <div className="flex items-start gap-4">
        <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-amber-300 to-gold text-amber-950">
          <Crown aria-hidden="true" className="h-6 w-6" />
        </span>
        <div>
          <p className="font-display text-lg font-semibold">
            {t('settings.subscription.current', { plan })}
          </p>
          <p className="mt-1 text-sm text-ink-muted">
            {user.plan === 'basic'
              ? t('settings.subscription.freeText')
              : t('settings.subscription.paidText')}
          </p>
        </div>
      </div>
      <ButtonLink to={to('/plans')} variant="premium" className="mt-5">
        {user.plan === 'basic'
          ? t('settings.subscription.upgrade')
          : t('settings.subscription.plans')}
      </ButtonLink>
    </>
  );
}

/**
 * The subscription tab: the first of the user's subscriptions with its
 * details, Cancel (confirmed) and the end-of-period banner with Reactivate; the free plan card
 * when there is none.
 */
export function SubscriptionTab({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const subscriptions = useQuery(userSubscriptionsQuery());
  const first = subscriptions.data?.[0];

  return (
    <SettingsSection title={t('settings.subscription.title')}>
      {subscriptions.isPending && user.plan === 'basic' ? (
        // Most free users have no subscription: their card shows at once, not a placeholder.
        <PlanCard user={user} />
      ) : subscriptions.isPending ? (
        <div role="status">
          <span className="sr-only">{t('settings.subscription.loading')}</span>
          <Skeleton className="h-40" />
        </div>
      ) : subscriptions.isError && !subscriptions.data ? (
        <ErrorState
          title={t('settings.subscription.loadFailed')}
          message={t('settings.subscription.loadFailedText')}
          onRetry={() => void subscriptions.refetch()}
        />
      ) : first ? (
        <SubscriptionDetails subscription={first} />
      ) : (
        <PlanCard user={user} />
      )}
    </SettingsSection>
  );
}
