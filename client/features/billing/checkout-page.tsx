import { Check, Crown, Lock, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { Container } from '#client/components/ui/container';
import { PageTitle } from '#client/components/ui/page-title';
import { checkoutFailureMessage, discountErrorMessage } from './checkout-errors';
import { checkoutParamsOf } from './checkout-params';
import { BackToPlans, CheckoutFailure, CheckoutPreparing, UnknownPlan } from './checkout-views';
import { DiscountCodeField } from './discount-code-field';
import { OrderSummary } from './order-summary';
import { useCheckoutOrder } from './use-checkout-order';

/**
 * Checkout (`?plan=premium|pro&billing=monthly|yearly`): the server's order summary, what the
 * plan includes, a discount code, and 'Proceed to Secure Checkout' to the provider's hosted page.
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { planId, cycle } = checkoutParamsOf(params);
  const order = useCheckoutOrder(planId, cycle);
  const { plans, plan, quote, applyCode, checkout } = order;

  const title = <PageTitle title={t('billing.checkout.pageTitle')} />;

  if (!order.known) {
    return (
      <>
        {title}
        <UnknownPlan />
      </>
    );
  }
  // A failed background refresh keeps the order already shown.
  const loadError = (plans.isError && !plans.data) || (quote.isError && !quote.data);
  if (checkout.isError || loadError) {
    const error = checkout.error ?? plans.error ?? quote.error;
    return (
      <>
        {title}
        <CheckoutFailure message={checkoutFailureMessage(error, t)} />
      </>
    );
  }
  // Also while the browser leaves for the provider's page after a success.
  if (!plan || !quote.data || checkout.isPending || checkout.isSuccess) {
    return (
      <>
        {title}
        <CheckoutPreparing />
      </>
    );
  }

  return (
    <Container className="py-10 sm:py-14">
      {title}
      <BackToPlans />
      <header className="mt-6 mb-8">
        <h1 className="font-display text-3xl font-semibold sm:text-4xl">
          {t('billing.checkout.title')}
        </h1>
        <p className="mt-2 text-ink-muted">{t('billing.checkout.subtitle', { plan: plan.name })}</p>
      </header>

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-8">
        <Card className="p-6 sm:p-8 lg:sticky lg:top-24 lg:order-2">
          <h2 className="font-display text-xl font-semibold">{t('billing.summary.title')}</h2>
          <div className="mt-5">
            <OrderSummary quote={quote.data} planName={plan.name} />
          </div>
          <div className="mt-6">
            <DiscountCodeField
              applied={quote.data.discount}
              checking={applyCode.isPending}
              error={applyCode.isError ? discountErrorMessage(applyCode.error, t) : null}
              onApply={(code) => applyCode.mutate(code)}
              onRemove={order.removeCode}
            />
          </div>
          <Button
            variant="premium"
            size="lg"
            // On a phone the label may take two lines rather than push the card wider.
            className="mt-6 h-auto min-h-12 w-full py-3 text-center whitespace-normal"
            onClick={() => checkout.mutate()}
          >
            <Lock aria-hidden="true" className="h-4 w-4" />
            {t('billing.checkout.proceed')}
          </Button>
          <p className="mt-4 flex items-start gap-2 text-xs text-ink-subtle">
            <ShieldCheck aria-hidden="true" className="h-4 w-4 shrink-0 text-emerald-300" />
            {t('billing.checkout.secureNote')}
          </p>
        </Card>

        <section
          aria-labelledby="included-title"
          className="rounded-3xl border border-line bg-gradient-to-br from-amber-300/10 via-surface/80 to-surface/80 p-6 sm:p-8 lg:order-1"
        >
          <p className="inline-flex items-center gap-2 rounded-full bg-amber-300/15 px-3 py-1 text-sm font-semibold text-amber-200 ring-1 ring-amber-200/30">
            <Crown aria-hidden="true" className="h-4 w-4" />
            {plan.name}
          </p>
          <h2 id="included-title" className="mt-4 font-display text-2xl font-semibold">
            {t('billing.checkout.included')}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{plan.description}</p>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {plan.features.map((feature) => (
              <li key={feature} className="flex items-start gap-3 text-sm">
                <span
                  aria-hidden="true"
                  className="mt-0.5 inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-accent/15 text-accent"
                >
                  <Check className="h-3.5 w-3.5" />
                </span>
                <span className="text-ink-muted">{feature}</span>
              </li>
            ))}
          </ul>
          <p className="mt-8 text-sm text-ink-subtle">{t('billing.checkout.cancelAnytime')}</p>
        </section>
      </div>
    </Container>
  );
}
