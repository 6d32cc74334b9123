import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPaidPlan, type BillingCycle } from '#common/billing/plans';
import { PREMIUM_STATUSES } from '#common/contracts/billing';
import type { PlanId } from '#common/contracts/user';
import { ErrorState } from '#client/components/error-state';
import { Container } from '#client/components/ui/container';
import { PageTitle } from '#client/components/ui/page-title';
import { Skeleton } from '#client/components/ui/skeleton';
import { apiErrorMessage } from '#client/lib/api-error-message';
import { formatDate } from '#client/lib/format';
import { useLanguage } from '#client/lib/language-context';
import { useSession } from '#client/features/session';
import { currentSubscriptionQuery, plansQuery } from './api';
import { BillingCycleToggle } from './billing-cycle-toggle';
import { PlanCard } from './plan-card';
import { PlanChangeDialog, type PlanChangeTarget } from './plan-change-dialog';
import { PlansFaq } from './plans-faq';

/** How long the Free button makes the paid cards glow. */
export const HIGHLIGHT_MS = 2000;

const GRID = 'grid items-stretch gap-6 pt-4 lg:grid-cols-3';

/**
 * The plans page: the cycle toggle, the three cards from `GET /api/plans` in the page's language
 * (the only source of names, features and prices), the secure-payment note and the FAQ.
 */
export function PlansPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { user } = useSession();
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  const [highlighted, setHighlighted] = useState(false);
  const [changeTarget, setChangeTarget] = useState<PlanChangeTarget | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const plans = useQuery(plansQuery(language));
  const current = useQuery({ ...currentSubscriptionQuery(), enabled: user !== null });

  useEffect(() => () => clearTimeout(timer.current), []);

  const highlightPaidPlans = () => {
    clearTimeout(timer.current);
    setHighlighted(true);
    timer.current = setTimeout(() => setHighlighted(false), HIGHLIGHT_MS);
  };

  // The subscription that gives access names the plan; the session's plan covers the moment
  // before it answers (or if it fails).
  const currentPlan: PlanId = current.isSuccess
    ? (current.data?.plan_id ?? 'basic')
    : (user?.plan ?? 'basic');
  // A subscription that gives access is changed, never bought a second time (the server refuses
  // that checkout with 409 HAS_SUBSCRIPTION).
  const subscription =
    current.data && (PREMIUM_STATUSES as readonly string[]).includes(current.data.status)
      ? current.data
      : null;

  // A downgrade already waiting for the period end is shown on its card, not offered again.
  const scheduled = subscription?.scheduled_change ?? null;
  const scheduledLabel = (planId: string) =>
    scheduled && scheduled.plan_id === planId && scheduled.billing_cycle === cycle
      ? scheduled.effective_at
        ? t('billing.plans.scheduledOn', { date: formatDate(scheduled.effective_at, language) })
        : t('billing.plans.scheduledAtPeriodEnd')
      : null;

  const changeHandler = (planId: string) => {
    if (!subscription || !isPaidPlan(planId)) return undefined;
    return () => setChangeTarget({ planId, billingCycle: cycle });
  };

  return (
    <Container className="py-12 sm:py-16">
      <PageTitle title={t('billing.plans.pageTitle')} />
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="font-display text-4xl font-semibold sm:text-5xl">
          {t('billing.plans.titleStart')}{' '}
          <span className="text-gradient">{t('billing.plans.titleAccent')}</span>
        </h1>
        <p className="mt-4 text-lg text-ink-muted">{t('billing.plans.subtitle')}</p>
      </header>

      <div className="mt-10">
        <BillingCycleToggle value={cycle} onChange={setCycle} />
      </div>

      <div className="mt-12">
        {plans.isPending ? (
          <div role="status">
            <span className="sr-only">{t('billing.plans.loading')}</span>
            <div className={GRID}>
              {[0, 1, 2].map((index) => (
                <Skeleton key={index} className="h-[34rem] rounded-3xl" />
              ))}
            </div>
          </div>
        ) : plans.isError ? (
          <ErrorState
            title={t('billing.plans.errorTitle')}
            message={apiErrorMessage(plans.error, t)}
            onRetry={() => void plans.refetch()}
          />
        ) : (
          <div className={GRID}>
            {plans.data.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                cycle={cycle}
                currentPlan={currentPlan}
                signedIn={user !== null}
                highlighted={highlighted && !plan.free}
                onChooseFree={highlightPaidPlans}
                onChangePlan={changeHandler(plan.id)}
                scheduledLabel={scheduledLabel(plan.id)}
              />
            ))}
          </div>
        )}
        <p aria-live="polite" className="sr-only">
          {highlighted ? t('billing.plans.highlightAnnouncement') : ''}
        </p>
      </div>

      <p className="mx-auto mt-10 flex max-w-xl items-center justify-center gap-2 text-center text-sm text-ink-subtle">
        <ShieldCheck aria-hidden="true" className="h-5 w-5 shrink-0 text-emerald-300" />
        {t('billing.plans.secureNote')}
      </p>

      {subscription ? (
        <PlanChangeDialog
          subscription={subscription}
          target={changeTarget}
          onClose={() => setChangeTarget(null)}
        />
      ) : null}

      <PlansFaq />
    </Container>
  );
}
