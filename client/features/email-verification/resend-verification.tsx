import { MailPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button';
import { cn } from '#client/components/ui/class-names';
import { resendFeedback } from './resend-feedback';
import { useResendVerification } from './resend-api';

/**
 * "Send the link again" for the signed-in user, with what came of it read out politely (the
 * reminder banner and the verify-email page's expired link).
 */
export function ResendVerification({
  className,
  buttonClassName,
  variant = 'secondary',
}: {
  className?: string;
  buttonClassName?: string;
  variant?: 'primary' | 'secondary';
}) {
  const { t } = useTranslation();
  const resend = useResendVerification();
  const feedback = resendFeedback(resend, t);
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Button
        type="button"
        size="sm"
        variant={variant}
        disabled={resend.isPending}
        className={buttonClassName}
        onClick={() => resend.mutate()}
      >
        <MailPlus aria-hidden="true" className="h-4 w-4" />
        {resend.isPending ? t('verifyReminder.sending') : t('verifyReminder.resend')}
      </Button>
      <p
        role="status"
        className={cn(
          'text-sm empty:hidden',
          feedback?.tone === 'problem' ? 'text-rose-300' : 'text-ink-muted',
        )}
      >
        {feedback?.text}
      </p>
    </div>
  );
}
