import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Clock, SearchX } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '#client/components/error-state';
import { ButtonLink } from '#client/components/ui/button-link';
import { Container } from '#client/components/ui/container';
import { PageTitle } from '#client/components/ui/page-title';
import { Skeleton } from '#client/components/ui/skeleton';
import { isApiError } from '#client/lib/api-client';
import { apiErrorMessage } from '#client/lib/api-error-message';
import { useLocalizedPath } from '#client/lib/language-context';
import { sandboxSessionQuery } from './api';
import { DiscountRejectedNotice } from './discount-rejected-notice';
import { SandboxCardForm } from './sandbox-card-form';
import { SandboxOrderPanel } from './sandbox-order-panel';

function Notice({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <Container className="flex flex-col items-center py-20 text-center">
      <span className="inline-flex h-16 w-16 items-center justify-center rounded-full bg-surface-raised ring-1 ring-line">
        {icon}
      </span>
      <h1 className="mt-6 font-display text-3xl font-semibold">{title}</h1>
      <p className="mt-3 max-w-md text-ink-muted">{text}</p>
      {action ? <div className="mt-8">{action}</div> : null}
    </Container>
  );
}

/**
 * The sandbox provider's hosted checkout (`/{lang}/sandbox-checkout/{sessionId}`): looks and
 * behaves like a card payment page, takes Stripe's test cards, and sends the browser back to
 * Amora's welcome page once paid (or at once when the session was already paid).
 */
export function SandboxCheckoutPage({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const query = useQuery({ ...sandboxSessionQuery(sessionId), enabled: sessionId !== '' });
  const session = query.data;
  const completed = session?.status === 'complete';

  useEffect(() => {
    if (completed && session) window.location.assign(session.success_url);
  }, [completed, session]);

  const title = <PageTitle title={t('billing.sandbox.pageTitle')} />;

  if (sessionId === '' || (query.isError && isApiError(query.error) && query.error.isNotFound)) {
    return (
      <>
        {title}
        <Notice
          icon={<SearchX aria-hidden="true" className="h-8 w-8 text-accent" />}
          title={t('billing.sandbox.notFoundTitle')}
          text={t('billing.sandbox.notFoundText')}
          action={<ButtonLink to={to('/plans')}>{t('billing.checkout.back')}</ButtonLink>}
        />
      </>
    );
  }
  if (query.isError) {
    return (
      <Container className="py-16">
        {title}
        <ErrorState
          title={t('billing.sandbox.errorTitle')}
          message={apiErrorMessage(query.error, t)}
          onRetry={() => void query.refetch()}
        />
      </Container>
    );
  }
  if (!session) {
    return (
      <Container className="max-w-5xl py-10">
        {title}
        <div role="status" className="grid gap-8 md:grid-cols-2">
          <span className="sr-only">{t('billing.sandbox.loading')}</span>
          <Skeleton className="h-72 rounded-3xl" />
          <Skeleton className="h-[30rem] rounded-3xl" />
        </div>
      </Container>
    );
  }
  if (completed) {
    return (
      <>
        {title}
        <div role="status">
          <Notice
            icon={<CheckCircle2 aria-hidden="true" className="h-8 w-8 text-emerald-300" />}
            title={t('billing.sandbox.completeTitle')}
            text={t('billing.sandbox.completeText')}
          />
        </div>
      </>
    );
  }
  if (session.status === 'rejected') {
    return (
      <Container className="py-20">
        {title}
        <DiscountRejectedNotice
          rejection={{
            code: session.discount?.code ?? '',
            reason: session.rejection_reason ?? 'exhausted',
            refunded: false,
            planId: session.plan_id,
            cycle: session.billing_cycle,
          }}
        />
      </Container>
    );
  }
  if (session.status === 'expired') {
    return (
      <>
        {title}
        <Notice
          icon={<Clock aria-hidden="true" className="h-8 w-8 text-accent" />}
          title={t('billing.sandbox.expiredTitle')}
          text={t('billing.sandbox.errors.expired')}
          action={
            <a href={session.cancel_url} className="font-semibold text-accent hover:underline">
              {t('billing.checkout.back')}
            </a>
          }
        />
      </>
    );
  }

  return (
    <Container className="max-w-5xl py-8 sm:py-12">
      {title}
      <div className="grid overflow-hidden rounded-3xl border border-line shadow-2xl shadow-black/40 md:grid-cols-2">
        <section aria-label={t('billing.sandbox.orderLabel')} className="bg-surface/90 p-6 sm:p-10">
          <SandboxOrderPanel session={session} />
        </section>
        <section
          aria-labelledby="sandbox-pay-title"
          className="bg-white p-6 text-slate-900 sm:p-10"
        >
          <h1 id="sandbox-pay-title" className="mb-5 text-xl font-semibold text-slate-900">
            {t('billing.sandbox.payWithCard')}
          </h1>
          <SandboxCardForm session={session} />
          <p className="mt-6 text-center text-xs text-slate-500">{t('billing.sandbox.footer')}</p>
        </section>
      </div>
    </Container>
  );
}
