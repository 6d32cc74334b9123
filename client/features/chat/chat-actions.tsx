import { Crown, Heart, Phone, Volume2, VolumeX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '#client/components/ui/class-names';
import { useLocalizedPath } from '#client/lib/language-context';
import { useFavoriteToggle } from '#client/features/session';
import { ClearDialog } from './clear-dialog';
import { MemoryPanel } from './memory-panel';

const ICON =
  'inline-flex h-10 w-10 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-surface-hover hover:text-ink disabled:opacity-50';

export interface ReadAloudControl {
  available: boolean;
  enabled: boolean;
  toggle: () => void;
}

/** What she remembers, read aloud, voice call, favourite and clear. */
export function ChatActions({
  conversationId,
  companionId,
  callId,
  name,
  isPremium,
  readAloud,
  busy,
  onClear,
}: {
  conversationId: string;
  companionId: string;
  callId: string;
  name: string;
  isPremium: boolean;
  readAloud: ReadAloudControl;
  busy: boolean;
  onClear: (keepMemories: boolean) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const favorite = useFavoriteToggle(companionId);
  return (
    <div role="group" aria-label={t('chat.header.actions')} className="flex items-center gap-0.5">
      <MemoryPanel conversationId={conversationId} name={name} triggerClassName={ICON} />
      {readAloud.available ? (
        <button
          type="button"
          className={cn(ICON, readAloud.enabled && 'text-accent')}
          aria-pressed={readAloud.enabled}
          aria-label={readAloud.enabled ? t('chat.readAloud.on') : t('chat.readAloud.off')}
          title={readAloud.enabled ? t('chat.readAloud.on') : t('chat.readAloud.off')}
          onClick={readAloud.toggle}
        >
          {readAloud.enabled ? (
            <Volume2 aria-hidden="true" className="h-5 w-5" />
          ) : (
            <VolumeX aria-hidden="true" className="h-5 w-5" />
          )}
        </button>
      ) : null}
      {isPremium ? (
        <Link
          to={to(`/call/${callId}`)}
          className={ICON}
          aria-label={t('chat.call.start', { name })}
          title={t('chat.call.start', { name })}
        >
          <Phone aria-hidden="true" className="h-5 w-5" />
        </Link>
      ) : (
        <Link
          to={to('/plans')}
          className={cn(ICON, 'relative')}
          aria-label={t('chat.call.premiumOnly', { name })}
          title={t('chat.call.premiumOnly', { name })}
        >
          <Phone aria-hidden="true" className="h-5 w-5 opacity-60" />
          <Crown aria-hidden="true" className="absolute top-1 right-1 h-3 w-3 text-gold" />
        </Link>
      )}
      <button
        type="button"
        className={ICON}
        aria-pressed={favorite.isFavorite}
        aria-label={t('favorites.favoriteNamed', { name })}
        onClick={favorite.toggle}
      >
        <Heart
          aria-hidden="true"
          className={cn('h-5 w-5', favorite.isFavorite && 'fill-accent text-accent')}
        />
      </button>
      <ClearDialog name={name} disabled={busy} onConfirm={onClear} triggerClassName={ICON} />
    </div>
  );
}
