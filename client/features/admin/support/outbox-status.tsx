import { useTranslation } from 'react-i18next';
import { cn } from '#client/components/ui/class-names';
import type { OutboxMessage } from '#common/contracts/support';

const STATUS_TONES: Record<OutboxMessage['status'], string> = {
  stored: 'bg-sky-950/70 text-sky-200 ring-sky-500/40',
  sent: 'bg-emerald-950/80 text-emerald-300 ring-emerald-500/40',
  failed: 'bg-rose-950/80 text-rose-200 ring-rose-500/50',
};

/** stored (no SMTP, or not yet delivered), sent or failed. */
export function OutboxStatus({ status }: { status: OutboxMessage['status'] }) {
  const { t } = useTranslation();
  const labels = {
    stored: t('adminSupport.outbox.status.stored'),
    sent: t('adminSupport.outbox.status.sent'),
    failed: t('adminSupport.outbox.status.failed'),
  };
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        STATUS_TONES[status],
      )}
    >
      {labels[status]}
    </span>
  );
}
