import { Activity, MessagesSquare, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanionDetail } from '#common/contracts/companions';
import { Card } from '#client/components/ui/card';
import { formatNumber, formatRating } from '#client/lib/format';
import { useLanguage } from '#client/lib/language-context';

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <div className="rounded-2xl bg-surface-raised/70 p-4 ring-1 ring-line">
      <dt className="flex items-center gap-2 text-xs font-medium tracking-wide text-ink-subtle uppercase">
        {icon}
        {label}
      </dt>
      <dd className="mt-2 text-lg font-semibold text-ink">{value}</dd>
    </div>
  );
}

export function ProfileStats({ companion }: { companion: CompanionDetail }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const iconClass = 'h-4 w-4 text-accent';
  return (
    <Card className="p-6">
      <h2 className="font-display text-2xl font-semibold">{t('profile.stats.title')}</h2>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        <Stat
          icon={<MessagesSquare aria-hidden="true" className={iconClass} />}
          label={t('profile.stats.conversations')}
          value={formatNumber(companion.conversations_count, language)}
        />
        <Stat
          icon={<Star aria-hidden="true" className={iconClass} />}
          label={t('profile.stats.rating')}
          value={t('profile.stats.ratingValue', {
            value: formatRating(companion.rating, language),
            max: formatRating(5, language),
          })}
        />
        <Stat
          icon={<Activity aria-hidden="true" className={iconClass} />}
          label={t('profile.stats.status')}
          value={
            <span className="inline-flex items-center gap-2">
              <span
                aria-hidden="true"
                className={`h-2.5 w-2.5 rounded-full ${companion.is_active ? 'animate-pulse bg-emerald-400 motion-reduce:animate-none' : 'bg-zinc-500'}`}
              />
              {companion.is_active ? t('profile.stats.online') : t('profile.stats.offline')}
            </span>
          }
        />
      </dl>
    </Card>
  );
}
