import { CalendarClock, Check, Crown, Sparkles, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BillingCycle } from '#common/billing/plans';
import type { Plan } from '#common/contracts/billing';
import type { PlanId } from '#common/contracts/user';
import { Button } from '#client/components/ui/button';
import { ButtonLink } from '#client/components/ui/button-link';
import { cn } from '#client/components/ui/class-names';
import { useLanguage, useLocalizedPath } from '#client/lib/language-context';
import { formatMoney } from './money';
import { planPriceDisplay } from './plan-pricing';

const ICONS: Record<PlanId, typeof Crown> = { basic: Sparkles, premium: Crown, pro: Zap };

/** Where a paid plan's button goes: checkout with the plan and cycle in the query. */
export function checkoutPath(planId: string, cycle: BillingCycle): string {
  return `/checkout?${new URLSearchParams({ plan: planId, billing: cycle }).toString()}`;
}

/**
 * The Free card's action. A visitor starts free by signing up; a free user is on it (the button
 * makes the paid cards glow); a paying user has everything in Free already, so it only says so.
 */
function FreePlanAction({
  signedIn,
  currentPlan,
  onChoose,
}: {
  signedIn: boolean;
  currentPlan: PlanId;
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  if (!signedIn) {
    return (
      <ButtonLink to={to('/register')} variant="outline" size="lg" className="w-full">
        {t('billing.plans.freeStart')}
      </ButtonLink>
    );
  }
  if (currentPlan === 'basic') {
    return (
      <Button variant="outline" size="lg" className="w-full" onClick={onChoose}>
        {t('billing.plans.freeCurrent')}
      </Button>
    );
  }
  return (
    <p className="flex h-12 items-center justify-center text-center text-sm text-ink-subtle">
      {t('billing.plans.freeIncluded')}
    </p>
  );
}

/**
 * One plan: name, description, the price for the chosen cycle, features and its button. The
 * signed-in user's own plan says so; their paid plan's button reads 'Your subscription' and
 * leads to the subscription settings; a visitor's paid plan leads to checkout, which asks them to
 * sign in first and comes back; a subscriber's other paid plan opens the plan change
 * (`onChangePlan`), never a second checkout. `highlighted` is the glow the Free button asks for.
 */
export function PlanCard({
  plan,
  cycle,
  currentPlan,
  signedIn,
  highlighted,
  onChooseFree,
  onChangePlan,
  scheduledLabel,
}: {
  plan: Plan;
  cycle: BillingCycle;
  currentPlan: PlanId;
  signedIn: boolean;
  highlighted: boolean;
  onChooseFree: () => void;
  /** Given when the user already pays: the paid plan's button opens the plan change, not checkout. */
  onChangePlan?: (() => void) | undefined;
  /**
   * When a downgrade to this plan and cycle, already scheduled, takes effect ('Starts on …'): the
   * button then says so and leads to the subscription settings, where it can be undone.
   */
  scheduledLabel?: string | null | undefined;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const to = useLocalizedPath();
  const Icon = ICONS[plan.id];
  const price = planPriceDisplay(plan, cycle);
  const isCurrent = plan.id === currentPlan;
  const headingId = `plan-${plan.id}-name`;

  const action = plan.free ? (
    <FreePlanAction signedIn={signedIn} currentPlan={currentPlan} onChoose={onChooseFree} />
  ) : isCurrent ? (
    <ButtonLink
      to={to('/settings?tab=subscription')}
      variant="outline"
      size="lg"
      className="w-full"
    >
      <Crown aria-hidden="true" className="h-4 w-4 text-gold" />
      {t('billing.plans.yourSubscription')}
    </ButtonLink>
  ) : scheduledLabel ? (
    <ButtonLink
      to={to('/settings?tab=subscription')}
      variant="outline"
      size="lg"
      className="w-full"
    >
      <CalendarClock aria-hidden="true" className="h-4 w-4" />
      {scheduledLabel}
    </ButtonLink>
  ) : onChangePlan ? (
    <Button
      variant={plan.popular ? 'premium' : 'primary'}
      size="lg"
      className="w-full"
      onClick={onChangePlan}
    >
      {t('billing.plans.changeTo', { plan: plan.name })}
    </Button>
  ) : (
    <ButtonLink
      to={to(checkoutPath(plan.id, cycle))}
      variant={plan.popular ? 'premium' : 'primary'}
      size="lg"
      className="w-full"
    >
      {t('billing.plans.choose', { plan: plan.name })}
    </ButtonLink>
  );

  return (
    <article
      aria-labelledby={headingId}
      data-testid={`plan-${plan.id}`}
      data-highlighted={highlighted || undefined}
      className={cn(
        'relative flex flex-col rounded-3xl border p-6 shadow-xl shadow-black/30 backdrop-blur-sm transition-all duration-500 sm:p-8',
        plan.popular
          ? 'border-gold/60 bg-gradient-to-b from-amber-300/10 via-surface/90 to-surface/90 lg:-translate-y-3'
          : 'border-line bg-surface/80',
        highlighted && 'scale-[1.02] border-accent',
      )}
    >
      {highlighted ? (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute -inset-1 animate-pulse rounded-[1.75rem] shadow-[0_0_48px_rgb(240_88_155/0.55)] ring-2 ring-accent motion-reduce:animate-none"
        />
      ) : null}
      {plan.popular ? (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-gradient-to-r from-amber-200 to-gold px-4 py-1 text-xs font-bold tracking-wide whitespace-nowrap text-amber-950 uppercase shadow-lg shadow-amber-500/30">
          {t('billing.plans.popular')}
        </p>
      ) : null}

      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="flex items-center gap-2 font-display text-2xl font-semibold">
          <Icon
            aria-hidden="true"
            className={cn('h-5 w-5', plan.free ? 'text-ink-subtle' : 'text-gold')}
          />
          {plan.name}
        </h2>
        {isCurrent ? (
          <span className="rounded-full bg-emerald-500/15 px-2.5 py-0.5 text-xs font-semibold text-emerald-300 ring-1 ring-emerald-500/40 ring-inset">
            {t('billing.plans.currentBadge')}
          </span>
        ) : null}
      </div>
      <p className="mt-2 min-h-12 text-sm text-ink-muted">{plan.description}</p>

      <div className="mt-6" data-testid={`plan-${plan.id}-price`}>
        <p className="flex items-baseline gap-1">
          <span className="font-display text-5xl font-semibold tracking-tight">
            {formatMoney(price.perMonth, language, { trimWholeCents: true })}
          </span>
          <span className="text-ink-subtle">{t('billing.plans.perMonth')}</span>
        </p>
        <p className="mt-1 h-5 text-sm text-ink-subtle">
          {price.billedAnnually !== null
            ? t('billing.plans.billedAnnually', {
                amount: formatMoney(price.billedAnnually, language),
              })
            : plan.free
              ? t('billing.plans.freeForever')
              : t('billing.plans.billedMonthly')}
        </p>
      </div>

      <div className="mt-6">{action}</div>

      <ul
        className="mt-8 grid gap-3 text-sm"
        aria-label={t('billing.plans.featuresOf', { plan: plan.name })}
      >
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className={cn(
                'mt-0.5 inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full',
                plan.free ? 'bg-surface-raised text-ink-muted' : 'bg-accent/15 text-accent',
              )}
            >
              <Check className="h-3.5 w-3.5" />
            </span>
            <span className="text-ink-muted">{feature}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
