import { Crown, Download } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCompanion } from '#common/contracts/admin-companions';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogRoot,
  DialogTitle,
} from '#client/components/ui/dialog';
import { formatNumber, formatRating, localeOf } from '#client/lib/format';
import { apiErrorMessage } from '#client/lib/api-error-message';
import { useLanguage } from '#client/lib/language-context';
import { toast } from '#client/lib/toast';
import { downloadCompanionCard } from './api';
import { CategoryBadge } from './category-badge';
import { localizedCompanion, shortDate } from './localized-companion';
import { CompanionAvatar } from './companion-avatar';
import { PhotoThumb } from './photo-picker';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs tracking-wide text-ink-subtle uppercase">{label}</dt>
      <dd className="mt-0.5 break-words text-ink">{children}</dd>
    </div>
  );
}

function ViewBody({ companion, onEdit }: { companion: AdminCompanion; onEdit: () => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const locale = localeOf(language);
  const text = localizedCompanion(companion, language);
  const yes = t('adminModels.view.yes');
  const no = t('adminModels.view.no');
  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-start gap-4 pr-6">
        <CompanionAvatar url={companion.avatar_url} name={text.name} className="h-20 w-20" />
        <div className="min-w-0">
          <DialogTitle className="font-display text-2xl font-semibold break-words">
            {text.name}
          </DialogTitle>
          <DialogDescription className="text-sm text-ink-muted">
            {language === 'bg' ? companion.name : companion.name_bg || companion.name}
            {companion.age !== null
              ? ` · ${t('adminModels.view.age', { age: companion.age })}`
              : ''}
            {text.location ? ` · ${text.location}` : ''}
          </DialogDescription>
          <div className="mt-2 flex flex-wrap gap-1.5">
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
        </div>
      </div>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Fact label={t('adminModels.view.personality')}>
          {text.personality || t('adminModels.card.noPersonality')}
        </Fact>
        <Fact label={t('adminModels.view.category')}>
          <CategoryBadge category={companion.category} />
        </Fact>
        <Fact label={t('adminModels.view.status')}>
          {companion.is_active ? t('adminModels.active') : t('adminModels.inactive')}
        </Fact>
        <Fact label={t('adminModels.view.premium')}>{companion.is_premium ? yes : no}</Fact>
        <Fact label={t('adminModels.view.description')}>
          <span className="whitespace-pre-wrap">{text.description}</span>
        </Fact>
        {text.interests ? (
          <Fact label={t('adminModels.view.interests')}>{text.interests}</Fact>
        ) : null}
      </dl>
      <section aria-labelledby="model-view-stats">
        <h3 id="model-view-stats" className="text-sm font-semibold text-ink-muted">
          {t('adminModels.view.statistics')}
        </h3>
        <dl className="mt-2 grid grid-cols-3 gap-2 rounded-2xl bg-canvas/50 p-3 text-center">
          <Fact label={t('adminModels.card.conversations')}>
            {formatNumber(companion.stats.conversations, language)}
          </Fact>
          <Fact label={t('adminModels.card.messages')}>
            {formatNumber(companion.stats.messages, language)}
          </Fact>
          <Fact label={t('adminModels.card.rating')}>
            {formatRating(companion.stats.rating, language)}
          </Fact>
        </dl>
      </section>
      {text.tags.length > 0 ? (
        <section aria-labelledby="model-view-tags">
          <h3 id="model-view-tags" className="text-sm font-semibold text-ink-muted">
            {t('adminModels.view.tags')}
          </h3>
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {text.tags.map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-surface-raised px-2.5 py-1 text-xs text-ink-muted ring-1 ring-line"
              >
                {tag}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {companion.photos.length > 0 ? (
        <section aria-labelledby="model-view-photos">
          <h3 id="model-view-photos" className="text-sm font-semibold text-ink-muted">
            {t('adminModels.view.photos')}
          </h3>
          <ul className="mt-2 grid grid-cols-4 gap-2">
            {companion.photos.map((photo) => (
              <li
                key={photo.media_id}
                className="aspect-[4/5] overflow-hidden rounded-xl bg-surface-raised"
              >
                <PhotoThumb
                  photo={{
                    kind: 'kept',
                    key: photo.media_id,
                    mediaId: photo.media_id,
                    url: photo.url,
                  }}
                  position={photo.position + 1}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <dl className="grid grid-cols-2 gap-4 border-t border-line pt-4 text-sm">
        <Fact label={t('adminModels.view.created')}>
          <time dateTime={companion.created_at}>{shortDate(companion.created_at, locale)}</time>
        </Fact>
        <Fact label={t('adminModels.view.updated')}>
          <time dateTime={companion.updated_at}>{shortDate(companion.updated_at, locale)}</time>
        </Fact>
      </dl>
      <CardExport companion={companion} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">{t('adminModels.view.close')}</Button>
        </DialogClose>
        <Button onClick={onEdit}>{t('adminModels.actions.edit')}</Button>
      </div>
    </div>
  );
}

/** Her Character Card, in the language the panel is shown in (the other rides in the card). */
function CardExport({ companion }: { companion: AdminCompanion }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [busy, setBusy] = useState<'png' | 'json' | null>(null);
  const download = async (format: 'png' | 'json') => {
    setBusy(format);
    try {
      await downloadCompanionCard(companion, format, language);
    } catch (error) {
      toast.error(t('adminModels.cardFile.exportFailed', { reason: apiErrorMessage(error, t) }));
    } finally {
      setBusy(null);
    }
  };
  return (
    <section
      aria-labelledby="admin-card-export"
      className="flex flex-col gap-2 border-t border-line pt-4"
    >
      <h3 id="admin-card-export" className="text-sm font-semibold text-ink-muted">
        {t('adminModels.cardFile.export')}
      </h3>
      <div className="flex flex-wrap gap-2">
        {(['png', 'json'] as const).map((format) => (
          <Button
            key={format}
            variant="outline"
            size="sm"
            disabled={busy !== null}
            onClick={() => void download(format)}
          >
            <Download aria-hidden="true" className="h-4 w-4" />
            {busy === format
              ? t('adminModels.cardFile.exporting')
              : format === 'png'
                ? t('adminModels.cardFile.exportPng')
                : t('adminModels.cardFile.exportJson')}
          </Button>
        ))}
      </div>
    </section>
  );
}

/**
 * A companion at a glance: personality, category, status, premium,
 * description, statistics, tags, photos, and the created and updated dates as short dates.
 */
export function CompanionViewDialog({
  companion,
  onClose,
  onEdit,
}: {
  companion: AdminCompanion | null;
  onClose: () => void;
  onEdit: (companion: AdminCompanion) => void;
}) {
  return (
    <DialogRoot open={companion !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-2xl">
        {companion ? <ViewBody companion={companion} onEdit={() => onEdit(companion)} /> : null}
      </DialogContent>
    </DialogRoot>
  );
}
