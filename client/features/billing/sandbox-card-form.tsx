import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, CreditCard, Loader2, Lock } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SandboxSession } from '#common/contracts/billing';
import { cn } from '#client/components/ui/class-names';
import { useLanguage } from '#client/lib/language-context';
import { billingKeys, paySandboxSession } from './api';
import {
  CARD_BRAND_LABELS,
  cardBrandOf,
  digitsOf,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
  validateCard,
  type CardFormErrors,
  type CardFormValues,
} from './card-input';
import { discountRejectionOf } from './discount-rejected-notice';
import { formatMoney } from './money';
import { sandboxPayErrorMessage } from './sandbox-errors';
import { SandboxTestCards } from './sandbox-test-cards';

const FIELD =
  'block w-full bg-white px-3.5 py-3 text-[15px] text-slate-900 placeholder:text-slate-400 focus:relative focus:z-10 focus:outline-none focus:ring-2 focus:ring-indigo-500/60 aria-[invalid=true]:text-rose-600';
const BOX = 'rounded-lg border border-slate-300 shadow-sm';
const LABEL = 'mb-1.5 block text-sm font-medium text-slate-700';

const EMPTY: CardFormValues = { number: '', expiry: '', cvc: '', name: '' };

/**
 * The hosted page's card form (light, like a payment provider's own page). The fields format
 * as they are typed (controlled inputs rather than react-hook-form, since every keystroke is
 * rewritten); the checks run on Pay and then live. The server decides the payment; on success
 * the browser goes where the server says (the welcome page).
 */
