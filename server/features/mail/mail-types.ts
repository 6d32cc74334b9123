import type { BillingCycle } from '#common/billing/plans';
import type { PlanId } from '#common/contracts/user';
import type { Language } from '#common/i18n/languages';

/**
 * What the app can e-mail. Callers pass data, never text: each template writes the subject and
 * bodies in the recipient's language (server/features/mail/templates).
 */
export type MailContent =
  | { template: 'welcome'; name: string }
  | { template: 'password_reset'; name: string; resetUrl: string; expiresInMinutes: number }
  | {
      /** To the old address after an e-mail change, with a link that undoes it. */
      template: 'email_changed';
      name: string;
      /** The new address with most of it hidden (a stranger reading the old inbox learns little). */
      newEmailMasked: string;
      undoUrl: string;
      expiresInDays: number;
    }
  | {
      /** After a sign-up or an e-mail change, to the address to verify. */
      template: 'email_verification';
      name: string;
      verifyUrl: string;
      expiresInDays: number;
    }
  | {
      template: 'ticket_escalated';
      name: string;
      ticketId: string;
      ticketTitle: string;
      ticketUrl: string;
    }
  | {
      template: 'ticket_answered';
      name: string;
      ticketId: string;
      ticketTitle: string;
      /** The staff member's reply, as plain text. */
      reply: string;
      ticketUrl: string;
    }
  | {
      template: 'subscription_confirmed';
      name: string;
      plan: PlanId;
      billingCycle: BillingCycle;
      /** When the paid period ends (renews); null when unknown. */
      periodEnd: Date | null;
    }
  | {
      /** A companion's message to a user who chose e-mail notifications (decision 023). */
      template: 'companion_message';
      name: string;
      /** Her name in the recipient's language. */
      companionName: string;
      /** What she wrote, as plain text. */
      message: string;
      chatUrl: string;
      /** The one-click unsubscribe link (RFC 8058), also sent as List-Unsubscribe. */
      unsubscribeUrl: string;
    }
  | {
      template: 'subscription_cancelled';
      name: string;
      plan: PlanId;
      /** Premium stays until then; null when it ended at once. */
      periodEnd: Date | null;
    };

export type MailTemplateName = MailContent['template'];

/** One e-mail to send: the recipient, their language, and the template with its data. */
export type OutgoingMail = {
  to: string;
  language: Language;
  /** The recipient's account, when there is one (kept with the outbox row). */
  userId?: string | null;
} & MailContent;

/** A rendered e-mail. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** Extra headers for SMTP (List-Unsubscribe); the outbox keeps only subject and bodies. */
  headers?: Record<string, string>;
}

/**
 * `app.mailer`. `send` renders the template, records the e-mail in `mail_outbox` and, when
 * SMTP_URL is set, hands it to the SMTP server. It resolves once the outbox row is written and
 * never rejects for a transport failure (the row says `failed` instead), so a caller can await
 * it without a try/catch around the user's own action. It may reject only when the database
 * itself fails.
 */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}
