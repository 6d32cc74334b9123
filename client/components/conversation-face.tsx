import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '#common/i18n/languages';
import type { ConversationSummary } from '#common/contracts/chats';
import { Badge } from './ui/badge';
import { stageLabel } from '#client/lib/stage-label';

/** The companion's name in the language the page is shown in. */
export function conversationName(conversation: ConversationSummary, language: Language): string {
  return language === 'bg' ? conversation.model_name_bg : conversation.model_name;
}

/**
 * How a conversation looks in a list (the dashboard's recent ones, My chats): the companion's
 * picture and name, the relationship stage (or that she is no longer available), anything the
 * list adds beside them, and one line of detail below. The row around it decides what it opens.
 */
export function ConversationFace({
  conversation,
  name,
  size,
  beside,
  detail,
}: {
  conversation: ConversationSummary;
  name: string;
  /** The picture's width and height in pixels. */
  size: 48 | 56;
  beside?: ReactNode;
  detail: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <img
        src={conversation.model_avatar}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        className={`${size === 56 ? 'h-14 w-14' : 'h-12 w-12'} shrink-0 rounded-full object-cover ring-2 ring-line`}
      />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-semibold text-ink">{name}</span>
          {conversation.is_active ? (
            <Badge tone="accent">{stageLabel(conversation.relationship_stage, t)}</Badge>
          ) : (
            <Badge tone="inactive">{t('conversationFace.unavailable')}</Badge>
          )}
          {beside}
        </span>
        <span className="mt-1 block truncate text-sm text-ink-muted">{detail}</span>
      </span>
    </>
  );
}
