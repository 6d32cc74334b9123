import { ChevronRight, MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConversationSummary } from '#common/contracts/chats';
import { ConversationFace, conversationName } from '#client/components/conversation-face';
import { UnreadCount } from '#client/components/unread-count';
import { Button } from '#client/components/ui/button';
import { ButtonLink } from '#client/components/ui/button-link';
import { Card } from '#client/components/ui/card';
import { formatRelativeTime } from '#client/lib/format';
import { useLanguage, useLocalizedPath } from '#client/lib/language-context';

/** How many conversations the dashboard lists. */
export const RECENT_COUNT = 5;

/** The latest conversations, each opening its chat; the empty state leads to the companions. */
export function RecentConversations({
  conversations,
  failed,
  onRetry,
}: {
  conversations: readonly ConversationSummary[];
  failed: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const to = useLocalizedPath();
  const recent = conversations.slice(0, RECENT_COUNT);

  return (
    <Card className="p-5" data-testid="recent-conversations">
      <div className="flex items-center justify-between gap-3">
        <h2 className="font-display text-xl font-semibold">{t('dashboard.recent.title')}</h2>
        <Link to={to('/chats')} className="text-sm font-semibold text-accent-soft hover:underline">
          {t('dashboard.recent.viewAll')}
        </Link>
      </div>
      {failed ? (
        <div role="alert" className="mt-4 text-sm text-ink-muted">
          <p>{t('dashboard.recent.error')}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
            {t('errors.tryAgain')}
          </Button>
        </div>
      ) : recent.length === 0 ? (
        <div className="mt-6 flex flex-col items-center py-6 text-center">
          <MessagesSquare aria-hidden="true" className="h-10 w-10 text-ink-subtle" />
          <p className="mt-3 font-semibold">{t('dashboard.recent.empty')}</p>
          <p className="mt-1 max-w-sm text-sm text-ink-muted">{t('dashboard.recent.emptyText')}</p>
          <ButtonLink to={to('/models')} size="sm" className="mt-5">
            {t('dashboard.recent.browse')}
          </ButtonLink>
        </div>
      ) : (
        <ul className="mt-4 grid grid-cols-1 gap-2">
          {recent.map((conversation) => {
            const name = conversationName(conversation, language);
            return (
              <li key={conversation.id}>
                <Link
                  to={to(`/chat/${conversation.model_slug.toLowerCase()}`)}
                  aria-label={
                    conversation.unread > 0
                      ? `${t('dashboard.recent.open', { name })}, ${t('unread.count', { count: conversation.unread })}`
                      : t('dashboard.recent.open', { name })
                  }
                  className="flex items-center gap-3 rounded-xl p-2 transition-colors hover:bg-surface-hover"
                >
                  <ConversationFace
                    conversation={conversation}
                    name={name}
                    size={48}
                    detail={
                      conversation.last_message_at
                        ? `${formatRelativeTime(conversation.last_message_at, language)} · ${t('dashboard.recent.messages', { count: conversation.message_count })}`
                        : t('dashboard.recent.noMessages')
                    }
                  />
                  <UnreadCount count={conversation.unread} className="ml-auto shrink-0" />
                  <ChevronRight aria-hidden="true" className="h-5 w-5 shrink-0 text-ink-subtle" />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
