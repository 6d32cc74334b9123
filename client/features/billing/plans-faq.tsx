import { CalendarX, Lock, Repeat } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The three questions of the plans page: cancelling, changing plans, paying safely. */
export function PlansFaq() {
  const { t } = useTranslation();
  const items = [
    { id: 'cancel', Icon: CalendarX },
    { id: 'change', Icon: Repeat },
    { id: 'secure', Icon: Lock },
  ] as const;
  return (
    <section aria-labelledby="plans-faq-title" className="mt-20">
      <h2 id="plans-faq-title" className="text-center font-display text-3xl font-semibold">
        {t('billing.faq.title')}
      </h2>
      <dl className="mt-8 grid gap-5 md:grid-cols-3">
        {items.map(({ id, Icon }) => (
          <div key={id} className="rounded-3xl border border-line bg-surface/70 p-6">
            <dt className="flex items-start gap-3 font-semibold text-ink">
              <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-accent" />
              {t(`billing.faq.${id}.question`)}
            </dt>
            <dd className="mt-3 text-sm leading-relaxed text-ink-muted">
              {t(`billing.faq.${id}.answer`)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
