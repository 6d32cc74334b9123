import type { Language } from '#common/i18n/languages';
import type { MailContent, RenderedMail } from '../mail-types';
import { emailTexts } from '../texts';
import { composeMail, link, quoted, text } from './layout';
import { greeting, signature } from './signature';
import { shortTicketId } from './ticket-escalated';

type TicketAnsweredData = Extract<MailContent, { template: 'ticket_answered' }>;

export function ticketAnsweredMail(
  { name, ticketId, ticketTitle, reply, ticketUrl }: TicketAnsweredData,
  language: Language,
): RenderedMail {
  const t = emailTexts(language);
  const ref = shortTicketId(ticketId);
  return composeMail(language, t('ticketAnswered.subject', { ref }), [
    greeting(t, name),
    text(t('ticketAnswered.answered', { title: ticketTitle, ref })),
    quoted(reply),
    text(t('ticketAnswered.carryOn')),
    link(ticketUrl, t('ticketAnswered.button')),
    signature(t),
  ]);
}
