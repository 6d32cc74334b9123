import type { Language } from '#common/i18n/languages';
import type { MailContent, RenderedMail } from '../mail-types';
import { composeMail, link, PRODUCT_NAME, quoted, text } from './layout';
import { signature } from './signature';

type CompanionMessageData = Extract<MailContent, { template: 'companion_message' }>;

/**
 * A companion's message to a user who chose e-mail over push (Settings > Notifications). It
 * carries the one-click unsubscribe of RFC 8058: the link in the body opens a page with a
 * button, and mail programs post to the same address from the List-Unsubscribe headers.
 */
export function companionMessageMail(
  { name, companionName, message, chatUrl, unsubscribeUrl }: CompanionMessageData,
  language: Language,
): RenderedMail {
  const headers = {
    'List-Unsubscribe': `<${unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
  if (language === 'bg') {
    return {
      ...composeMail(language, `${companionName} ти писа в ${PRODUCT_NAME}`, [
        text(`Здравей, ${name},`),
        text(`${companionName} ти изпрати съобщение:`),
        quoted(message),
        link(chatUrl, 'Отговори ѝ'),
        text(
          'Получаваш това писмо, защото в настройките си избра известия по имейл. ' +
            'Можеш да ги спреш с едно натискане:',
        ),
        link(unsubscribeUrl, 'Спри писмата с известия'),
        signature(language),
      ]),
      headers,
    };
  }
  return {
    ...composeMail(language, `${companionName} wrote to you on ${PRODUCT_NAME}`, [
      text(`Hi ${name},`),
      text(`${companionName} sent you a message:`),
      quoted(message),
      link(chatUrl, 'Reply to her'),
      text(
        'You get this e-mail because you chose e-mail notifications in your settings. ' +
          'You can stop them with one click:',
      ),
      link(unsubscribeUrl, 'Stop notification e-mails'),
      signature(language),
    ]),
    headers,
  };
}
