import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fallbackReply } from '#common/chat/fallback';
import type { Conversation } from '#common/contracts/chats';
import type { Companion } from '#common/contracts/companions';
import { detectReplyLanguage } from '#common/i18n/detect-reply-language';
import { toast } from '#client/lib/toast';
import { CONVERSATIONS_KEY, type SessionUser } from '#client/features/session';
import type { LocalizedCompanion } from '#client/features/companions';
import { chatApi, chatKeys } from './api';
import { AuthAlert } from './auth-alert';
import { ChatActions } from './chat-actions';
import { ChatHeader } from './chat-header';
import { ChatWelcome } from './chat-welcome';
import { ChatComposer } from './composer';
import { LimitBanner } from './limit-banner';
import { MessageList } from './message-list';
import { refreshMemories } from './use-memories';
import type { RedoControls } from './message-redo';
import { RedoAlert } from './redo-alert';
import { displayMessages, isWaitingForReply, redoTargets } from './send-state';
import { useChatSend } from './use-chat-send';
import { useDraft } from './use-draft';
import { useMarkRead } from './use-mark-read';
import { useChatHistory, useConversationState } from './use-conversation';
import { useReadAloud } from './use-read-aloud';

const fallbackFor = (text: string) => fallbackReply(detectReplyLanguage(text));

/** The chat itself: header, limit banner, messages and the message box, full height. */
export function ChatView({
  conversation: initial,
  companion,
  text,
  user,
  companionId,
}: {
  conversation: Conversation;
  companion: Companion;
  text: LocalizedCompanion;
  user: SessionUser;
  companionId: string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const conversation = useConversationState(initial).data;
  const pending = conversation.reply_pending;
  const { query: history, messages: stored } = useChatHistory(conversation.id, pending);
  const readAloud = useReadAloud(user.isPremium);
  const { speak } = readAloud;
  const markRead = useMarkRead(conversation.id, stored);
  // A stored reply may come with new memories (taken from the message it answers); the user is
  // here to read it, so it is read.
  const onReply = useCallback(
    (message: { content: string }) => {
      void speak(message.content);
      void refreshMemories(queryClient, conversation.id);
      markRead();
    },
    [conversation.id, queryClient, speak, markRead],
  );
  const [draft, setDraft] = useDraft(conversation.id);
  const chat = useChatSend(conversation.id, { onReply, onLimit: setDraft });
  const { state, sending, reset } = chat;

  // A reply that was being written when the page loaded is stored now: show it.
  const wasPending = useRef(pending);
  useEffect(() => {
    if (wasPending.current && !pending) {
      void queryClient.invalidateQueries({ queryKey: chatKeys.messages(conversation.id) });
      void refreshMemories(queryClient, conversation.id);
    }
    wasPending.current = pending;
  }, [conversation.id, pending, queryClient]);

  const clear = useMutation({
    mutationFn: (keepMemories: boolean) => chatApi.clear(conversation.id, keepMemories),
  });
  const onClear = async (keepMemories: boolean) => {
    try {
      await clear.mutateAsync(keepMemories);
    } catch {
      toast.error(t('chat.clear.failed'));
      return false;
    }
    reset();
    queryClient.setQueryData(chatKeys.messages(conversation.id), {
      pages: [{ messages: [], nextCursor: null }],
      pageParams: [undefined],
    });
    queryClient.setQueryData<Conversation>(chatKeys.conversation(conversation.id), (old) =>
      old ? { ...old, message_count: 0, relationship_stage: 'initial', explicit_mode: false } : old,
    );
    void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
    // Kept memories lose the link to their message; forgotten ones are gone.
    void refreshMemories(queryClient, conversation.id);
    toast.success(t('chat.clear.done'));
    return true;
  };

  const messages = useMemo(
    () => displayMessages(stored, state.entries, fallbackFor),
    [state.entries, stored],
  );
  const waiting = isWaitingForReply(state) || (pending && !sending);
  const historyReady = !history.isPending;

  // Regenerate and edit for the last turn (the server checks it is the last one again).
  const [editingId, setEditingId] = useState<string | null>(null);
  const targets = useMemo(
    () => (pending ? { regenerateId: null, editId: null } : redoTargets(messages)),
    [messages, pending],
  );
  const { redo } = chat;
  const redoControls: RedoControls = {
    ...targets,
    editingId: editingId !== null && editingId === targets.editId ? editingId : null,
    busy: state.redo?.kind ?? null,
    disabled: sending,
    onRegenerate: (replyId) => void redo({ kind: 'regenerate', replyId }),
    onStartEdit: setEditingId,
    onCancelEdit: () => setEditingId(null),
    onSaveEdit: (messageId, content) => {
      const replyId = targets.editId === messageId ? targets.regenerateId : null;
      void redo({ kind: 'edit', messageId, content, replyId }).then((accepted) => {
        if (accepted) setEditingId(null);
      });
    },
  };

  return (
    <div className="flex h-[calc(100dvh-4rem)] flex-col" data-testid="chat-view">
      <ChatHeader
        companion={companion}
        text={text}
        conversation={conversation}
        actions={
          <ChatActions
            conversationId={conversation.id}
            companionId={companion.id}
            callId={companionId}
            name={text.name}
            isPremium={user.isPremium}
            readAloud={readAloud}
            busy={sending}
            onClear={onClear}
          />
        }
      />
      {state.limitResetAt ? (
        <LimitBanner resetAt={state.limitResetAt} onDismiss={chat.dismissLimit} />
      ) : null}
      <MessageList
        messages={messages}
        older={{
          hasMore: history.hasNextPage,
          loading: history.isFetchingNextPage,
          failed: history.isFetchNextPageError,
          load: () => void history.fetchNextPage(),
        }}
        waiting={waiting}
        companionName={text.name}
        avatarUrl={companion.avatar_url}
        onRetry={chat.retry}
        sending={sending}
        redo={redoControls}
        forceBottomKey={state.entries.length}
        empty={
          historyReady && !history.isError ? (
            <ChatWelcome
              name={text.name}
              avatarUrl={companion.avatar_url}
              disabled={sending}
              onSuggestion={chat.send}
            />
          ) : history.isError ? (
            <p role="alert" className="py-10 text-center text-ink-muted">
              {t('chat.messages.historyError')}
            </p>
          ) : null
        }
      />
      {state.authError ? <AuthAlert /> : null}
      {state.redoError ? <RedoAlert error={state.redoError} /> : null}
      {state.aiPaused ? (
        <p
          role="alert"
          className="mx-3 mb-2 rounded-xl border border-amber-500/40 bg-amber-950/40 px-4 py-2 text-sm text-amber-100"
        >
          {t('chat.aiPaused')}
        </p>
      ) : null}
      <ChatComposer
        name={text.name}
        sending={sending}
        text={draft}
        onTextChange={setDraft}
        onSend={chat.send}
      />
    </div>
  );
}
