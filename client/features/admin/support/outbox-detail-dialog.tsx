import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogRoot,
  DialogTitle,
} from '#client/components/ui/dialog';
import { localeOf } from '#client/lib/format';
import { useLanguage } from '#client/lib/language-context';
import type { OutboxMessage } from '#common/contracts/support';
import { OutboxStatus } from './outbox-status';
import { formatDateTime } from './ticket-labels';

/** One e-mail: who, when, how it went, and its plain-text body exactly as sent. */
export function OutboxDetailDialog({
  message,
  onClose,
}: {
  message: OutboxMessage | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const locale = localeOf(language);
  return (
    <DialogRoot open={message !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="flex max-h-[90dvh] flex-col sm:max-w-2xl">
        {message ? (
          <>
            <DialogTitle className="pr-6 font-display text-xl font-semibold break-words">
              {message.subject}
            </DialogTitle>
            <DialogDescription className="sr-only">
              {t('adminSupport.outbox.detailText')}
            </DialogDescription>
            <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-ink-subtle">{t('adminSupport.outbox.recipient')}</dt>
                <dd className="break-all">{message.to}</dd>
              </div>
              <div>
                <dt className="text-ink-subtle">{t('adminSupport.outbox.template')}</dt>
                <dd className="font-mono">
                  {message.template} · {message.language}
                </dd>
              </div>
              <div>
                <dt className="text-ink-subtle">{t('adminSupport.outbox.created')}</dt>
                <dd>{formatDateTime(message.created_at, locale)}</dd>
              </div>
              <div>
                <dt className="text-ink-subtle">{t('adminSupport.outbox.statusLabel')}</dt>
                <dd className="flex flex-wrap items-center gap-2">
                  <OutboxStatus status={message.status} />
                  {message.sent_at ? (
                    <span className="text-ink-muted">
                      {formatDateTime(message.sent_at, locale)}
                    </span>
                  ) : null}
                </dd>
              </div>
            </dl>
            {message.error ? (
              <p className="mt-3 rounded-xl border border-rose-500/40 bg-rose-950/30 px-3 py-2 text-sm text-rose-200">
                {message.error}
              </p>
            ) : null}
            <h4 className="mt-4 text-sm font-medium text-ink-subtle">
              {t('adminSupport.outbox.body')}
            </h4>
            <pre
              tabIndex={0}
              className="mt-1.5 min-h-24 overflow-auto rounded-xl border border-line bg-canvas/60 p-4 font-sans text-sm leading-relaxed break-words whitespace-pre-wrap text-ink"
            >
              {message.text}
            </pre>
            <div className="mt-4 flex justify-end">
              <DialogClose asChild>
                <Button variant="outline">{t('adminSupport.close')}</Button>
              </DialogClose>
            </div>
          </>
        ) : null}
      </DialogContent>
    </DialogRoot>
  );
}