export function SandboxCardForm({ session }: { session: SandboxSession }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const id = useId();
  const [values, setValues] = useState<CardFormValues>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const errors: CardFormErrors = submitted ? validateCard(values) : {};
  const brand = cardBrandOf(values.number);
  const queryClient = useQueryClient();

  const pay = useMutation({
    mutationFn: () => {
      const expiry = parseExpiry(values.expiry)!;
      return paySandboxSession({
        sessionId: session.id,
        cardNumber: digitsOf(values.number),
        expMonth: expiry.month,
        expYear: expiry.year,
        cvc: digitsOf(values.cvc),
        name: values.name.trim() || undefined,
      });
    },
    onSuccess: ({ url }) => window.location.assign(url),
    // The code stopped holding: the page reloads the session, which now says why and offers
    // the checkout without it.
    onError: (error) => {
      if (discountRejectionOf(error)) {
        void queryClient.invalidateQueries({ queryKey: billingKeys.sandboxSession(session.id) });
      }
    },
  });
  const busy = pay.isPending || pay.isSuccess;

  const set = (field: keyof CardFormValues, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (busy || Object.keys(validateCard(values)).length > 0) return;
    pay.mutate();
  };

  const errorId = (field: keyof CardFormValues) => `${id}-${field}-error`;
  const described = (field: keyof CardFormValues, extra?: string) =>
    [errors[field] ? errorId(field) : null, extra].filter(Boolean).join(' ') || undefined;
  const cardErrors = (['number', 'expiry', 'cvc'] as const).filter((field) => errors[field]);

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={busy} className="grid gap-5">
      <SandboxTestCards
        onUse={(number) =>
          setValues((current) => ({
            ...current,
            number: formatCardNumber(number),
            expiry: current.expiry || `12 / ${String((new Date().getFullYear() + 3) % 100)}`,
            cvc: current.cvc || '123',
          }))
        }
      />

      <div>
        <label htmlFor={`${id}-email`} className={LABEL}>
          {t('billing.sandbox.email')}
        </label>
        <input
          id={`${id}-email`}
          value={session.email}
          readOnly
          className={cn(FIELD, BOX, 'bg-slate-50 text-slate-600')}
        />
      </div>

      <fieldset>
        <legend className={LABEL}>{t('billing.sandbox.cardInformation')}</legend>
        <div className={cn(BOX, 'overflow-hidden')}>
          <div className="relative">
            <label htmlFor={`${id}-number`} className="sr-only">
              {t('billing.sandbox.cardNumber')}
            </label>
            <input
              id={`${id}-number`}
              value={values.number}
              onChange={(event) => set('number', formatCardNumber(event.target.value))}
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="1234 1234 1234 1234"
              aria-invalid={errors.number ? true : undefined}
              aria-describedby={described('number', `${id}-brand`)}
              className={cn(FIELD, 'pr-28 tabular-nums')}
            />
            <span
              id={`${id}-brand`}
              className="pointer-events-none absolute inset-y-0 right-3 flex items-center gap-1.5 text-xs font-semibold text-slate-500"
            >
              <CreditCard aria-hidden="true" className="h-4 w-4" />
              {brand === 'unknown' ? null : CARD_BRAND_LABELS[brand]}
            </span>
          </div>
          <div className="grid grid-cols-2 border-t border-slate-300">
            <div className="border-r border-slate-300">
              <label htmlFor={`${id}-expiry`} className="sr-only">
                {t('billing.sandbox.expiry')}
              </label>
              <input
                id={`${id}-expiry`}
                value={values.expiry}
                onChange={(event) => {
                  const deleting = event.target.value.length < values.expiry.length;
                  set('expiry', formatExpiry(event.target.value, deleting));
                }}
                inputMode="numeric"
                autoComplete="cc-exp"
                placeholder={t('billing.sandbox.expiryPlaceholder')}
                aria-invalid={errors.expiry ? true : undefined}
                aria-describedby={described('expiry')}
                className={cn(FIELD, 'tabular-nums')}
              />
            </div>
            <div>
              <label htmlFor={`${id}-cvc`} className="sr-only">
                {t('billing.sandbox.cvc')}
              </label>
              <input
                id={`${id}-cvc`}
                value={values.cvc}
                onChange={(event) => set('cvc', digitsOf(event.target.value).slice(0, 4))}
                inputMode="numeric"
                autoComplete="cc-csc"
                placeholder="CVC"
                aria-invalid={errors.cvc ? true : undefined}
                aria-describedby={described('cvc')}
                className={cn(FIELD, 'tabular-nums')}
              />
            </div>
          </div>
        </div>
        {cardErrors.map((field) => (
          <p key={field} id={errorId(field)} className="mt-1.5 text-sm text-rose-600">
            {t(`billing.sandbox.validation.${errors[field]!}`)}
          </p>
        ))}
      </fieldset>

      <div>
        <label htmlFor={`${id}-name`} className={LABEL}>
          {t('billing.sandbox.name')}
        </label>
        <input
          id={`${id}-name`}
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
          autoComplete="cc-name"
          maxLength={200}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={described('name')}
          className={cn(FIELD, BOX)}
        />
        {errors.name ? (
          <p id={errorId('name')} className="mt-1.5 text-sm text-rose-600">
            {t(`billing.sandbox.validation.${errors.name}`)}
          </p>
        ) : null}
      </div>

      {pay.isError ? (
        <div
          role="alert"
          className="rounded-lg border border-rose-200 bg-rose-50 px-4 py-3 text-sm font-medium text-rose-700"
        >
          {sandboxPayErrorMessage(pay.error, t)}
        </div>
      ) : null}

      <button
        type="submit"
        disabled={busy}
        className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-lg bg-indigo-600 text-base font-semibold text-white shadow-md transition-colors hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 disabled:cursor-progress disabled:opacity-80"
      >
        {pay.isSuccess ? (
          <CheckCircle2 aria-hidden="true" className="h-5 w-5" />
        ) : pay.isPending ? (
          <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" />
        ) : (
          <Lock aria-hidden="true" className="h-4 w-4" />
        )}
        {pay.isSuccess
          ? t('billing.sandbox.paid')
          : pay.isPending
            ? t('billing.sandbox.processing')
            : t('billing.sandbox.pay', { amount: formatMoney(session.total, language) })}
      </button>
      <p aria-live="polite" className="sr-only">
        {pay.isPending
          ? t('billing.sandbox.processing')
          : pay.isSuccess
            ? t('billing.sandbox.paid')
            : ''}
      </p>
    </form>
  );
}
