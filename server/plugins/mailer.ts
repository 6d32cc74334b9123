import fp from 'fastify-plugin';
import { createMailer, type MailerService } from '#server/features/mail';

export type { Mailer, OutgoingMail } from '#server/features/mail';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Sends e-mail: `await app.mailer.send({to, language, userId, template, ...data})`. Never
     * rejects; the e-mail is in `mail_outbox` when it resolves (see features/mail/mail-types.ts).
     */
    mailer: MailerService;
  }
}

/**
 * `app.mailer`: SMTP when SMTP_URL is set, else only the database outbox that admins read.
 * Closing the app waits for deliveries in flight, so none is cut off with its row left stored.
 */
export default fp(
  async (app) => {
    const mailer = createMailer({
      db: app.db,
      clock: app.clock,
      log: app.log.child({ module: 'mailer' }),
      smtpUrl: app.config.mail.smtpUrl,
      from: app.config.mail.from,
    });
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mailer', dependencies: ['context'] },
);
