import { RotateCcw, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button';

/** 'Oops! Something went wrong' (or the given title and message) with Try Again. */
export function ErrorScreen({
  onRetry,
  title,
  message,
}: {
  onRetry: () => void;
  title?: string;
  message?: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex min-h-[60vh] flex-col items-center justify-center px-6 py-16 text-center"
    >
      <span className="inline-flex h-16 w-16 items-center justify-center rounded-full bg-rose-500/15 ring-1 ring-rose-400/40">
        <ShieldCheck aria-hidden="true" className="h-8 w-8 text-rose-200" />
      </span>
      <h1 className="mt-6 font-display text-3xl font-semibold sm:text-4xl">
        {title ?? t('errors.boundaryTitle')}
      </h1>
      <p className="mt-3 max-w-md text-ink-muted">{message ?? t('errors.boundaryText')}</p>
      <Button className="mt-8" size="lg" onClick={onRetry}>
        <RotateCcw aria-hidden="true" className="h-4 w-4" />
        {t('errors.tryAgain')}
      </Button>
    </div>
  );
}
