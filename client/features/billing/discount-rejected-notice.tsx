import { TicketX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BillingCycle } from '#common/billing/plans';
import { DISCOUNT_REFUSALS, type DiscountRefusal } from '#common/contracts/billing';
import { ButtonLink } from '#client/components/ui/button-link';
import { isApiError } from '#client/lib/api-client';
import { useLocalizedPath } from '#client/lib/language-context';
import { checkoutPath } from './plan-card';

/** A payment refused because its discount code stopped holding (409 DISCOUNT_NO_LONGER_VALID). */
export interface DiscountRejection {
  code: string;
  reason: DiscountRefusal;
  /** The provider had taken the money and gave it back (Stripe); false: nothing was charged. */
  refunded: boolean;
  planId: string;
  cycle: BillingCycle;
}

/** The refusal a failed payment or confirmation carries, else null. */
export function discountRejectionOf(error: unknown): DiscountRejection | null {
  if (!isApiError(error) || error.code !== 'DISCOUNT_NO_LONGER_VALID') return null;
  const body = error.body ?? {};
  const reason = (DISCOUNT_REFUSALS as readonly unknown[]).includes(body.reason)
    ? (body.reason as DiscountRefusal)
    : 'exhausted';
  return {
    code: typeof body.discountCode === 'string' ? body.discountCode : '',
    reason,
    refunded: body.refunded === true,
    planId: typeof body.plan_id === 'string' ? body.plan_id : 'premium',
    cycle: body.billing_cycle === 'yearly' ? 'yearly' : 'monthly',
  };
}

/**
 * What happened and the way on: the code that no longer applies and why, whether money moved,
 * and the same plan's checkout without the code.
 */
export function DiscountRejectedNotice({ rejection }: { rejection: DiscountRejection }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <div
      role="alert"
      data-testid="discount-rejected"
      className="mx-auto flex max-w-xl flex-col items-center text-center"
    >
      <span className="inline-flex h-16 w-16 items-center justify-center rounded-full bg-surface-raised ring-1 ring-line">
        <TicketX aria-hidden="true" className="h-8 w-8 text-accent" />
      </span>
      <h2 className="mt-6 font-display text-2xl font-semibold">
        {t('billing.discountRejected.title')}
      </h2>
      <p className="mt-3 text-ink-muted">
        {t('billing.discountRejected.reason', {
          code: rejection.code,
          why: t(`billing.discountRejected.reasons.${rejection.reason}`),
        })}
      </p>
      <p className="mt-2 font-medium text-ink">
        {rejection.refunded
          ? t('billing.discountRejected.refunded')
          : t('billing.discountRejected.notCharged')}
      </p>
      <div className="mt-8 flex flex-col gap-3 min-[420px]:flex-row">
        <ButtonLink to={to(checkoutPath(rejection.planId, rejection.cycle))} variant="premium">
          {t('billing.discountRejected.payWithout')}
        </ButtonLink>
        <ButtonLink to={to('/plans')} variant="outline">
          {t('billing.discountRejected.backToPlans')}
        </ButtonLink>
      </div>
    </div>
  );
}
