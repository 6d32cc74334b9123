import { useQueryClient } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Ticket } from '#common/contracts/support';
import { ErrorState } from '#client/components/error-state';
import { Button } from '#client/components/ui/button';
import { Container } from '#client/components/ui/container';
import { Skeleton } from '#client/components/ui/skeleton';
import { isApiError } from '#client/lib/api-client';
import { apiErrorMessage } from '#client/lib/api-error-message';
import { useLanguage } from '#client/lib/language-context';
import type { SessionUser } from '#client/features/session';
import type { TicketWithMessages } from '#common/contracts/support';
import { supportKeys, useTicket, useTicketList } from './api';
import { HumanSupportDialog, type Escalation } from './human-support-dialog';
import { isReplyPending } from './send-rules';
import { SupportComposer } from './support-composer';
import { SupportConversation } from './support-conversation';
import { SupportHeader } from './support-header';
import { SupportWelcome } from './support-welcome';
import { TicketList } from './ticket-list';
import { NEW_CHAT, useSupportChat } from './use-support-chat';

const addTo = (set: ReadonlySet<string>, id: string): ReadonlySet<string> => new Set(set).add(id);

function ConversationLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-1 flex-col justify-end gap-4 p-5">
      <span className="sr-only">{t('support.detail.loading')}</span>
      <Skeleton className="h-12 w-2/3" />
      <Skeleton className="ml-auto h-10 w-1/2" />
      <Skeleton className="h-20 w-3/4" />
    </div>
  );
}

function TicketNotFound({ onNewChat }: { onNewChat: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-1 flex-col items-center justify-center px-6 text-center">
      <span className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-surface-raised ring-1 ring-line">
        <SearchX aria-hidden="true" className="h-7 w-7 text-accent" />
      </span>
      <h2 className="mt-4 font-display text-2xl font-semibold">{t('support.detail.notFound')}</h2>
      <p className="mt-2 text-ink-muted">{t('support.detail.notFoundText')}</p>
      <Button className="mt-6" onClick={onNewChat}>
        {t('support.detail.startNew')}
      </Button>
    </div>
  );
}

/**
 * The signed-in support page. `?ticket=` names the open ticket (none: a new chat). A chat
 * started here begins with Nova's welcome; its first message opens a ticket, and later messages
 * go to that ticket, which reopens a resolved one on the server.
 */
