// The mail feature's public module: what the rest of the server may use of it (decision 012).
export { linkBaseUrl, requireLinkHost } from './base-url';
export type { MailContent, Mailer, OutgoingMail } from './mail-types';
export { createMailer } from './mailer';
export type { MailerService } from './mailer';
export { forgetMailOf } from './outbox-service';
export { escapeHtml } from './templates/layout';
export { emailTexts, PRODUCT_NAME } from './texts';
