import type { Language } from '#common/i18n/languages';
import type { MailContent, RenderedMail } from '../mail-types';
import { composeMail, PRODUCT_NAME, text } from './layout';
import { signature } from './signature';

type WelcomeData = Extract<MailContent, { template: 'welcome' }>;

export function welcomeMail({ name }: WelcomeData, language: Language): RenderedMail {
  if (language === 'bg') {
    return composeMail(language, `${name}, радваме се, че си в ${PRODUCT_NAME}!`, [
      text(`Здравей, ${name},`),
      text(
        `Радваме се, че си с нас. Профилът ти в ${PRODUCT_NAME} е готов: избери си компаньонка, ` +
          'започни разговор и ѝ дай време да те опознае.',
      ),
      text(
        'Ако имаш въпрос, Нова от поддръжката е на разположение денонощно, а при нужда ще те ' +
          'свърже с човек от екипа.',
      ),
      signature(language),
    ]);
  }
  return composeMail(language, `Welcome to ${PRODUCT_NAME}, ${name}!`, [
    text(`Hi ${name},`),
    text(
      `We are glad you are here. Your ${PRODUCT_NAME} account is ready: pick a companion, start ` +
        'a conversation and let them get to know you over time.',
    ),
    text(
      'If you have a question, Nova from support is there around the clock and can put you in ' +
        'touch with a person from our team when you need one.',
    ),
    signature(language),
  ]);
}
