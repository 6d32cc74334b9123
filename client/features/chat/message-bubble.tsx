import { AlertCircle, Phone, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '#client/components/ui/class-names';
import { localeOf } from '#client/lib/format';
import { useLanguage } from '#client/lib/language-context';
import { EditButton, MessageEditor, RegenerateButton, type RedoControls } from './message-redo';
import type { DisplayMessage } from './send-state';

export function formatMessageTime(value: string, locale: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(date);
}

/** One message: the companion's on the left with the avatar, the user's on the right. */
export function MessageBubble({
  message,
  companionName,
  avatarUrl,
  onRetry,
  retryDisabled,
  redo,
}: {
  message: DisplayMessage;
  companionName: string;
  avatarUrl: string;
  onRetry: (clientId: string) => void;
  retryDisabled: boolean;
  /** Regenerate and edit for the last turn; absent where they are not offered. */
  redo?: RedoControls;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const mine = message.sender === 'user';
  const failed = message.state === 'failed';
  const time = formatMessageTime(message.createdAt, localeOf(language));
  const { id } = message;
  const editing = !!id && redo?.editingId === id;
  const canRegenerate = !!id && redo?.regenerateId === id;
  const canEdit = !!id && redo?.editId === id && !editing;

  return (
    <li
      className={cn('flex items-end gap-2', mine ? 'justify-end' : 'justify-start')}
      data-sender={message.sender}
      data-state={message.state}
    >
      {mine ? null : (
        <img
          src={avatarUrl}
          alt=""
          width={32}
          height={32}
          className="h-8 w-8 shrink-0 rounded-full object-cover ring-1 ring-line"
        />
      )}
      <div
        className={cn(
          'flex max-w-[80%] flex-col gap-1 sm:max-w-[70%]',
          mine && 'items-end',
          editing && 'w-full',
        )}
      >
        <span className="sr-only">{mine ? t('chat.messages.you') : companionName}</span>
        {editing && redo && id ? (
          <MessageEditor messageId={id} initial={message.content} controls={redo} />
        ) : (
          <p
            className={cn(
              'rounded-2xl px-4 py-2.5 text-[0.95rem] leading-relaxed break-words whitespace-pre-wrap',
              mine
                ? 'rounded-br-md bg-accent-gradient text-white'
                : 'rounded-bl-md border border-line bg-surface-raised text-ink',
              message.state === 'pending' && 'opacity-80',
              failed && 'bg-none bg-rose-950/60 text-rose-100 ring-1 ring-rose-500/50',
              message.state === 'fallback' && 'italic',
            )}
          >
            {message.content}
            {message.state === 'streaming' ? (
              <span aria-hidden="true" className="ml-0.5 inline-block animate-pulse">
                ▍
              </span>
            ) : null}
          </p>
        )}
        <span className="flex items-center gap-2 px-1 text-xs text-ink-subtle">
          {message.source === 'call' ? (
            <span className="inline-flex items-center gap-1" data-testid="from-call">
              <Phone aria-hidden="true" className="h-3 w-3" />
              {t('chat.messages.fromCall')}
            </span>
          ) : null}
          {message.state === 'pending' ? t('chat.messages.sending') : <time>{time}</time>}
          {failed ? (
            <>
              <span className="inline-flex items-center gap-1 text-rose-300">
                <AlertCircle aria-hidden="true" className="h-3.5 w-3.5" />
                {t('chat.messages.notSent')}
              </span>
              <button
                type="button"
                disabled={retryDisabled}
                onClick={() => message.clientId && onRetry(message.clientId)}
                className="inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-semibold text-accent-soft hover:bg-surface-hover disabled:opacity-50"
              >
                <RotateCcw aria-hidden="true" className="h-3.5 w-3.5" />
                {t('chat.messages.retry')}
              </button>
            </>
          ) : null}
          {canRegenerate && redo && id ? (
            <RegenerateButton replyId={id} name={companionName} controls={redo} />
          ) : null}
          {canEdit && redo && id ? <EditButton messageId={id} controls={redo} /> : null}
        </span>
      </div>
    </li>
  );
}

/** '{name} is typing...' with three dots. */
export function TypingIndicator({ name, avatarUrl }: { name: string; avatarUrl: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-end gap-2" role="status">
      <img src={avatarUrl} alt="" width={32} height={32} className="h-8 w-8 rounded-full" />
      <div className="flex items-center gap-2 rounded-2xl rounded-bl-md border border-line bg-surface-raised px-4 py-3">
        <span aria-hidden="true" className="flex gap-1">
          {[0, 150, 300].map((delay) => (
            <span
              key={delay}
              className="h-1.5 w-1.5 animate-bounce rounded-full bg-ink-subtle motion-reduce:animate-none"
              style={{ animationDelay: `${delay}ms` }}
            />
          ))}
        </span>
        <span className="text-sm text-ink-muted">{t('chat.messages.typing', { name })}</span>
      </div>
    </div>
  );
}
