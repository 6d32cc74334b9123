import { ChevronRight, MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConversationSummary } from '#common/contracts/chats';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { ButtonLink } from '#client/components/ui/button-link';
import { Card } from '#client/components/ui/card';
import { formatRelativeTime } from '#client/lib/format';
import { useLanguage, useLocalizedPath } from '#client/lib/language-context';
import { stageLabel } from '#client/lib/stage-label';

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
            const name = language === 'bg' ? conversation.model_name_bg : conversation.model_name;
            return (
              <li key={conversation.id}>
                <Link
                  to={to(`/chat/${conversation.model_slug.toLowerCase()}`)}
                  aria-label={t('dashboard.recent.open', { name })}
                  className="flex items-center gap-3 rounded-xl p-2 transition-colors hover:bg-surface-hover"
                >
                  <img
                    src={conversation.model_avatar}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                    className="h-12 w-12 shrink-0 rounded-full object-cover ring-2 ring-line"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="font-semibold text-ink">{name}</span>
                      <Badge tone="accent">{stageLabel(conversation.relationship_stage, t)}</Badge>
                    </span>
                    <span className="block truncate text-sm text-ink-subtle">
                      {conversation.last_message_at
                        ? `${formatRelativeTime(conversation.last_message_at, language)} · ${t('dashboard.recent.messages', { count: conversation.message_count })}`
                        : t('dashboard.recent.noMessages')}
                    </span>
                  </span>
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
