import { ArrowLeft, Crown, MapPin, MessageCircle, Star, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CompanionDetail } from '#common/contracts/companions';
import { Badge } from '#client/components/ui/badge';
import { ButtonLink } from '#client/components/ui/button-link';
import { formatRating } from '#client/lib/format';
import { useLanguage, useLocalizedPath } from '#client/lib/language-context';
import { FavoriteButton } from '../favorite-button';
import { chatPath, type LocalizedCompanion } from '../localize-companion';

export function ProfileBackLink() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <Link
      to={to('/models')}
      className="inline-flex items-center gap-2 rounded-full py-1 pr-3 text-sm font-medium text-ink-muted hover:text-ink"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {t('profile.back')}
    </Link>
  );
}

export function ProfileHeader({
  companion,
  text,
}: {
  companion: CompanionDetail;
  text: LocalizedCompanion;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const to = useLocalizedPath();

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={companion.is_active ? 'active' : 'inactive'}>
          {companion.is_active ? t('models.active') : t('models.inactive')}
        </Badge>
        {companion.is_premium ? (
          <Badge tone="premium">
            <Crown aria-hidden="true" className="h-3 w-3" />
            {t('models.premium')}
          </Badge>
        ) : null}
      </div>
      <div>
        <h1 className="flex items-center gap-3 font-display text-4xl font-semibold sm:text-5xl">
          {text.name}
          {companion.is_premium ? (
            <Crown
              role="img"
              aria-label={t('profile.premiumCompanion')}
              className="h-8 w-8 shrink-0 text-gold"
            />
          ) : null}
        </h1>
        <p className="mt-2 text-lg text-accent-soft">{text.personality}</p>
      </div>
      <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink-muted">
        <li className="flex items-center gap-1.5">
          <User aria-hidden="true" className="h-4 w-4 text-ink-subtle" />
          {companion.age === null
            ? t('models.ageUnknown')
            : t('models.age', { age: companion.age })}
        </li>
        <li className="flex items-center gap-1.5">
          <MapPin aria-hidden="true" className="h-4 w-4 text-ink-subtle" />
          {text.location ?? t('models.locationUnknown')}
        </li>
        <li className="flex items-center gap-1.5">
          <Star aria-hidden="true" className="h-4 w-4 fill-gold text-gold" />
          <span className="sr-only">{t('profile.ratingLabel')}</span>
          {formatRating(companion.rating, language)}
        </li>
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <ButtonLink to={to(chatPath(companion))} size="lg" className="flex-1 sm:flex-none">
          <MessageCircle aria-hidden="true" className="h-5 w-5" />
          {t('profile.startChat')}
        </ButtonLink>
        <FavoriteButton
          companionId={companion.id}
          modelName={text.name}
          className="h-12 w-12 bg-surface-raised ring-line hover:bg-surface-hover"
        />
      </div>
    </div>
  );
}
