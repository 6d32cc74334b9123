import type { Language } from '#common/i18n/languages';
import type { MailContent, RenderedMail } from '../mail-types';
import { emailTexts } from '../texts';
import { composeMail, link, text } from './layout';
import { greeting, signature } from './signature';

type EmailVerificationData = Extract<MailContent, { template: 'email_verification' }>;

/** To a new address (after a sign-up or a change): one click proves the inbox is the owner's. */
export function emailVerificationMail(
  { name, verifyUrl, expiresInDays }: EmailVerificationData,
  language: Language,
): RenderedMail {
  const t = emailTexts(language);
  return composeMail(language, t('emailVerification.subject'), [
    greeting(t, name),
    text(t('emailVerification.confirm', { days: expiresInDays })),
    link(verifyUrl, t('emailVerification.button')),
    text(t('emailVerification.notYou')),
    signature(t),
  ]);
}
