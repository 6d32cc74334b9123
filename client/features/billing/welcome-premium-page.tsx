import {
  CheckCircle2,
  Compass,
  Crown,
  Images,
  LayoutDashboard,
  Loader2,
  Mic,
  Sparkles,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { PageLoading } from '#client/components/page-loading';
import { ButtonLink } from '#client/components/ui/button-link';
import { Container } from '#client/components/ui/container';
import { PageTitle } from '#client/components/ui/page-title';
import { useLocalizedPath } from '#client/lib/language-context';
import { useSession } from '#client/features/session';
import { DiscountRejectedNotice, discountRejectionOf } from './discount-rejected-notice';
import { isPaymentPending, useConfirmPayment } from './use-confirm-payment';

const BENEFITS = [
  { id: 'companions', Icon: Sparkles },
  { id: 'photos', Icon: Images },
  { id: 'voice', Icon: Mic },
] as const;

/**
 * 'You're In — Welcome to Premium': where the provider sends the user after paying
 * (`?session_id=`). Confirms the payment, refreshes the user so premium shows at once, and
 * offers the next steps. A missing id or a failed confirmation gets a calm note, never an error.
 * The page checks the user itself: once the server has answered, a user with no paid plan (one
 * who opened the address without paying) goes to the plans, unless their payment is still being
 * processed or was refused for its discount code (both explained here).
 */
export function WelcomePremiumPage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id')?.trim() || null;
  const { confirm, checked } = useConfirmPayment(sessionId);
  const finalizing = sessionId !== null && confirm.isPending;
  const plan = confirm.data?.subscription.plan_id;
  const { user } = useSession();
  // The plan bought (Pro is not 'Premium'): the confirmed one, else the user's own paid plan.
  const planName = t(`planNames.${plan ?? (user?.isPremium ? user.plan : 'premium')}`);
  const rejection = discountRejectionOf(confirm.error);
  const paid = user?.isPremium === true || confirm.isSuccess;
  const explained = rejection !== null || isPaymentPending(confirm.error);

  if (!paid && !explained) {
    if (checked) return <Navigate to={to('/plans')} replace />;
    // Not a word of welcome before the server has said whether there is anything to welcome.
    if (sessionId === null) return <PageLoading />;
  }

  if (rejection) {
    // The payment was refused (and refunded) because its code no longer held: no welcome.
    return (
      <Container className="py-14 sm:py-20">
        <PageTitle title={t('billing.discountRejected.title')} />
        <DiscountRejectedNotice rejection={rejection} />
      </Container>
    );
  }

  return (
    <Container className="py-14 sm:py-20">
      <PageTitle title={t('billing.welcome.pageTitle', { plan: planName })} />
      <section className="relative mx-auto max-w-3xl text-center">
        <div
          aria-hidden="true"
          className="absolute inset-x-10 -top-10 h-40 rounded-full bg-gold/20 blur-3xl"
        />
        <span className="relative inline-flex h-20 w-20 items-center justify-center rounded-3xl bg-gradient-to-br from-amber-200 to-gold text-amber-950 shadow-2xl shadow-amber-500/30">
          <Crown aria-hidden="true" className="h-10 w-10" />
        </span>
        <h1 className="relative mt-8 font-display text-4xl font-semibold sm:text-5xl">
          {t('billing.welcome.titleStart')}{' '}
          <span className="text-gradient">
            {t('billing.welcome.titleAccent', { plan: planName })}
          </span>
        </h1>

        <div role="status" aria-live="polite" className="relative mt-6 flex justify-center">
          {finalizing ? (
            <p className="inline-flex items-center gap-2 rounded-full border border-line bg-surface/80 px-4 py-2 text-ink-muted">
              <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
              {t('billing.welcome.finalizing')}
            </p>
          ) : confirm.isSuccess ? (
            <div>
              <p className="inline-flex items-center gap-2 rounded-full border border-emerald-500/40 bg-emerald-500/10 px-4 py-2 font-semibold text-emerald-300">
                <CheckCircle2 aria-hidden="true" className="h-5 w-5" />
                {t('billing.welcome.confirmed')}
              </p>
              {plan ? (
                <p className="mt-3 text-ink-muted">
                  {t('billing.welcome.planActive', { plan: t(`planNames.${plan}`) })}
                </p>
              ) : null}
            </div>
          ) : (
            <p className="max-w-xl text-ink-muted">{t('billing.welcome.pendingNote')}</p>
          )}
        </div>
      </section>

      <ul className="mx-auto mt-14 grid max-w-5xl gap-5 md:grid-cols-3">
        {BENEFITS.map(({ id, Icon }) => (
          <li
            key={id}
            className="rounded-3xl border border-line bg-surface/80 p-6 transition-colors hover:border-gold/50"
          >
            <span className="inline-flex h-12 w-12 items-center justify-center rounded-2xl bg-amber-300/15 text-gold ring-1 ring-amber-200/30">
              <Icon aria-hidden="true" className="h-6 w-6" />
            </span>
            <h2 className="mt-5 text-lg font-semibold">
              {t(`billing.welcome.benefits.${id}.title`)}
            </h2>
            <p className="mt-2 text-sm text-ink-muted">
              {t(`billing.welcome.benefits.${id}.text`)}
            </p>
          </li>
        ))}
      </ul>

      <div className="mt-12 flex flex-col justify-center gap-3 min-[420px]:flex-row">
        <ButtonLink to={to('/models')} size="lg">
          <Compass aria-hidden="true" className="h-5 w-5" />
          {t('billing.welcome.models')}
        </ButtonLink>
        <ButtonLink to={to('/dashboard')} size="lg" variant="outline">
          <LayoutDashboard aria-hidden="true" className="h-5 w-5" />
          {t('billing.welcome.dashboard')}
        </ButtonLink>
      </div>
    </Container>
  );
}
