import type { Language } from '#common/i18n/languages';
import type { MailContent, RenderedMail } from '../mail-types';
import { emailTexts } from '../texts';
import { composeMail, text } from './layout';
import { greeting, signature } from './signature';

type WelcomeData = Extract<MailContent, { template: 'welcome' }>;

export function welcomeMail({ name }: WelcomeData, language: Language): RenderedMail {
  const t = emailTexts(language);
  return composeMail(language, t('welcome.subject', { name }), [
    greeting(t, name),
    text(t('welcome.ready')),
    text(t('welcome.support')),
    signature(t),
  ]);
}
