import type { Language } from '#common/i18n/languages';
import type { MailContent, RenderedMail } from '../mail-types';
import { emailTexts } from '../texts';
import { composeMail, link, quoted, text } from './layout';
import { greeting, signature } from './signature';

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
  const t = emailTexts(language);
  return {
    ...composeMail(language, t('companionMessage.subject', { companion: companionName }), [
      greeting(t, name),
      text(t('companionMessage.sent', { companion: companionName })),
      quoted(message),
      link(chatUrl, t('companionMessage.reply')),
      text(t('companionMessage.why')),
      link(unsubscribeUrl, t('companionMessage.stop')),
      signature(t),
    ]),
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
