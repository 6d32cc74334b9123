import type { Language } from '#common/i18n/languages';
import type { MailContent, RenderedMail } from '../mail-types';
import { composeMail, link, PRODUCT_NAME, text } from './layout';
import { signature } from './signature';

type TicketEscalatedData = Extract<MailContent, { template: 'ticket_escalated' }>;

/** Ticket ids are UUIDs; people quote the first part. */
export function shortTicketId(ticketId: string): string {
  return ticketId.slice(0, 8).toUpperCase();
}

export function ticketEscalatedMail(
  { name, ticketId, ticketTitle, ticketUrl }: TicketEscalatedData,
  language: Language,
): RenderedMail {
  const ref = shortTicketId(ticketId);
  if (language === 'bg') {
    return composeMail(
      language,
      `Запитването ти е предадено на екипа на ${PRODUCT_NAME} [#${ref}]`,
      [
        text(`Здравей, ${name},`),
        text(
          `Предадохме запитването ти „${ticketTitle}“ (№ ${ref}) на човек от екипа по поддръжката. ` +
            'Ще ти отговорим възможно най-скоро и ще ти изпратим писмо, когато има отговор.',
        ),
        link(ticketUrl, 'Виж запитването'),
        signature(language),
      ],
    );
  }
  return composeMail(language, `Your request is with the ${PRODUCT_NAME} support team [#${ref}]`, [
    text(`Hi ${name},`),
    text(
      `We have passed your request "${ticketTitle}" (#${ref}) to a person on our support team. ` +
        'We will get back to you as soon as we can and e-mail you when there is an answer.',
    ),
    link(ticketUrl, 'View your request'),
    signature(language),
  ]);
}