export function SupportView({ user, typingMinMs }: { user: SessionUser; typingMinMs?: number }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const ticketId = params.get('ticket');
  const [started, setStarted] = useState(false);
  const [focusComposer, setFocusComposer] = useState(false);
  // Tickets begun on this page show Nova's welcome first.
  const [liveIds, setLiveIds] = useState<ReadonlySet<string>>(() => new Set());
  const [escalated, setEscalated] = useState<ReadonlySet<string>>(() => new Set());
  const [humanOpen, setHumanOpen] = useState(false);
  const currentId = useRef(ticketId);
  useEffect(() => {
    currentId.current = ticketId;
  }, [ticketId]);

  const agentName = t('support.agent.name');
  const list = useTicketList(true);
  const detail = useTicket(ticketId);

  const openTicket = useCallback(
    (id: string | null, replace: boolean) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set('ticket', id);
          else next.delete('ticket');
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  const onTicketCreated = useCallback(
    (ticket: Ticket) => {
      setLiveIds((ids) => addTo(ids, ticket.id));
      // Still on the new chat (not another ticket meanwhile): it is this ticket now.
      if (currentId.current === null) openTicket(ticket.id, true);
    },
    [openTicket],
  );
  const chat = useSupportChat({ language, escalated, onTicketCreated, typingMinMs });
  const { clearNotes } = chat;

  const scope = ticketId ?? NEW_CHAT;
  const ticket = ticketId ? (detail.data?.ticket ?? null) : null;
  const pending = chat.sending || isReplyPending(ticket ?? undefined);

  const startChat = () => {
    setStarted(true);
    setFocusComposer(true);
  };
  const newChat = () => {
    openTicket(null, false);
    startChat();
  };

  const onEscalated = ({ ticket: escalatedTicket, opened }: Escalation) => {
    const id = escalatedTicket.id;
    setEscalated((ids) => addTo(ids, id));
    if (opened) {
      queryClient.setQueryData<TicketWithMessages>(supportKeys.ticket(id), {
        ...opened,
        ticket: escalatedTicket,
      });
      if (started) setLiveIds((ids) => addTo(ids, id));
      setStarted(true);
      openTicket(id, true);
    } else {
      queryClient.setQueryData<TicketWithMessages>(supportKeys.ticket(id), (old) =>
        old ? { ...old, ticket: escalatedTicket } : old,
      );
      // The server may have added a note about the escalation.
      void queryClient.invalidateQueries({ queryKey: supportKeys.ticket(id) });
    }
    clearNotes(id);
    void queryClient.invalidateQueries({ queryKey: supportKeys.list() });
  };

  const greeting = user.firstName?.trim()
    ? t('support.greeting', { user: user.firstName.trim(), name: agentName })
    : t('support.greetingNoName', { name: agentName });
  const entries = chat.entries.filter((entry) => entry.scope === scope);
  const send = (text: string) => chat.send(scope, text);

  const conversation = (messages: TicketWithMessages['messages'], showGreeting: boolean) => (
    <SupportConversation
      agentName={agentName}
      greeting={showGreeting ? greeting : null}
      messages={messages}
      entries={entries}
      typing={chat.busyScope === scope || isReplyPending(ticket ?? undefined)}
      sending={pending}
      suggestions={!ticketId && entries.length === 0 && !chat.sending}
      onSuggestion={send}
      onRetry={chat.retry}
      onHuman={() => setHumanOpen(true)}
    />
  );

  // An id that is not a ticket (400) or not the user's (404).
  const notFound =
    ticketId !== null &&
    isApiError(detail.error) &&
    (detail.error.status === 404 || detail.error.status === 400);
  let body: ReactNode;
  let conversationShown = false;
  if (ticketId) {
    if (detail.isPending) body = <ConversationLoading />;
    else if (notFound) body = <TicketNotFound onNewChat={newChat} />;
    else if (detail.isError) {
      body = (
        <div className="flex flex-1 items-center p-5">
          <ErrorState
            title={t('support.detail.error')}
            message={apiErrorMessage(detail.error, t)}
            onRetry={() => void detail.refetch()}
          />
        </div>
      );
    } else {
      body = conversation(detail.data.messages, liveIds.has(ticketId));
      conversationShown = true;
    }
  } else if (!started) {
    body = <SupportWelcome agentName={agentName} onStart={startChat} />;
  } else {
    body = conversation([], true);
    conversationShown = true;
  }

  const composerNote =
    ticket?.status === 'resolved'
      ? t('support.resolvedHint')
      : ticket?.status === 'closed'
        ? t('support.reopenHint')
        : null;

  return (
    <Container className="py-4 sm:py-6">
      <h1 className="sr-only">{t('support.title')}</h1>
      <div className="grid gap-4 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-6">
        <TicketList query={list} currentId={ticketId} agentName={agentName} onNewChat={newChat} />
        <section
          aria-label={t('support.title')}
          className="flex h-[calc(100dvh-11rem)] min-h-[28rem] flex-col overflow-hidden rounded-3xl border border-line bg-surface/80 shadow-2xl shadow-black/30 backdrop-blur-sm lg:h-[calc(100dvh-7.5rem)]"
        >
          <SupportHeader agentName={agentName} ticket={ticket} onHuman={() => setHumanOpen(true)} />
          {body}
          {conversationShown ? (
            <SupportComposer
              agentName={agentName}
              pending={pending}
              note={composerNote}
              focusOnMount={focusComposer}
              onSend={send}
            />
          ) : null}
        </section>
      </div>
      <HumanSupportDialog
        open={humanOpen}
        onOpenChange={setHumanOpen}
        ticketId={notFound ? null : ticketId}
        email={user.email}
        onEscalated={onEscalated}
      />
    </Container>
  );
}
