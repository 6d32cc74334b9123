import { Mail, MailX, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button';
import { SearchInput } from '#client/components/ui/search-input';
import { Skeleton } from '#client/components/ui/skeleton';
import { localeOf } from '#client/lib/format';
import { useLanguage } from '#client/lib/language-context';
import type { OutboxMessage } from '#common/contracts/support';
import { useOutbox } from './api';
import { OutboxDetailDialog } from './outbox-detail-dialog';
import { OutboxStatus } from './outbox-status';
import { formatDateTime } from './ticket-labels';

/** The e-mails the app sent or kept (admins), newest first, filtered by recipient. */
export function OutboxView() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [draft, setDraft] = useState('');
  const [recipient, setRecipient] = useState('');
  const [opened, setOpened] = useState<OutboxMessage | null>(null);
  const query = useOutbox(recipient, true);
  const messages = query.data?.pages.flatMap((page) => page.messages) ?? [];

  const applyFilter = (event: FormEvent) => {
    event.preventDefault();
    setRecipient(draft.trim().toLowerCase());
  };

  return (
    <div className="flex flex-col gap-4">
      <form
        role="search"
        aria-label={t('adminSupport.outbox.filterLabel')}
        onSubmit={applyFilter}
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
      >
        <SearchInput
          className="flex-1"
          label={t('adminSupport.outbox.recipient')}
          value={draft}
          onChange={setDraft}
          inputMode="email"
          maxLength={320}
          placeholder={t('adminSupport.outbox.recipientPlaceholder')}
          clearLabel={t('adminSupport.outbox.clearDraft')}
        />
        <div className="flex gap-2">
          <Button type="submit" variant="secondary" className="h-11">
            <Search aria-hidden="true" className="h-4 w-4" />
            {t('adminSupport.outbox.filter')}
          </Button>
          {recipient ? (
            <Button
              variant="ghost"
              className="h-11"
              onClick={() => {
                setDraft('');
                setRecipient('');
              }}
            >
              {t('adminSupport.outbox.clear')}
            </Button>
          ) : null}
        </div>
      </form>

      {query.isPending ? (
        <div role="status" className="flex flex-col gap-2">
          <span className="sr-only">{t('adminSupport.outbox.loading')}</span>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-16" />
          ))}
        </div>
      ) : query.isError ? (
        <div role="alert" className="rounded-2xl border border-rose-500/30 bg-rose-950/20 p-5">
          <p className="text-rose-200">{t('adminSupport.outbox.error')}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>
            {t('adminSupport.retry')}
          </Button>
        </div>
      ) : messages.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-line px-4 py-12 text-center">
          <MailX aria-hidden="true" className="h-8 w-8 text-ink-subtle" />
          <p className="text-ink-muted">
            {recipient
              ? t('adminSupport.outbox.emptyFor', { email: recipient })
              : t('adminSupport.outbox.empty')}
          </p>
        </div>
      ) : (
        <ul aria-label={t('adminSupport.outbox.label')} className="flex flex-col gap-2">
          {messages.map((message) => (
            <li key={message.id}>
              <button
                type="button"
                onClick={() => setOpened(message)}
                className="flex w-full flex-col gap-2 rounded-2xl border border-line bg-surface/70 p-4 text-left transition-colors hover:border-accent/40 hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-soft sm:flex-row sm:items-center sm:gap-4"
              >
                <Mail
                  aria-hidden="true"
                  className="hidden h-5 w-5 shrink-0 text-ink-subtle sm:block"
                />
                <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <span className="truncate font-semibold text-ink">{message.subject}</span>
                  <span className="truncate text-sm text-ink-muted">
                    {t('adminSupport.outbox.to', { email: message.to })}
                  </span>
                </span>
                <span className="flex flex-wrap items-center gap-2 text-xs text-ink-subtle sm:justify-end">
                  <span className="rounded-full bg-surface-raised px-2 py-0.5 font-mono ring-1 ring-line">
                    {message.template}
                  </span>
                  <OutboxStatus status={message.status} />
                  <time dateTime={message.created_at}>
                    {formatDateTime(message.created_at, localeOf(language))}
                  </time>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage ? (
        <Button
          variant="outline"
          size="sm"
          className="self-center"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage
            ? t('adminSupport.outbox.loading')
            : t('adminSupport.outbox.more')}
        </Button>
      ) : null}
      <OutboxDetailDialog message={opened} onClose={() => setOpened(null)} />
    </div>
  );
}
