import { Crown, Eye, MessageCircle, MessagesSquare, Pencil, Star, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminCompanion } from '#common/contracts/admin-companions';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { formatNumber, formatRating } from '#client/lib/format';
import { useLanguage } from '#client/lib/language-context';
import { CategoryBadge } from './category-badge';
import { localizedCompanion } from './localized-companion';
import { CompanionAvatar } from './companion-avatar';

/**
 * One companion in the management grid: photo, name, personality, a
 * two-line description, statistics, category, Premium and Active/Inactive badges, and the view,
 * edit and delete actions.
 */
export function AdminCompanionCard({
  companion,
  onView,
  onEdit,
  onDelete,
}: {
  companion: AdminCompanion;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const text = localizedCompanion(companion, language);
  const headingId = `admin-model-${companion.id}`;
  const stats = [
    {
      icon: <MessagesSquare aria-hidden="true" className="h-3.5 w-3.5" />,
      label: t('adminModels.card.conversations'),
      value: formatNumber(companion.stats.conversations, language),
    },
    {
      icon: <MessageCircle aria-hidden="true" className="h-3.5 w-3.5" />,
      label: t('adminModels.card.messages'),
      value: formatNumber(companion.stats.messages, language),
    },
    {
      icon: <Star aria-hidden="true" className="h-3.5 w-3.5" />,
      label: t('adminModels.card.rating'),
      value: formatRating(companion.stats.rating, language),
    },
  ];
  return (
    <article
      aria-labelledby={headingId}
      data-testid="admin-model-card"
      className="flex flex-col gap-4 rounded-3xl border border-line bg-surface/80 p-4 shadow-xl shadow-black/20 transition-colors hover:border-accent/40"
    >
      <div className="flex items-center gap-3">
        <CompanionAvatar url={companion.avatar_url} name={text.name} className="h-14 w-14" />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="truncate font-display text-lg font-semibold">
            {text.name}
          </h3>
          <p className="truncate text-sm text-ink-muted" title={text.personality}>
            {text.personality || t('adminModels.card.noPersonality')}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-1.5">
        <CategoryBadge category={companion.category} />
        {companion.is_premium ? (
          <Badge tone="premium">
            <Crown aria-hidden="true" className="h-3 w-3" />
            {t('adminModels.premium')}
          </Badge>
        ) : null}
        <Badge tone={companion.is_active ? 'active' : 'inactive'}>
          {companion.is_active ? t('adminModels.active') : t('adminModels.inactive')}
        </Badge>
      </div>
      <p className="line-clamp-2 min-h-10 text-sm text-ink-muted">{text.description}</p>
      <dl className="grid grid-cols-3 divide-x divide-line rounded-2xl bg-canvas/50 py-2 text-center">
        {stats.map((stat) => (
          <div key={stat.label} className="flex min-w-0 flex-col items-center gap-0.5 px-1">
            <dt className="w-full truncate text-[0.7rem] text-ink-subtle" title={stat.label}>
              {stat.label}
            </dt>
            <dd className="flex items-center gap-1 font-semibold text-ink">
              <span className="text-ink-subtle">{stat.icon}</span>
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-auto flex gap-2">
        <Button variant="secondary" size="sm" className="flex-1" onClick={onView}>
          <Eye aria-hidden="true" className="h-4 w-4" />
          <span aria-hidden="true">{t('adminModels.actions.view')}</span>
          <span className="sr-only">{t('adminModels.actions.viewNamed', { name: text.name })}</span>
        </Button>
        <Button variant="secondary" size="sm" className="flex-1" onClick={onEdit}>
          <Pencil aria-hidden="true" className="h-4 w-4" />
          <span aria-hidden="true">{t('adminModels.actions.edit')}</span>
          <span className="sr-only">{t('adminModels.actions.editNamed', { name: text.name })}</span>
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="h-9 w-9 text-rose-300 hover:bg-rose-500/15 hover:text-rose-200"
          onClick={onDelete}
          aria-label={t('adminModels.actions.deleteNamed', { name: text.name })}
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
        </Button>
      </div>
    </article>
  );
}
