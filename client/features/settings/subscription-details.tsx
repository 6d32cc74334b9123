import { AlertTriangle, ArrowDownRight, CalendarClock, Crown, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Subscription, SubscriptionStatus } from '#common/contracts/billing';
import { Badge, type BadgeTone } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { ButtonLink } from '#client/components/ui/button-link';
import { FormAlert } from '#client/components/ui/form-alert';
import { formatDate } from '#client/lib/format';
import { useLanguage, useLocalizedPath } from '#client/lib/language-context';
import { toast } from '#client/lib/toast';
import {
  canCancel,
  canReactivate,
  shortSubscriptionId,
  useKeepCurrentPlan,
  useReactivateSubscription,
} from './subscription-api';
import { SubscriptionCancelDialog } from './subscription-cancel-dialog';

const STATUS_TONES: Record<SubscriptionStatus, BadgeTone> = {
  active: 'active',
  trialing: 'accent',
  past_due: 'premium',
  canceled: 'inactive',
  incomplete: 'inactive',
};

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-line bg-canvas/40 px-4 py-3">
      <dt className="text-xs font-medium tracking-wide text-ink-subtle uppercase">{label}</dt>
      <dd className="mt-1 font-medium text-ink">{children}</dd>
    </div>
  );
}

/** 'Canceled, active until {date}' (or 'until the end of the billing period') and Reactivate. */
function EndingBanner({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const reactivate = useReactivateSubscription();
  const date = subscription.current_period_end
    ? formatDate(subscription.current_period_end, language)
    : '';
  return (
    <div
      data-testid="subscription-ending"
      className="mt-5 rounded-2xl border border-amber-300/40 bg-amber-300/10 p-4"
    >
      <p className="flex items-start gap-3 text-sm text-amber-200">
        <CalendarClock aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        {date
          ? t('settings.subscription.endingOn', { date })
          : t('settings.subscription.endingAtPeriodEnd')}
      </p>
      {reactivate.isError ? (
        <FormAlert className="mt-3">{t('settings.subscription.reactivateFailed')}</FormAlert>
      ) : null}
      {canReactivate(subscription) ? (
        <Button
          variant="premium"
          size="sm"
          className="mt-4"
          disabled={reactivate.isPending}
          onClick={() =>
            reactivate.mutate(subscription.id, {
              onSuccess: () => toast.success(t('settings.subscription.reactivated')),
            })
          }
        >
          <RotateCcw aria-hidden="true" className="h-4 w-4" />
          {reactivate.isPending
            ? t('settings.subscription.reactivating')
            : t('settings.subscription.reactivate')}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * A downgrade waiting for the period end: what the plan becomes and when, and "Keep <plan>",
 * which drops it (`cancel-scheduled-change`).
 */
function ScheduledChangeBanner({
  subscription,
  change,
}: {
  subscription: Subscription;
  change: NonNullable<Subscription['scheduled_change']>;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const keep = useKeepCurrentPlan();
  const current = t(`planNames.${subscription.plan_id}`);
  const values = {
    plan: t(`planNames.${change.plan_id}`),
    cycle: t(`settings.subscription.scheduledCycles.${change.billing_cycle}`),
    current,
  };
  return (
    <div
      data-testid="subscription-scheduled-change"
      className="mt-5 rounded-2xl border border-line bg-canvas/40 p-4"
    >
      <p className="flex items-start gap-3 text-sm text-ink-muted">
        <ArrowDownRight aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        {change.effective_at
          ? t('settings.subscription.scheduledOn', {
              ...values,
              date: formatDate(change.effective_at, language),
            })
          : t('settings.subscription.scheduledAtPeriodEnd', values)}
      </p>
      {keep.isError ? (
        <FormAlert className="mt-3">{t('settings.subscription.keepPlanFailed')}</FormAlert>
      ) : null}
      <Button
        variant="secondary"
        size="sm"
        className="mt-4"
        disabled={keep.isPending}
        // mutateAsync: the banner is gone once the list says nothing is scheduled, and a
        // mutate() callback of an unmounted component never runs.
        onClick={() => {
          keep
            .mutateAsync(subscription.id)
            .then(() => toast.success(t('settings.subscription.keptPlan', { plan: current })))
            .catch(() => undefined);
        }}
      >
        <RotateCcw aria-hidden="true" className="h-4 w-4" />
        {keep.isPending
          ? t('settings.subscription.keepingPlan')
          : t('settings.subscription.keepPlan', { plan: current })}
      </Button>
    </div>
  );
}

/** One subscription with its plan, status and dates, with Cancel or Reactivate where they apply. */
export function SubscriptionDetails({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const to = useLocalizedPath();
  const plan = t(`planNames.${subscription.plan_id}`);
  const periodEnd = subscription.current_period_end
    ? formatDate(subscription.current_period_end, language)
    : t('settings.subscription.noDate');

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex items-start gap-4">
          <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-amber-300 to-gold text-amber-950">
            <Crown aria-hidden="true" className="h-6 w-6" />
          </span>
          <div>
            <p className="font-display text-lg font-semibold">
              {t('settings.subscription.current', { plan })}
            </p>
            <p className="mt-1 text-sm text-ink-muted">{t('settings.subscription.manageText')}</p>
          </div>
        </div>
        <Badge tone={STATUS_TONES[subscription.status]} data-testid="subscription-status">
          {t(`settings.subscription.statuses.${subscription.status}`)}
        </Badge>
      </div>

      {subscription.cancel_at_period_end ? <EndingBanner subscription={subscription} /> : null}
      {subscription.scheduled_change ? (
        <ScheduledChangeBanner subscription={subscription} change={subscription.scheduled_change} />
      ) : null}
      {subscription.status === 'past_due' ? (
        <p className="mt-5 flex items-start gap-3 rounded-2xl border border-rose-500/30 bg-rose-950/20 p-4 text-sm text-rose-200">
          <AlertTriangle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
          {t('settings.subscription.pastDue')}
        </p>
      ) : null}

      <dl className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Detail label={t('settings.subscription.fields.id')}>
          <span className="font-mono">…{shortSubscriptionId(subscription.id)}</span>
        </Detail>
        <Detail label={t('settings.subscription.fields.plan')}>{plan}</Detail>
        <Detail label={t('settings.subscription.fields.status')}>
          {t(`settings.subscription.statuses.${subscription.status}`)}
        </Detail>
        <Detail label={t('settings.subscription.fields.cycle')}>
          {t(`settings.subscription.cycles.${subscription.billing_cycle}`)}
        </Detail>
        <Detail label={t('settings.subscription.fields.periodEnd')}>{periodEnd}</Detail>
        <Detail label={t('settings.subscription.fields.cancelAtPeriodEnd')}>
          {subscription.cancel_at_period_end
            ? t('settings.subscription.yes')
            : t('settings.subscription.no')}
        </Detail>
      </dl>

      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink to={to('/plans')} variant="secondary">
          {t('settings.subscription.plans')}
        </ButtonLink>
        {canCancel(subscription) ? (
          <SubscriptionCancelDialog subscriptionId={subscription.id} />
        ) : null}
      </div>
    </>
  );
}
