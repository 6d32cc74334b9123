import type { Language } from '#common/i18n/languages';
import type { MailContent, RenderedMail } from '../mail-types';
import { composeMail, link, PRODUCT_NAME, text } from './layout';
import { signature } from './signature';

type PasswordResetData = Extract<MailContent, { template: 'password_reset' }>;

function minutesInBulgarian(minutes: number): string {
  return minutes === 1 ? '1 минута' : `${minutes} минути`;
}

export function passwordResetMail(
  { name, resetUrl, expiresInMinutes }: PasswordResetData,
  language: Language,
): RenderedMail {
  if (language === 'bg') {
    return composeMail(language, `Нова парола за ${PRODUCT_NAME}`, [
      text(`Здравей, ${name},`),
      text(
        `Получихме заявка за нова парола за профила ти в ${PRODUCT_NAME}. Отвори връзката, ` +
          `за да я зададеш. Връзката е валидна ${minutesInBulgarian(expiresInMinutes)} и може ` +
          'да се използва само веднъж.',
      ),
      link(resetUrl, 'Задай нова парола'),
      text(
        'След смяната на паролата ще излезеш от профила си на всички устройства. Ако заявката ' +
          'не е от теб, просто пренебрегни писмото: паролата ти остава същата.',
      ),
      signature(language),
    ]);
  }
  const minutes = expiresInMinutes === 1 ? '1 minute' : `${expiresInMinutes} minutes`;
  return composeMail(language, `Reset your ${PRODUCT_NAME} password`, [
    text(`Hi ${name},`),
    text(
      `We received a request to reset the password of your ${PRODUCT_NAME} account. Open the ` +
        `link to choose a new one. It works for ${minutes} and only once.`,
    ),
    link(resetUrl, 'Choose a new password'),
    text(
      'Changing your password signs you out on every device. If you did not ask for this, ' +
        'ignore this e-mail: your password stays as it is.',
    ),
    signature(language),
  ]);
}
