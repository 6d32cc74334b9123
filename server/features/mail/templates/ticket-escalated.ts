import type { Language } from '#common/i18n/languages';
import type { MailContent, RenderedMail } from '../mail-types';
import { emailTexts } from '../texts';
import { composeMail, link, text } from './layout';
import { greeting, signature } from './signature';

type TicketEscalatedData = Extract<MailContent, { template: 'ticket_escalated' }>;

/** Ticket ids are UUIDs; people quote the first part. */
export function shortTicketId(ticketId: string): string {
  return ticketId.slice(0, 8).toUpperCase();
}

export function ticketEscalatedMail(
  { name, ticketId, ticketTitle, ticketUrl }: TicketEscalatedData,
  language: Language,
): RenderedMail {
  const t = emailTexts(language);
  const ref = shortTicketId(ticketId);
  return composeMail(language, t('ticketEscalated.subject', { ref }), [
    greeting(t, name),
    text(t('ticketEscalated.passed', { title: ticketTitle, ref })),
    link(ticketUrl, t('ticketEscalated.button')),
    signature(t),
  ]);
}
