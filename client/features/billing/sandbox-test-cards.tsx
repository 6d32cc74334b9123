import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The sandbox's test cards (Stripe's numbers) and what each one does. */
export const TEST_CARDS = [
  { number: '4242424242424242', outcome: 'success' },
  { number: '4000000000009995', outcome: 'insufficientFunds' },
  { number: '4000000000000002', outcome: 'declined' },
] as const;

const spaced = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * 'Sandbox — test mode': no real money moves. Lists the cards to try; Use fills one in (with a
 * future expiry and a CVC when those are still empty).
 */
export function SandboxTestCards({ onUse }: { onUse: (number: string) => void }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="sandbox-notice-title"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <h2 id="sandbox-notice-title" className="flex items-center gap-2 font-semibold">
        <FlaskConical aria-hidden="true" className="h-4 w-4" />
        {t('billing.sandbox.testMode')}
      </h2>
      <p className="mt-1 text-amber-800">{t('billing.sandbox.testModeText')}</p>
      <ul className="mt-3 grid gap-1.5">
        {TEST_CARDS.map(({ number, outcome }) => (
          <li key={number} className="flex items-center justify-between gap-3">
            <span className="min-w-0">
              <code className="font-mono font-semibold tabular-nums">{spaced(number)}</code>
              <span aria-hidden="true" className="hidden text-amber-800 sm:inline">
                {' — '}
              </span>
              <span className="block text-amber-800 sm:inline">
                <span className="sr-only">: </span>
                {t(`billing.sandbox.outcomes.${outcome}`)}
              </span>
            </span>
            <button
              type="button"
              onClick={() => onUse(number)}
              aria-label={t('billing.sandbox.useCard', { number: spaced(number) })}
              className="shrink-0 rounded-md border border-amber-300 bg-white/60 px-2.5 py-1 text-xs font-semibold text-amber-900 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-amber-600"
            >
              {t('billing.sandbox.use')}
            </button>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-amber-800">{t('billing.sandbox.anyExpiry')}</p>
    </section>
  );
}
