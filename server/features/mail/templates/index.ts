import type { OutgoingMail, RenderedMail } from '../mail-types';
import { companionMessageMail } from './companion-message';
import { emailChangedMail } from './email-changed';
import { emailVerificationMail } from './email-verification';
import { passwordResetMail } from './password-reset';
import { subscriptionCancelledMail } from './subscription-cancelled';
import { subscriptionConfirmedMail } from './subscription-confirmed';
import { ticketAnsweredMail } from './ticket-answered';
import { ticketEscalatedMail } from './ticket-escalated';
import { welcomeMail } from './welcome';

/** The subject, plain text and HTML of an e-mail, in the recipient's language. */
export function renderMail(mail: OutgoingMail): RenderedMail {
  switch (mail.template) {
    case 'welcome':
      return welcomeMail(mail, mail.language);
    case 'password_reset':
      return passwordResetMail(mail, mail.language);
    case 'email_changed':
      return emailChangedMail(mail, mail.language);
    case 'email_verification':
      return emailVerificationMail(mail, mail.language);
    case 'ticket_escalated':
      return ticketEscalatedMail(mail, mail.language);
    case 'ticket_answered':
      return ticketAnsweredMail(mail, mail.language);
    case 'subscription_confirmed':
      return subscriptionConfirmedMail(mail, mail.language);
    case 'companion_message':
      return companionMessageMail(mail, mail.language);
    case 'subscription_cancelled':
      return subscriptionCancelledMail(mail, mail.language);
  }
}
