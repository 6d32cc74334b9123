import { Crown, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '#client/components/ui/button-link';
import { useLocalizedPath } from '#client/lib/language-context';

/** A premium image the visitor may not see: a blurred placeholder and the way to unlock it. */
export function LockedImageOverlay({ placeholderUrl }: { placeholderUrl: string }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <div className="absolute inset-0">
      <img
        src={placeholderUrl}
        alt=""
        aria-hidden="true"
        className="h-full w-full scale-125 object-cover blur-2xl brightness-75"
      />
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-gradient-to-b from-black/40 via-black/55 to-black/70 p-6 text-center">
        <span className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-amber-300/15 ring-1 ring-amber-200/50">
          <Lock aria-hidden="true" className="h-6 w-6 text-amber-200" />
        </span>
        <p className="font-display text-2xl font-semibold text-white">
          {t('profile.gallery.lockedTitle')}
        </p>
        <p className="text-sm text-white/80">{t('profile.gallery.lockedText')}</p>
        <ButtonLink to={to('/plans')} variant="premium" className="mt-2">
          <Crown aria-hidden="true" className="h-4 w-4" />
          {t('profile.gallery.upgrade')}
        </ButtonLink>
      </div>
    </div>
  );
}
