import type { Language } from '#common/i18n/languages';

/**
 * The page the unsubscribe link of a notification e-mail opens. It is served by the API, not
 * the web app, so that it works from any mail program with no session and no script; like the
 * e-mails themselves (server/features/mail/templates), its texts are written here in both
 * languages.
 */

export type UnsubscribePageState = 'confirm' | 'done' | 'used' | 'invalid';

const TEXTS: Record<Language, Record<UnsubscribePageState, { title: string; text: string }>> = {
  en: {
    confirm: {
      title: 'Stop notification e-mails?',
      text: 'Your companions will no longer write to you by e-mail. You can choose push or e-mail again in Settings > Notifications.',
    },
    done: {
      title: 'You will get no more notification e-mails',
      text: 'Your companions will no longer write to you by e-mail. You can turn notifications on again in Settings > Notifications.',
    },
    used: {
      title: 'This link was used already',
      text: 'Notification e-mails were stopped with it. You can change how you are notified in Settings > Notifications.',
    },
    invalid: {
      title: 'This link does not work',
      text: 'It may have been copied incompletely. You can stop notification e-mails in Settings > Notifications.',
    },
  },
  bg: {
    confirm: {
      title: 'Да спрем ли писмата с известия?',
      text: 'Компаньоните ти вече няма да ти пишат по имейл. Можеш отново да избереш известия или имейл от Настройки > Известия.',
    },
    done: {
      title: 'Вече няма да получаваш писма с известия',
      text: 'Компаньоните ти вече няма да ти пишат по имейл. Можеш отново да включиш известията от Настройки > Известия.',
    },
    used: {
      title: 'Тази връзка вече е използвана',
      text: 'С нея писмата с известия бяха спрени. Можеш да промениш как да получаваш известия от Настройки > Известия.',
    },
    invalid: {
      title: 'Тази връзка не работи',
      text: 'Възможно е да е копирана непълно. Можеш да спреш писмата с известия от Настройки > Известия.',
    },
  },
};

const BUTTON: Record<Language, string> = { en: 'Stop the e-mails', bg: 'Спри писмата' };
const SETTINGS: Record<Language, string> = {
  en: 'Open Settings',
  bg: 'Към настройките',
};

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

export interface UnsubscribePage {
  state: UnsubscribePageState;
  language: Language;
  /** Where the button posts (the link itself); only on the confirm page. */
  action?: string;
}

export function unsubscribePageHtml({ state, language, action }: UnsubscribePage): string {
  const { title, text } = TEXTS[language][state];
  const button =
    state === 'confirm' && action
      ? `<form method="post" action="${escapeHtml(action)}">` +
        '<input type="hidden" name="List-Unsubscribe" value="One-Click">' +
        `<button type="submit" style="padding:12px 20px;background:#e11d48;color:#fff;border:0;` +
        `border-radius:8px;font-size:16px;font-weight:600;cursor:pointer">${escapeHtml(BUTTON[language])}</button></form>`
      : `<p><a href="/${language}/settings" style="color:#e11d48">${escapeHtml(SETTINGS[language])}</a></p>`;
  return [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)} · Amora</title></head>`,
    '<body style="margin:0;padding:24px;background:#f9fafb;font-family:Arial,Helvetica,sans-serif;' +
      'font-size:16px;line-height:1.5;color:#111827">',
    '<main style="max-width:560px;margin:0 auto;background:#fff;border-radius:12px;padding:32px">',
    '<p style="margin:0 0 24px;font-size:22px;font-weight:700;color:#e11d48">Amora</p>',
    `<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(title)}</h1>`,
    `<p style="margin:0 0 24px">${escapeHtml(text)}</p>`,
    button,
    '</main></body></html>',
  ].join('\n');
}
