import { AlertTriangle, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button';
import { cn } from './ui/class-names';

/** A failed load: title, message and Try Again, announced to screen readers. */
export function ErrorState({
  title,
  message,
  onRetry,
  className,
}: {
  title: string;
  message: string;
  onRetry?: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className={cn(
        'mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-rose-500/30 bg-rose-950/20 px-6 py-10 text-center',
        className,
      )}
    >
      <AlertTriangle aria-hidden="true" className="h-10 w-10 text-rose-300" />
      <h2 className="mt-4 font-display text-2xl font-semibold">{title}</h2>
      <p className="mt-2 text-ink-muted">{message}</p>
      {onRetry ? (
        <Button className="mt-6" onClick={onRetry}>
          <RotateCcw aria-hidden="true" className="h-4 w-4" />
          {t('errors.tryAgain')}
        </Button>
      ) : null}
    </div>
  );
}
