import type { Language } from '#common/i18n/languages';
import type { MailContent, RenderedMail } from '../mail-types';
import { emailTexts } from '../texts';
import { composeMail, link, text } from './layout';
import { greeting, signature } from './signature';

type EmailChangedData = Extract<MailContent, { template: 'email_changed' }>;

/** Sent to the old address: if the change was not the owner's, the link takes the account back. */
export function emailChangedMail(
  { name, newEmailMasked, undoUrl, expiresInDays }: EmailChangedData,
  language: Language,
): RenderedMail {
  const t = emailTexts(language);
  return composeMail(language, t('emailChanged.subject'), [
    greeting(t, name),
    text(t('emailChanged.changed', { newEmail: newEmailMasked })),
    text(t('emailChanged.notYou', { days: expiresInDays })),
    link(undoUrl, t('emailChanged.button')),
    signature(t),
  ]);
}
