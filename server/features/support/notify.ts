import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '#server/config';
import { linkBaseUrl, type Mailer } from '#server/features/mail';
import type { TicketRow } from './repository';

/** What the support e-mails need from the request: the mailer and where links point. */
export interface SupportMail {
  mailer: Mailer;
  config: Pick<AppConfig, 'publicUrl' | 'allowedHosts' | 'port'>;
  request?: Pick<FastifyRequest, 'protocol' | 'host'>;
  logger: { error(details: Record<string, unknown>, message: string): void };
}

/**
 * The support page with the ticket open, in the ticket's language. The routes that can send
 * these e-mails refuse a host links cannot be written for before they change anything
 * (requireLinkHost), so this never throws for them.
 */
export function ticketUrl(mail: SupportMail, ticket: Pick<TicketRow, 'id' | 'language'>): string {
  const base = linkBaseUrl(mail.config, mail.request);
  return `${base}/${ticket.language}/support?ticket=${encodeURIComponent(ticket.id)}`;
}

function recipient(ticket: TicketRow) {
  return {
    to: ticket.userEmail,
    language: ticket.language,
    userId: ticket.userId,
    name: ticket.userFirstName.trim() || ticket.userName,
  };
}

/**
 * The mailer stores every e-mail and never rejects for a delivery failure; a database failure
 * while storing it must still not undo the ticket change the user already has: log it.
 */
async function sendSafely(mail: SupportMail, send: () => Promise<void>, template: string) {
  try {
    await send();
  } catch (error) {
    mail.logger.error(
      { template, failure: error instanceof Error ? error.name : typeof error },
      'A support e-mail could not be stored',
    );
  }
}

/** "A person will follow up by e-mail": the ticket went to a human. */
export async function mailTicketEscalated(mail: SupportMail, ticket: TicketRow): Promise<void> {
  await sendSafely(
    mail,
    () =>
      mail.mailer.send({
        ...recipient(ticket),
        template: 'ticket_escalated',
        ticketId: ticket.id,
        ticketTitle: ticket.title,
        ticketUrl: ticketUrl(mail, ticket),
      }),
    'ticket_escalated',
  );
}

/** A staff member answered (or resolved) the ticket; `reply` is what they wrote. */
export async function mailTicketAnswered(
  mail: SupportMail,
  ticket: TicketRow,
  reply: string,
): Promise<void> {
  await sendSafely(
    mail,
    () =>
      mail.mailer.send({
        ...recipient(ticket),
        template: 'ticket_answered',
        ticketId: ticket.id,
        ticketTitle: ticket.title,
        reply,
        ticketUrl: ticketUrl(mail, ticket),
      }),
    'ticket_answered',
  );
}
