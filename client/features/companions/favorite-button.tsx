import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { cn } from '#client/components/ui/class-names';
import { useLocalizedPath } from '#client/lib/language-context';
import { withRedirect } from '#client/lib/redirect-target';
import { toast } from '#client/lib/toast';
import { useFavoriteToggle } from '#client/features/session';

/**
 * The favourite heart. Signed out it is a link to sign-in; signed in a toggle button.
 * `variant="labelled"` shows the text next to the icon (profile quick actions).
 */
export function FavoriteButton({
  companionId,
  modelName: companionName,
  variant = 'icon',
  className,
}: {
  companionId: string;
  modelName: string;
  variant?: 'icon' | 'labelled';
  className?: string;
}) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { pathname, search } = useLocation();
  const { isSignedIn, isFavorite, toggle } = useFavoriteToggle(companionId);

  const labelled = variant === 'labelled';
  const classes = cn(
    labelled
      ? 'inline-flex h-11 w-full items-center justify-center gap-2 rounded-full border border-line-strong px-5 text-sm font-semibold text-ink transition-colors hover:border-accent/60 hover:bg-surface-hover'
      : 'inline-flex h-10 w-10 items-center justify-center rounded-full bg-black/45 text-white ring-1 ring-white/15 backdrop-blur-md transition-colors hover:bg-black/65',
    className,
  );
  const icon = (
    <Heart
      aria-hidden="true"
      className={cn('h-5 w-5 transition-colors', isFavorite ? 'fill-accent text-accent' : '')}
    />
  );

  if (!isSignedIn) {
    const label = t('favorites.signInToAdd', { name: companionName });
    return (
      <Link
        to={withRedirect(to('/login'), pathname + search)}
        className={classes}
        aria-label={labelled ? undefined : label}
        onClick={() => toast.info(t('favorites.signInPrompt'))}
      >
        {icon}
        {labelled ? <span>{t('favorites.add')}</span> : null}
      </Link>
    );
  }

  return (
    <button
      type="button"
      className={classes}
      onClick={toggle}
      aria-pressed={labelled ? undefined : isFavorite}
      aria-label={labelled ? undefined : t('favorites.favoriteNamed', { name: companionName })}
    >
      {icon}
      {labelled ? <span>{isFavorite ? t('favorites.remove') : t('favorites.add')}</span> : null}
    </button>
  );
}
