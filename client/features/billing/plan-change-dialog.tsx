import { useMutation, useQuery } from '@tanstack/react-query';
import { ArrowRightLeft } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { planChangeTiming } from '#common/billing/plan-change';
import type { BillingCycle, PaidPlanId } from '#common/billing/plans';
import type { Subscription } from '#common/contracts/billing';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog';
import { FormAlert } from '#client/components/ui/form-alert';
import { Skeleton } from '#client/components/ui/skeleton';
import { isApiError } from '#client/lib/api-client';
import { apiErrorMessage } from '#client/lib/api-error-message';
import { formatDate } from '#client/lib/format';
import { useLanguage } from '#client/lib/language-context';
import { toast } from '#client/lib/toast';
import { useRefreshEntitlements } from '#client/features/session';
import { changePlan, planChangeQuoteQuery } from './api';
import { formatMoney } from './money';

/** Why a plan change failed, in words: a refused card, a change that raced another, the rest. */
export function planChangeFailureMessage(error: unknown, t: TFunction): string {
  if (isApiError(error) && !error.isNetworkError) {
    if (error.status === 402) return t('billing.planChange.cardFailed');
    if (error.status === 409) return t('billing.planChange.conflict');
  }
  return apiErrorMessage(error, t);
}

export interface PlanChangeTarget {
  planId: PaidPlanId;
  billingCycle: BillingCycle;
}

/**
 * The plans page's "change plan" for a user who already pays: the server's quote of what
 * confirming charges at once (`preview-plan-change`), then Confirm pays it and changes the plan
 * (`update-subscription`); a downgrade charges nothing and is scheduled for the period end (the
 * quote's `effective_at`), the current plan kept until then. A second checkout is never opened
 * for a subscriber.
 */
export function PlanChangeDialog({
  subscription,
  target,
  onClose,
}: {
  subscription: Subscription;
  target: PlanChangeTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const refresh = useRefreshEntitlements();
  const request = {
    subscription_id: subscription.id,
    plan_id: target?.planId ?? subscription.plan_id,
    billing_cycle: target?.billingCycle ?? subscription.billing_cycle,
  };
  const quote = useQuery({ ...planChangeQuoteQuery(request), enabled: target !== null });
  const change = useMutation({ mutationFn: changePlan });
  const plan = t(`planNames.${request.plan_id}`);
  const from = t(`planNames.${subscription.plan_id}`);
  const amount = quote.data ? formatMoney(quote.data.amount_due_now, language) : '';
  const newCycle = request.billing_cycle !== subscription.billing_cycle;
  const periodEnd = subscription.current_period_end
    ? formatDate(subscription.current_period_end, language)
    : null;
  // A downgrade waits for the period end (common/billing/plan-change.ts); the server's quote
  // tells the date it takes effect (null without a known period end).
  const scheduled =
    quote.isSuccess &&
    (quote.data.effective_at !== null ||
      planChangeTiming(
        { planId: subscription.plan_id, billingCycle: subscription.billing_cycle },
        { planId: request.plan_id, billingCycle: request.billing_cycle },
      ) === 'period_end');
  const effectiveDate = quote.data?.effective_at
    ? formatDate(quote.data.effective_at, language)
    : periodEnd;

  const summary = quote.isPending ? (
    <div role="status" className="grid gap-2">
      <span className="text-sm text-ink-muted">{t('billing.planChange.loading')}</span>
      <Skeleton className="h-6 w-40" />
    </div>
  ) : quote.isError ? (
    <FormAlert>{planChangeFailureMessage(quote.error, t)}</FormAlert>
  ) : (
    <div
      data-testid="plan-change-summary"
      className="rounded-2xl border border-line bg-canvas/40 px-4 py-3"
    >
      <p className="text-xs font-medium tracking-wide text-ink-subtle uppercase">
        {t('billing.planChange.dueNow')}
      </p>
      <p className="mt-1 font-display text-2xl font-semibold" data-testid="plan-change-amount">
        {amount}
      </p>
      <p className="mt-2 text-sm text-ink-muted">
        {scheduled
          ? effectiveDate
            ? t('billing.planChange.scheduled', { plan, from, date: effectiveDate })
            : t('billing.planChange.scheduledNoDate', { plan, from })
          : quote.data.amount_due_now === 0
            ? t('billing.planChange.noCharge', { plan })
            : newCycle
              ? t('billing.planChange.newCycle', { plan })
              : periodEnd
                ? t('billing.planChange.prorated', { plan, date: periodEnd })
                : t('billing.planChange.proratedNoDate', { plan })}
      </p>
    </div>
  );

  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) {
          change.reset();
          onClose();
        }
      }}
      tone="default"
      icon={<ArrowRightLeft aria-hidden="true" className="h-5 w-5" />}
      title={t('billing.planChange.title', { plan })}
      description={t('billing.planChange.description', { from, plan })}
      confirmLabel={
        scheduled
          ? t('billing.planChange.confirmScheduled')
          : quote.data && quote.data.amount_due_now > 0
            ? t('billing.planChange.confirmPay', { amount })
            : t('billing.planChange.confirm')
      }
      pendingLabel={t('billing.planChange.changing')}
      cancelLabel={t('billing.planChange.keep')}
      confirmDisabled={!quote.isSuccess}
      onConfirm={async () => {
        await change.mutateAsync(request);
        toast.success(
          !scheduled
            ? t('billing.planChange.changed', { plan })
            : effectiveDate
              ? t('billing.planChange.scheduledToast', { plan, from, date: effectiveDate })
              : t('billing.planChange.scheduledToastNoDate', { plan, from }),
        );
        // Not awaited: the dialog closes now, before the refreshed answers (its own quote, no
        // longer valid, would read 409) are asked for again.
        void refresh();
      }}
    >
      {summary}
      {change.isError ? <FormAlert>{planChangeFailureMessage(change.error, t)}</FormAlert> : null}
    </ConfirmDialog>
  );
}
