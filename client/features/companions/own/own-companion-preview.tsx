import { useTranslation } from 'react-i18next';
import { CARD_INTEREST_COUNT, splitInterests } from '#common/contracts/companion-rules';
import type { CompanionCard } from '#common/contracts/companions';
import { InitialsAvatar } from '#client/components/ui/initials-avatar';
import { CompanionCardView } from '../companion-card';
import type { OwnFormValues } from './own-form-values';

const PREVIEW_ID = '00000000-0000-4000-8000-000000000000';

/** Her card as the catalogue will show it, from what the form holds now. */
export function previewCardOf(values: OwnFormValues, avatarUrl: string, fallbackName: string) {
  const texts = values.texts[values.written];
  const interests = splitInterests(texts.interests);
  const age = /^\d+$/.test(values.age.trim()) ? Number(values.age) : null;
  return {
    id: PREVIEW_ID,
    slug: 'preview',
    name: texts.name.trim() || fallbackName,
    personality: texts.personality.trim(),
    avatar_url: avatarUrl,
    is_active: true,
    is_premium: false,
    age,
    location: texts.location.trim() || null,
    interests: interests.slice(0, CARD_INTEREST_COUNT),
    more_interests: Math.max(0, interests.length - CARD_INTEREST_COUNT),
  } satisfies CompanionCard;
}

/**
 * The live preview beside the form: her catalogue card and her greeting as the first chat
 * bubble, both updating as the user types. A polite live region would read every keystroke, so
 * the preview is not announced; the form's own fields are what a screen reader follows.
 */
export function OwnCompanionPreview({
  values,
  avatarUrl,
}: {
  values: OwnFormValues;
  avatarUrl: string;
}) {
  const { t } = useTranslation();
  const card = previewCardOf(values, avatarUrl, t('ownCompanions.preview.namePlaceholder'));
  const greeting = values.texts[values.written].greeting.trim();
  return (
    <section
      aria-labelledby="own-preview-title"
      className="flex flex-col gap-4"
      data-testid="own-preview"
    >
      <div>
        <h2 id="own-preview-title" className="font-display text-xl font-semibold">
          {t('ownCompanions.preview.title')}
        </h2>
        <p className="text-sm text-ink-muted">{t('ownCompanions.preview.text')}</p>
      </div>
      <div className="mx-auto w-full max-w-xs">
        <CompanionCardView companion={card} preview position={0} />
      </div>
      <div className="rounded-2xl border border-line bg-surface p-4">
        <h3 className="mb-3 text-sm font-semibold text-ink-muted">
          {t('ownCompanions.preview.firstMessage')}
        </h3>
        {greeting ? (
          <div className="flex items-end gap-2" data-testid="own-preview-greeting">
            {avatarUrl ? (
              <img
                src={avatarUrl}
                alt=""
                width={32}
                height={32}
                className="h-8 w-8 shrink-0 rounded-full object-cover ring-1 ring-line"
              />
            ) : (
              <InitialsAvatar name={card.name} className="h-8 w-8 text-xs ring-1" />
            )}
            <p className="max-w-[85%] rounded-2xl rounded-bl-md border border-line bg-surface-raised px-4 py-2.5 text-[0.95rem] leading-relaxed break-words whitespace-pre-wrap text-ink">
              {greeting}
            </p>
          </div>
        ) : (
          <p className="text-sm text-ink-subtle">{t('ownCompanions.preview.noGreeting')}</p>
        )}
      </div>
    </section>
  );
}
