import { Loader2 } from 'lucide-react';
import { useCallback, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button';
import { MessageBubble, TypingIndicator } from './message-bubble';
import type { RedoControls } from './message-redo';
import type { DisplayMessage } from './send-state';
import { useScrollAnchor } from './use-scroll-anchor';

export interface OlderPages {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  load: () => void;
}

/**
 * The scrolling conversation. Older messages load near the top (or with the button), the
 * list follows new ones when the reader is near the bottom, and a screen reader hears each
 * finished companion reply through the polite log below.
 */
export function MessageList({
  messages,
  older,
  waiting,
  companionName,
  avatarUrl,
  onRetry,
  sending,
  forceBottomKey,
  empty,
  redo,
}: {
  messages: DisplayMessage[];
  older: OlderPages;
  waiting: boolean;
  companionName: string;
  avatarUrl: string;
  onRetry: (clientId: string) => void;
  sending: boolean;
  forceBottomKey: unknown;
  empty: ReactNode;
  redo?: RedoControls;
}) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const { hasMore, loading, load } = older;
  const onNearTop = useCallback(() => {
    if (!hasMore || loading) return false;
    load();
    return true;
  }, [hasMore, load, loading]);
  const last = messages.at(-1);
  const { onScroll } = useScrollAnchor({
    ref: scroller,
    contentKey: `${messages.length}:${last?.key}:${last?.content.length}:${waiting}`,
    olderKey: messages[0]?.key,
    forceBottomKey,
    onNearTop,
  });
  const lastReply = [...messages]
    .reverse()
    .find((message) => message.sender === 'model' && message.state !== 'streaming');

  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-4 sm:px-6"
    >
      <div className="mx-auto flex max-w-3xl flex-col gap-3">
        {hasMore || loading ? (
          <div className="flex justify-center">
            {loading ? (
              <span role="status" className="flex items-center gap-2 text-sm text-ink-subtle">
                <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
                {t('chat.messages.loadingOlder')}
              </span>
            ) : (
              <Button variant="ghost" size="sm" onClick={load}>
                {t('chat.messages.loadOlder')}
              </Button>
            )}
          </div>
        ) : null}
        {older.failed ? (
          <p role="alert" className="text-center text-sm text-rose-300">
            {t('chat.messages.olderError')}
          </p>
        ) : null}
        {messages.length === 0 && !waiting ? empty : null}
        <ol
          aria-label={t('chat.messages.label', { name: companionName })}
          className="flex flex-col gap-3"
        >
          {messages.map((message) => (
            <MessageBubble
              key={message.key}
              message={message}
              companionName={companionName}
              avatarUrl={avatarUrl}
              onRetry={onRetry}
              retryDisabled={sending}
              redo={redo}
            />
          ))}
        </ol>
        {waiting ? <TypingIndicator name={companionName} avatarUrl={avatarUrl} /> : null}
      </div>
      <div role="log" aria-live="polite" className="sr-only">
        {lastReply ? <p key={lastReply.key}>{`${companionName}: ${lastReply.content}`}</p> : null}
      </div>
    </div>
  );
}
