import { ChevronRight, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConversationSummary } from '#common/contracts/chats';
import { ConversationFace, conversationName } from '#client/components/conversation-face';
import { UnreadCount } from '#client/components/unread-count';
import { CheckboxField } from '#client/components/ui/checkbox-field';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog';
import { FormAlert } from '#client/components/ui/form-alert';
import { apiErrorMessage } from '#client/lib/api-error-message';
import { formatRelativeTime } from '#client/lib/format';
import { useLanguage, useLocalizedPath } from '#client/lib/language-context';
import { toast } from '#client/lib/toast';
import { useDeleteChat } from './api';

/**
 * One conversation: the companion, when it was last active, the start of its newest message
 * (opening the chat), and Delete behind a question. A companion taken out of the catalogue
 * can't be written to any more, so her row is not a link, but it can still be deleted.
 */
export function ChatRow({ conversation }: { conversation: ConversationSummary }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const to = useLocalizedPath();
  const name = conversationName(conversation, language);
  const preview = conversation.last_message_preview
    ? conversation.last_message_sender === 'user'
      ? t('myChats.fromYou', { text: conversation.last_message_preview })
      : conversation.last_message_preview
    : t('myChats.noMessages');
  const unread = conversation.unread > 0 ? t('unread.count', { count: conversation.unread }) : null;

  const body = (
    <ConversationFace
      conversation={conversation}
      name={name}
      size={56}
      beside={
        <>
          {conversation.last_message_at ? (
            <span className="text-xs text-ink-subtle">
              {formatRelativeTime(conversation.last_message_at, language)}
            </span>
          ) : null}
          <UnreadCount count={conversation.unread} />
          {unread ? <span className="sr-only">{unread}</span> : null}
        </>
      }
      detail={preview}
    />
  );

  return (
    <li className="flex min-w-0 items-center gap-2 rounded-2xl border border-line bg-surface/60 p-2 pr-3">
      {conversation.is_active ? (
        <Link
          to={to(`/chat/${conversation.model_slug.toLowerCase()}`)}
          aria-label={
            unread ? `${t('myChats.open', { name })}, ${unread}` : t('myChats.open', { name })
          }
          className="flex min-w-0 flex-1 items-center gap-3 rounded-xl p-2 transition-colors hover:bg-surface-hover"
        >
          {body}
          <ChevronRight
            aria-hidden="true"
            className="hidden h-5 w-5 shrink-0 text-ink-subtle sm:block"
          />
        </Link>
      ) : (
        <div className="flex min-w-0 flex-1 items-center gap-3 p-2">{body}</div>
      )}
      <DeleteChatButton conversation={conversation} name={name} />
    </li>
  );
}

function DeleteChatButton({
  conversation,
  name,
}: {
  conversation: ConversationSummary;
  name: string;
}) {
  const { t } = useTranslation();
  const remove = useDeleteChat();
  const [forgetMemories, setForgetMemories] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <ConfirmDialog
      trigger={
        <button
          type="button"
          aria-label={t('myChats.delete.button', { name })}
          title={t('myChats.delete.button', { name })}
          className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-ink-subtle hover:bg-rose-950/40 hover:text-rose-300"
        >
          <Trash2 aria-hidden="true" className="h-5 w-5" />
        </button>
      }
      onOpenChange={(open) => {
        if (open) {
          setForgetMemories(false);
          setFailure(null);
        }
      }}
      title={t('myChats.delete.title')}
      description={t('myChats.delete.text', { name })}
      confirmIcon={<Trash2 aria-hidden="true" className="h-4 w-4" />}
      confirmLabel={t('myChats.delete.confirm')}
      pendingLabel={t('myChats.delete.pending')}
      cancelLabel={t('myChats.delete.cancel')}
      onConfirm={async () => {
        setFailure(null);
        try {
          await remove.mutateAsync({ id: conversation.id, keepMemories: !forgetMemories });
        } catch (error) {
          setFailure(apiErrorMessage(error, t));
          return false;
        }
        toast.success(t('myChats.delete.done', { name }));
        return true;
      }}
    >
      <div>
        <CheckboxField
          checked={forgetMemories}
          onChange={(event) => setForgetMemories(event.target.checked)}
          label={
            <span className="font-medium text-ink">
              {t('memory.clear.forgetMemories', { name })}
            </span>
          }
        />
        <p className="mt-1 pl-8 text-sm text-ink-subtle">{t('memory.clear.forgetHint')}</p>
      </div>
      <FormAlert>{failure}</FormAlert>
    </ConfirmDialog>
  );
}
