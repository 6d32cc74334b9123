import { AlertTriangle, RotateCcw, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button';
import { cn } from '#client/components/ui/class-names';

/**
 * The admin panel's dismissible error banner: a fixed title
 * ("Failed to load data"…), the reason when there is one, and Try again when it can be retried.
 */
export function ErrorBanner({
  title,
  detail,
  onRetry,
  onDismiss,
  className,
}: {
  title: string;
  detail?: string | null;
  onRetry?: () => void;
  onDismiss: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className={cn(
        'flex items-start gap-3 rounded-2xl border border-rose-500/40 bg-rose-950/30 px-4 py-3 text-sm text-rose-200',
        className,
      )}
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{title}</p>
        {detail ? <p className="mt-0.5 text-rose-200/90">{detail}</p> : null}
        {onRetry ? (
          <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
            <RotateCcw aria-hidden="true" className="h-4 w-4" />
            {t('admin.banner.retry')}
          </Button>
        ) : null}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={t('admin.banner.dismiss')}
        className="-m-1 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full hover:bg-rose-500/20"
      >
        <X aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  );
}
