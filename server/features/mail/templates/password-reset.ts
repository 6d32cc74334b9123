import type { Language } from '#common/i18n/languages';
import type { MailContent, RenderedMail } from '../mail-types';
import { emailTexts } from '../texts';
import { composeMail, link, text } from './layout';
import { greeting, signature } from './signature';

type PasswordResetData = Extract<MailContent, { template: 'password_reset' }>;

export function passwordResetMail(
  { name, resetUrl, expiresInMinutes }: PasswordResetData,
  language: Language,
): RenderedMail {
  const t = emailTexts(language);
  return composeMail(language, t('passwordReset.subject'), [
    greeting(t, name),
    text(t('passwordReset.request', { count: expiresInMinutes })),
    link(resetUrl, t('passwordReset.button')),
    text(t('passwordReset.after')),
    signature(t),
  ]);
}
