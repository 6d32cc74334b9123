import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { Ticket, TicketMessage } from '#common/contracts/support';
import type { Language } from '#common/i18n/languages';
import { isApiError } from '#client/lib/api-client';
import type { TicketWithMessages } from '#common/contracts/support';
import { supportApi, supportKeys } from './api';
import { noteAfterReply, sendableSupportText, TYPING_MIN_MS, wait } from './send-rules';

/** Which conversation a local entry belongs to: a ticket's id, or the chat not yet a ticket. */
export type Scope = string;
export const NEW_CHAT: Scope = 'new';

export type NoteKind =
  'offer' | 'apology' | 'replyPending' | 'withTeam' | 'sessionEnded' | 'rateLimited';

/** What the page shows before (or instead of) the server's copy: sends and Nova's notes. */
export type LocalEntry =
  | { kind: 'user'; key: string; scope: Scope; content: string; state: 'pending' | 'failed' }
  | { kind: 'note'; key: string; scope: Scope; note: NoteKind };

function appendMessages(
  old: TicketWithMessages | undefined,
  ticket: Ticket,
  added: TicketMessage[],
) {
  const messages = [...(old?.messages ?? [])];
  for (const message of added) {
    if (!messages.some((existing) => existing.id === message.id)) messages.push(message);
  }
  return { ticket, messages };
}

/**
 * Sending in the support chat: one message at a time, shown at once, then '{Nova} is typing…'
 * for at least a second until the server's answer is in. The first
 * message opens a ticket (`onTicketCreated` then shows it); failures keep the message with Try
 * again and Nova's apology, which offers a person.
 */
export function useSupportChat({
  language,
  escalated,
  onTicketCreated,
  typingMinMs = TYPING_MIN_MS,
}: {
  language: Language;
  /** Tickets the user escalated on this page. */
  escalated: ReadonlySet<string>;
  onTicketCreated: (ticket: Ticket) => void;
  typingMinMs?: number;
}) {
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<LocalEntry[]>([]);
  const [busyScope, setBusyScope] = useState<Scope | null>(null);
  // Blocks a second send before React re-renders (a double Enter).
  const busy = useRef(false);
  const { mutateAsync: createTicket } = useMutation({
    mutationFn: (message: string) => supportApi.create(message, language),
  });
  const { mutateAsync: sendMessage } = useMutation({
    mutationFn: ({ id, content }: { id: string; content: string }) => supportApi.send(id, content),
  });

  const addNote = (scope: Scope, note: NoteKind) =>
    setEntries((current) => [
      ...current,
      { kind: 'note', key: `${note}-${Date.now()}`, scope, note },
    ]);

  const run = useCallback(
    async (scope: Scope, key: string, content: string) => {
      busy.current = true;
      setBusyScope(scope);
      const minimum = wait(typingMinMs);
      try {
        if (scope === NEW_CHAT) {
          const result = await createTicket(content);
          await minimum;
          queryClient.setQueryData(supportKeys.ticket(result.ticket.id), result);
          setEntries((current) => current.filter((entry) => entry.scope !== NEW_CHAT));
          const note = noteAfterReply(result.ticket, true, escalated.has(result.ticket.id));
          if (note) addNote(result.ticket.id, note);
          onTicketCreated(result.ticket);
        } else {
          const result = await sendMessage({ id: scope, content });
          await minimum;
          const added = result.reply ? [result.message, result.reply] : [result.message];
          queryClient.setQueryData<TicketWithMessages>(supportKeys.ticket(scope), (old) =>
            appendMessages(old, result.ticket, added),
          );
          setEntries((current) => current.filter((entry) => entry.key !== key));
          const note = noteAfterReply(result.ticket, result.reply !== null, escalated.has(scope));
          if (note) addNote(scope, note);
        }
        void queryClient.invalidateQueries({ queryKey: supportKeys.list() });
      } catch (error) {
        await minimum;
        setEntries((current) =>
          current.map((entry) =>
            entry.key === key && entry.kind === 'user' ? { ...entry, state: 'failed' } : entry,
          ),
        );
        if (isApiError(error) && error.code === 'REPLY_PENDING') {
          addNote(scope, 'replyPending');
          void queryClient.invalidateQueries({ queryKey: supportKeys.ticket(scope) });
        } else if (isApiError(error) && error.status === 401) {
          addNote(scope, 'sessionEnded');
        } else if (isApiError(error) && error.status === 429) {
          addNote(scope, 'rateLimited');
        } else {
          addNote(scope, 'apology');
        }
      } finally {
        busy.current = false;
        setBusyScope(null);
      }
    },
    [createTicket, escalated, onTicketCreated, queryClient, sendMessage, typingMinMs],
  );

  /** Sends a message in `scope`; false when it is blank, too long or a reply is pending. */
  const send = useCallback(
    (scope: Scope, text: string): boolean => {
      const content = sendableSupportText(text);
      if (!content || busy.current) return false;
      const key = crypto.randomUUID();
      // Earlier notes and unsent messages of this chat give way to the new message.
      setEntries((current) => [
        ...current.filter((entry) => entry.scope !== scope),
        { kind: 'user', key, scope, content, state: 'pending' },
      ]);
      void run(scope, key, content);
      return true;
    },
    [run],
  );

  /** Sends a failed message again. */
  const retry = useCallback(
    (key: string) => {
      const entry = entries.find((item) => item.key === key);
      if (!entry || entry.kind !== 'user' || entry.state !== 'failed' || busy.current) return;
      setEntries((current) => [
        ...current.filter((item) => item.scope !== entry.scope),
        { ...entry, state: 'pending' },
      ]);
      void run(entry.scope, key, entry.content);
    },
    [entries, run],
  );

  /** Drops Nova's offer once the user has asked for a person. */
  const clearNotes = useCallback((scope: Scope) => {
    setEntries((current) =>
      current.filter((entry) => !(entry.scope === scope && entry.kind === 'note')),
    );
  }, []);

  return { entries, busyScope, sending: busyScope !== null, send, retry, clearNotes };
}
