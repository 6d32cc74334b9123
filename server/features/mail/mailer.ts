import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Clock } from '#server/clock';
import type { Database } from '#server/db/client';
import type { Mailer, OutgoingMail, RenderedMail } from './mail-types';
import { insertOutboxRow, markOutboxFailed, markOutboxSent } from './outbox-repository';
import { renderMail } from './templates';

export interface MailerOptions {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  /** SMTP_URL (smtp:// or smtps://); null keeps every e-mail in the outbox only. */
  smtpUrl: string | null;
  /** MAIL_FROM, e.g. `Amora <no-reply@example.com>`. */
  from: string;
}

/** The app's mailer plus what the plugin needs to shut it down cleanly. */
export interface MailerService extends Mailer {
  /** Resolves once every SMTP delivery started so far has finished (sent or failed). */
  whenIdle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A slow or silent SMTP server must not keep deliveries (or the shutdown that waits for them)
 * hanging for nodemailer's default minutes.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
const MAX_ERROR_LENGTH = 500;

/**
 * The reason an SMTP delivery failed, for the outbox and the log. Server replies and socket
 * errors do not contain SMTP_URL's credentials, but the URL's user and password are masked
 * anyway in case a library message ever quotes the URL.
 */
export function describeSmtpError(error: unknown, smtpUrl: string): string {
  let message = error instanceof Error ? error.message : String(error);
  const secrets = new Set<string>([smtpUrl]);
  try {
    const url = new URL(smtpUrl);
    if (url.password) secrets.add(url.password).add(decodeURIComponent(url.password));
    if (url.username) secrets.add(url.username).add(decodeURIComponent(url.username));
  } catch {
    // config.ts only lets valid URLs through; nothing more to mask.
  }
  for (const secret of secrets) {
    if (secret) message = message.split(secret).join('***');
  }
  return message.slice(0, MAX_ERROR_LENGTH) || 'Unknown SMTP error';
}

/**
 * Every e-mail is rendered and written to `mail_outbox` before `send` resolves. With SMTP the
 * row starts as `stored` and the delivery runs after `send` has resolved, so a slow or broken
 * SMTP server never slows the request that caused the e-mail (a sign-up, a reset request);
 * the row then says `sent` or `failed`. A `stored` row with SMTP configured is one still in
 * flight, or one a stopped process never delivered.
 */
export function createMailer(options: MailerOptions): MailerService {
  const { db, clock, log, smtpUrl, from } = options;
  const transport = smtpUrl ? nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }) : null;
  const inFlight = new Set<Promise<void>>();

  async function deliver(id: string, mail: OutgoingMail, rendered: RenderedMail) {
    if (!transport || !smtpUrl) return;
    try {
      await transport.sendMail({ from, to: mail.to, ...rendered });
      await markOutboxSent(db, id, clock());
    } catch (error) {
      const reason = describeSmtpError(error, smtpUrl);
      // Never the body: a reset e-mail's body is a credential.
      log.warn({ outboxId: id, template: mail.template, reason }, 'E-mail delivery failed');
      await markOutboxFailed(db, id, reason).catch((dbError: unknown) =>
        log.error({ err: dbError, outboxId: id }, 'Could not record a failed e-mail delivery'),
      );
    }
  }

  return {
    async send(mail) {
      try {
        const rendered = renderMail(mail);
        const id = await insertOutboxRow(db, {
          toAddress: mail.to.toLowerCase(),
          subject: rendered.subject,
          textBody: rendered.text,
          htmlBody: rendered.html,
          template: mail.template,
          language: mail.language,
          status: 'stored',
          userId: mail.userId ?? null,
          // created_at is the database's own time: the outbox lists newest first, and a test's
          // frozen clock would make every row equally new.
        });
        if (!transport) return;
        const delivery = deliver(id, mail, rendered);
        inFlight.add(delivery);
        void delivery.finally(() => inFlight.delete(delivery));
      } catch (error) {
        // The caller's own action (a sign-up, a ticket reply) has succeeded; an e-mail that
        // could not even be recorded is logged, not turned into that action's failure.
        log.error({ err: error, template: mail.template }, 'Could not record an e-mail');
      }
    },

    async whenIdle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },

    async close() {
      await this.whenIdle();
      transport?.close();
    },
  };
}
