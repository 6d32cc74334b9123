import { useTranslation } from 'react-i18next';
import { LogoMark } from './logo';

/** Full screen while stored preferences are read; fades in late so a quick read shows nothing. */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-dvh flex-col items-center justify-center gap-4">
      <div className="flex flex-col items-center gap-4 opacity-0 [animation:fade-in_.3s_.2s_ease-out_forwards] motion-reduce:opacity-100">
        <LogoMark className="h-14 w-14 animate-pulse motion-reduce:animate-none" />
        <p className="font-display text-xl text-ink-muted">{t('app.loading')}</p>
      </div>
    </div>
  );
}
