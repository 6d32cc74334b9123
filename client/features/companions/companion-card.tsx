import { Crown, MapPin, MessageCircle, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CompanionCard } from '#common/contracts/companions';
import { Badge } from '#client/components/ui/badge';
import { InitialsAvatar } from '#client/components/ui/initials-avatar';
import { ButtonLink } from '#client/components/ui/button-link';
import { useLocalizedPath } from '#client/lib/language-context';
import { FavoriteButton } from './favorite-button';
import { EAGER_PORTRAIT_COUNT } from './preload-companions';
import { chatPath, companionPath } from './localize-companion';

/**
 * A companion in the catalogue. The whole card opens her profile: the name is the one link to it
 * and its ::after covers the card, so a click anywhere lands there while screen readers and the
 * keyboard meet a single, named link. Start Chat and the heart sit above that layer (z-10) and are
 * not inside the link, so each stays its own control. Start Chat is always shown.
 * `position` says where the card is in the list: the first ones are on screen when the page opens
 * and load at once (the very first at high priority, it is the page's largest paint), the rest
 * when they are scrolled near.
 */
export function CompanionCardView({
  companion,
  position = Infinity,
  preview = false,
}: {
  companion: CompanionCard;
  position?: number;
  /**
   * The create form's live preview: the same card, but nothing on it leads anywhere yet (she
   * does not exist), so it has no links, no heart and no Start Chat control; an empty avatar
   * shows her initials.
   */
  preview?: boolean;
}) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  // A card comes in the page's language (the catalogue asks with it): its texts show as sent.
  const text = companion;
  const shown = companion.interests;
  const hidden = companion.more_interests;
  const headingId = `model-card-${companion.id}`;

  return (
    <article
      aria-labelledby={headingId}
      className="group relative flex flex-col overflow-hidden rounded-3xl border border-line bg-surface shadow-xl shadow-black/25 transition duration-300 hover:-translate-y-1 hover:border-accent/40 hover:shadow-accent-strong/10 focus-within:border-accent/50 motion-reduce:hover:translate-y-0"
    >
      <div className="relative aspect-[4/5] overflow-hidden bg-surface-raised">
        {preview && !companion.avatar_url ? (
          <InitialsAvatar name={text.name} className="h-full w-full rounded-none text-5xl ring-0" />
        ) : (
          <img
            src={companion.avatar_url}
            alt={t('models.portraitAlt', { name: text.name })}
            loading={position < EAGER_PORTRAIT_COUNT ? 'eager' : 'lazy'}
            fetchPriority={position === 0 ? 'high' : 'auto'}
            decoding="async"
            width={400}
            height={500}
            className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:group-hover:scale-100"
          />
        )}
        <div className="pointer-events-none absolute inset-0 bg-gradient-to-t from-black/70 via-transparent via-45% to-transparent" />
        <div className="absolute top-3 left-3 flex flex-wrap gap-1.5">
          <Badge tone={companion.is_active ? 'active' : 'inactive'}>
            <span
              aria-hidden="true"
              className={`h-1.5 w-1.5 rounded-full ${companion.is_active ? 'bg-emerald-300' : 'bg-zinc-400'}`}
            />
            {companion.is_active ? t('models.active') : t('models.inactive')}
          </Badge>
          {companion.is_premium ? (
            <Badge tone="premium">
              <Crown aria-hidden="true" className="h-3 w-3" />
              {t('models.premium')}
            </Badge>
          ) : null}
        </div>
        {preview ? null : (
          <>
            <FavoriteButton
              companionId={companion.id}
              modelName={text.name}
              className="absolute top-3 right-3 z-10"
            />
            <div className="absolute inset-x-3 bottom-3 z-10 flex gap-2">
              <ButtonLink to={to(chatPath(companion))} size="sm" className="flex-1">
                <MessageCircle aria-hidden="true" className="h-4 w-4" />
                {t('models.startChat')}
              </ButtonLink>
            </div>
          </>
        )}
      </div>

      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <h2 id={headingId} className="font-display text-xl font-semibold break-words">
            {preview ? (
              text.name
            ) : (
              <Link
                to={to(companionPath(companion))}
                data-testid="model-card-link"
                className="rounded-sm outline-none after:absolute after:inset-0 after:rounded-3xl after:content-[''] focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-accent-soft"
              >
                {text.name}
              </Link>
            )}
          </h2>
          <p className="mt-0.5 line-clamp-2 text-sm text-ink-muted">{text.personality}</p>
        </div>
        <dl className="grid gap-1 text-sm text-ink-subtle">
          <div className="flex items-center gap-2">
            <dt className="sr-only">{t('models.ageLabel')}</dt>
            <User aria-hidden="true" className="h-4 w-4 shrink-0" />
            <dd>
              {companion.age === null
                ? t('models.ageUnknown')
                : t('models.age', { age: companion.age })}
            </dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="sr-only">{t('models.locationLabel')}</dt>
            <MapPin aria-hidden="true" className="h-4 w-4 shrink-0" />
            <dd>{text.location ?? t('models.locationUnknown')}</dd>
          </div>
        </dl>
        {shown.length > 0 ? (
          <ul className="mt-auto flex flex-wrap gap-1.5" aria-label={t('models.interestsLabel')}>
            {shown.map((interest) => (
              <li
                key={interest}
                className="rounded-full bg-surface-raised px-2.5 py-1 text-xs text-ink-muted ring-1 ring-line"
              >
                {interest}
              </li>
            ))}
            {hidden > 0 ? (
              <li className="rounded-full bg-accent/10 px-2.5 py-1 text-xs font-semibold text-accent-soft ring-1 ring-accent/30">
                <span aria-hidden="true">+{hidden}</span>
                <span className="sr-only">{t('models.moreInterests', { count: hidden })}</span>
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
