import type { Language } from '#common/i18n/languages';
import type { MailContent, RenderedMail } from '../mail-types';
import { composeMail, link, PRODUCT_NAME, text } from './layout';
import { signature } from './signature';

type EmailVerificationData = Extract<MailContent, { template: 'email_verification' }>;

/** To a new address (after a sign-up or a change): one click proves the inbox is the owner's. */
export function emailVerificationMail(
  { name, verifyUrl, expiresInDays }: EmailVerificationData,
  language: Language,
): RenderedMail {
  if (language === 'bg') {
    return composeMail(language, `Потвърди имейл адреса си за ${PRODUCT_NAME}`, [
      text(`Здравей, ${name},`),
      text(
        `Потвърди, че този имейл адрес е твой, за да го свържем с профила ти в ${PRODUCT_NAME}. ` +
          `Връзката е валидна ${expiresInDays} дни и може да се използва само веднъж.`,
      ),
      link(verifyUrl, 'Потвърди имейл адреса'),
      text('Ако писмото не е за теб, просто го пренебрегни.'),
      signature(language),
    ]);
  }
  return composeMail(language, `Confirm your ${PRODUCT_NAME} e-mail address`, [
    text(`Hi ${name},`),
    text(
      `Please confirm that this e-mail address is yours, so that we can tie it to your ` +
        `${PRODUCT_NAME} account. The link works for ${expiresInDays} days and only once.`,
    ),
    link(verifyUrl, 'Confirm my e-mail address'),
    text('If you did not use this address with us, just ignore this e-mail.'),
    signature(language),
  ]);
}
