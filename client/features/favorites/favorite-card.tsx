import { Crown, Heart, MapPin, MessageCircle, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FavoriteCompanion } from '#common/contracts/favorites';
import { Badge } from '#client/components/ui/badge';
import { ButtonLink } from '#client/components/ui/button-link';
import { useLocalizedPath } from '#client/lib/language-context';

/** A favourite companion: portrait, a few facts, Chat, Profile and the heart that removes her. */
export function FavoriteCard({
  companion,
  onRemove,
}: {
  companion: FavoriteCompanion;
  onRemove: (companion: FavoriteCompanion) => void;
}) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  // Cards come in the page's language.
  const text = companion;
  const slug = companion.slug.toLowerCase();
  const headingId = `favorite-${companion.id}`;

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-3xl border border-line bg-surface shadow-xl shadow-black/20"
    >
      <div className="relative aspect-[4/5] bg-surface-raised">
        <img
          src={companion.avatar_url}
          alt={t('models.portraitAlt', { name: text.name })}
          loading="lazy"
          width={400}
          height={500}
          className="h-full w-full object-cover"
        />
        {companion.is_premium ? (
          <Badge tone="premium" className="absolute top-3 left-3">
            <Crown aria-hidden="true" className="h-3 w-3" />
            {t('models.premium')}
          </Badge>
        ) : null}
        <button
          type="button"
          onClick={() => onRemove(companion)}
          aria-label={t('favoritesPage.removeNamed', { name: text.name })}
          className="absolute top-3 right-3 inline-flex h-10 w-10 items-center justify-center rounded-full bg-black/45 text-white ring-1 ring-white/15 backdrop-blur-md hover:bg-black/65"
        >
          <Heart aria-hidden="true" className="h-5 w-5 fill-accent text-accent" />
        </button>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <h2 id={headingId} className="font-display text-xl font-semibold">
            {text.name}
          </h2>
          <p className="mt-0.5 line-clamp-2 text-sm text-ink-muted">{text.personality}</p>
        </div>
        <ul className="grid gap-1 text-sm text-ink-subtle">
          <li className="flex items-center gap-2">
            <User aria-hidden="true" className="h-4 w-4 shrink-0" />
            {companion.age === null
              ? t('models.ageUnknown')
              : t('models.age', { age: companion.age })}
          </li>
          <li className="flex items-center gap-2">
            <MapPin aria-hidden="true" className="h-4 w-4 shrink-0" />
            {text.location ?? t('models.locationUnknown')}
          </li>
        </ul>
        <div className="mt-auto grid grid-cols-2 gap-2">
          <ButtonLink to={to(`/chat/${slug}`)} size="sm">
            <MessageCircle aria-hidden="true" className="h-4 w-4" />
            {t('favoritesPage.chat')}
          </ButtonLink>
          <ButtonLink to={to(`/model/${slug}`)} size="sm" variant="outline">
            <User aria-hidden="true" className="h-4 w-4" />
            {t('favoritesPage.profile')}
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
