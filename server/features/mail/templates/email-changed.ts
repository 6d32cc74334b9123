import type { Language } from '#common/i18n/languages';
import type { MailContent, RenderedMail } from '../mail-types';
import { composeMail, link, PRODUCT_NAME, text } from './layout';
import { signature } from './signature';

type EmailChangedData = Extract<MailContent, { template: 'email_changed' }>;

/** Sent to the old address: if the change was not the owner's, the link takes the account back. */
export function emailChangedMail(
  { name, newEmailMasked, undoUrl, expiresInDays }: EmailChangedData,
  language: Language,
): RenderedMail {
  if (language === 'bg') {
    return composeMail(language, `Имейлът на профила ти в ${PRODUCT_NAME} е сменен`, [
      text(`Здравей, ${name},`),
      text(
        `Имейл адресът на профила ти в ${PRODUCT_NAME} беше сменен на ${newEmailMasked}. ` +
          'Ако смяната е твоя, не е нужно да правиш нищо.',
      ),
      text(
        `Ако не си ти, отвори връзката до ${expiresInDays} дни, за да върнеш стария адрес. ` +
          'Тя може да се използва само веднъж и ще те изведе от профила на всички устройства; ' +
          'след това си избери нова парола.',
      ),
      link(undoUrl, 'Върни стария имейл адрес'),
      signature(language),
    ]);
  }
  return composeMail(language, `Your ${PRODUCT_NAME} e-mail address was changed`, [
    text(`Hi ${name},`),
    text(
      `The e-mail address of your ${PRODUCT_NAME} account was changed to ${newEmailMasked}. ` +
        'If you made this change, there is nothing to do.',
    ),
    text(
      `If it was not you, open the link within ${expiresInDays} days to restore this address. ` +
        'It works only once and signs you out on every device; then choose a new password.',
    ),
    link(undoUrl, 'Restore my old address'),
    signature(language),
  ]);
}
