import type { Language } from '#common/i18n/languages';
import type { MailContent, RenderedMail } from '../mail-types';
import { composeMail, link, PRODUCT_NAME, quoted, text } from './layout';
import { signature } from './signature';
import { shortTicketId } from './ticket-escalated';

type TicketAnsweredData = Extract<MailContent, { template: 'ticket_answered' }>;

export function ticketAnsweredMail(
  { name, ticketId, ticketTitle, reply, ticketUrl }: TicketAnsweredData,
  language: Language,
): RenderedMail {
  const ref = shortTicketId(ticketId);
  if (language === 'bg') {
    return composeMail(language, `Нов отговор от поддръжката на ${PRODUCT_NAME} [#${ref}]`, [
      text(`Здравей, ${name},`),
      text(`Екипът по поддръжката отговори на запитването ти „${ticketTitle}“ (№ ${ref}):`),
      quoted(reply),
      text('Можеш да отговориш или да продължиш разговора от страницата на запитването.'),
      link(ticketUrl, 'Отвори запитването'),
      signature(language),
    ]);
  }
  return composeMail(language, `New answer from ${PRODUCT_NAME} support [#${ref}]`, [
    text(`Hi ${name},`),
    text(`Our support team answered your request "${ticketTitle}" (#${ref}):`),
    quoted(reply),
    text('You can reply or carry on the conversation from the request page.'),
    link(ticketUrl, 'Open your request'),
    signature(language),
  ]);
}
