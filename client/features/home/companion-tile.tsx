import { ArrowRight, Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CompanionCard } from '#common/contracts/companions';
import { Badge } from '#client/components/ui/badge';
import { Skeleton } from '#client/components/ui/skeleton';
import { useLocalizedPath } from '#client/lib/language-context';
import { companionPath } from '#client/features/companions';

/** A companion on the home page: portrait, name, style and a View Profile link. */
export function CompanionTile({
  companion,
  size = 'md',
}: {
  companion: CompanionCard;
  size?: 'md' | 'lg';
}) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  // Cards come in the page's language.
  const text = companion;

  return (
    <article className="group relative overflow-hidden rounded-3xl border border-line bg-surface shadow-xl shadow-black/30">
      <div className={size === 'lg' ? 'aspect-[3/4]' : 'aspect-[4/5]'}>
        <img
          src={companion.avatar_url}
          alt={t('models.portraitAlt', { name: text.name })}
          loading="lazy"
          decoding="async"
          width={400}
          height={500}
          className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:group-hover:scale-100"
        />
      </div>
      <div className="absolute inset-0 bg-gradient-to-t from-black/90 via-black/30 to-transparent" />
      {companion.is_premium ? (
        <Badge tone="premium" className="absolute top-3 left-3">
          <Crown aria-hidden="true" className="h-3 w-3" />
          {t('models.premium')}
        </Badge>
      ) : null}
      <div className="absolute inset-x-0 bottom-0 p-4 sm:p-5">
        <h3 className="font-display text-2xl font-semibold text-white">{text.name}</h3>
        <p className="mt-0.5 line-clamp-2 text-sm text-white/80">{text.personality}</p>
        <Link
          to={to(companionPath(companion))}
          className="mt-3 inline-flex items-center gap-1.5 rounded-full text-sm font-semibold text-accent-soft hover:text-white"
        >
          {t('home.viewProfile')}
          <span className="sr-only">: {text.name}</span>
          <ArrowRight
            aria-hidden="true"
            className="h-4 w-4 transition-transform group-hover:translate-x-1"
          />
        </Link>
      </div>
    </article>
  );
}

export function CompanionTileSkeleton({ size = 'md' }: { size?: 'md' | 'lg' }) {
  return (
    <Skeleton className={size === 'lg' ? 'aspect-[3/4] rounded-3xl' : 'aspect-[4/5] rounded-3xl'} />
  );
}
