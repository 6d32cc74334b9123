import { Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent } from '#client/lib/format';
import { useLanguage } from '#client/lib/language-context';

/**
 * The marketing figures (10,000+ users, 500,000+ conversations, 15+ companions, 98%
 * satisfaction) are not measured data, so they are shown as what they are: targets.
 */
export const FIRST_YEAR_GOALS = {
  members: 10_000,
  conversations: 500_000,
  companions: 15,
  satisfaction: 0.98,
} as const;

export function AboutGoals() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const goals = [
    {
      value: `${formatNumber(FIRST_YEAR_GOALS.members, language)}+`,
      label: t('about.goals.members'),
    },
    {
      value: `${formatNumber(FIRST_YEAR_GOALS.conversations, language)}+`,
      label: t('about.goals.conversations'),
    },
    {
      value: `${formatNumber(FIRST_YEAR_GOALS.companions, language)}+`,
      label: t('about.goals.companions'),
    },
    {
      value: formatPercent(FIRST_YEAR_GOALS.satisfaction, language),
      label: t('about.goals.satisfaction'),
    },
  ];
  return (
    <section
      aria-labelledby="goals-title"
      className="rounded-[2rem] border border-line bg-gradient-to-br from-surface via-surface to-accent-strong/15 px-6 py-10 sm:px-10"
    >
      <div className="flex flex-col items-center text-center">
        <span className="inline-flex items-center gap-2 rounded-full bg-violet/15 px-3 py-1 text-sm font-medium text-violet-200 ring-1 ring-violet/40">
          <Flag aria-hidden="true" className="h-4 w-4" />
          {t('about.goals.badge')}
        </span>
        <h2 id="goals-title" className="mt-4 font-display text-3xl font-semibold sm:text-4xl">
          {t('about.goals.title')}
        </h2>
        <p className="mt-3 max-w-2xl text-ink-muted">{t('about.goals.intro')}</p>
      </div>
      <dl className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {goals.map((goal) => (
          <div
            key={goal.label}
            className="flex flex-col-reverse rounded-2xl bg-canvas/50 p-5 text-center ring-1 ring-line"
          >
            <dt className="mt-1 text-sm text-ink-muted">{goal.label}</dt>
            <dd className="font-display text-3xl font-semibold text-gradient sm:text-4xl">
              {goal.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 text-center text-xs text-ink-subtle">{t('about.goals.disclaimer')}</p>
    </section>
  );
}
