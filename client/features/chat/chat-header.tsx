import { ArrowLeft, Flame } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Conversation } from '#common/contracts/chats';
import type { Companion } from '#common/contracts/companions';
import { Badge } from '#client/components/ui/badge';
import { useLocalizedPath } from '#client/lib/language-context';
import { type LocalizedCompanion, companionPath } from '#client/features/companions';
import { stageLabel } from '#client/lib/stage-label';

/** Back to the profile, who the companion is, the relationship stage and the actions. */
export function ChatHeader({
  companion,
  text,
  conversation,
  actions,
}: {
  companion: Companion;
  text: LocalizedCompanion;
  conversation: Conversation;
  actions: ReactNode;
}) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const stage = stageLabel(conversation.relationship_stage, t);

  return (
    <div
      data-testid="chat-header"
      className="border-b border-line bg-surface/70 px-3 py-2 backdrop-blur sm:px-6 sm:py-3"
    >
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-3 gap-y-2">
        <Link
          to={to(companionPath(companion))}
          aria-label={t('chat.header.back', { name: text.name })}
          className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-surface-hover hover:text-ink"
        >
          <ArrowLeft aria-hidden="true" className="h-5 w-5" />
        </Link>
        <div className="relative shrink-0">
          <img
            src={companion.avatar_url}
            alt=""
            width={44}
            height={44}
            className="h-11 w-11 rounded-full object-cover ring-2 ring-accent/40"
          />
          <span
            aria-hidden="true"
            className={`absolute right-0 bottom-0 h-3 w-3 rounded-full ring-2 ring-surface ${companion.is_active ? 'bg-emerald-400' : 'bg-zinc-500'}`}
          />
        </div>
        <div className="min-w-0 flex-1">
          <h1 className="truncate font-display text-lg leading-tight font-semibold sm:text-xl">
            {text.name}
          </h1>
          <p className="flex min-w-0 items-center gap-2 text-xs text-ink-muted sm:text-sm">
            <span className={companion.is_active ? 'shrink-0 text-emerald-300' : 'shrink-0'}>
              {companion.is_active ? t('chat.header.online') : t('chat.header.offline')}
            </span>
            <span aria-hidden="true">·</span>
            <span className="truncate">{text.personality}</span>
          </p>
        </div>
        <div className="order-last flex w-full items-center justify-between gap-2 sm:order-none sm:w-auto">
          <div className="flex min-w-0 flex-wrap items-center gap-2">
            <Badge
              tone="accent"
              data-testid="stage-badge"
              data-stage={conversation.relationship_stage}
              data-control
            >
              <span className="sr-only">{t('chat.header.stageLabel', { stage })}</span>
              <span aria-hidden="true">{stage}</span>
            </Badge>
            {conversation.explicit_mode ? (
              <Badge tone="premium" title={t('chat.header.explicitHint')} data-control>
                <Flame aria-hidden="true" className="h-3 w-3" />
                {t('chat.header.explicit')}
              </Badge>
            ) : null}
          </div>
          {actions}
        </div>
      </div>
    </div>
  );
}
