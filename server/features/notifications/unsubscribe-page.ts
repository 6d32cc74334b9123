import type { Language } from '#common/i18n/languages';
import { emailTexts, escapeHtml, PRODUCT_NAME } from '#server/features/mail';

/**
 * The page the unsubscribe link of a notification e-mail opens. It is served by the API, not
 * the web app, so that it works from any mail program with no session and no script; its texts
 * are the e-mails' (common/locales/email, `unsubscribePage`).
 */

export type UnsubscribePageState = 'confirm' | 'done' | 'used' | 'invalid';

export interface UnsubscribePage {
  state: UnsubscribePageState;
  language: Language;
  /** Where the button posts (the link itself); only on the confirm page. */
  action?: string;
}

export function unsubscribePageHtml({ state, language, action }: UnsubscribePage): string {
  const t = emailTexts(language);
  const title = t(`unsubscribePage.${state}.title`);
  const text = t(`unsubscribePage.${state}.text`);
  const button =
    state === 'confirm' && action
      ? `<form method="post" action="${escapeHtml(action)}">` +
        '<input type="hidden" name="List-Unsubscribe" value="One-Click">' +
        `<button type="submit" style="padding:12px 20px;background:#e11d48;color:#fff;border:0;` +
        `border-radius:8px;font-size:16px;font-weight:600;cursor:pointer">${escapeHtml(t('unsubscribePage.stop'))}</button></form>`
      : `<p><a href="/${language}/settings" style="color:#e11d48">${escapeHtml(t('unsubscribePage.settings'))}</a></p>`;
  return [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)} · ${PRODUCT_NAME}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f9fafb;font-family:Arial,Helvetica,sans-serif;' +
      'font-size:16px;line-height:1.5;color:#111827">',
    '<main style="max-width:560px;margin:0 auto;background:#fff;border-radius:12px;padding:32px">',
    `<p style="margin:0 0 24px;font-size:22px;font-weight:700;color:#e11d48">${PRODUCT_NAME}</p>`,
    `<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(title)}</h1>`,
    `<p style="margin:0 0 24px">${escapeHtml(text)}</p>`,
    button,
    '</main></body></html>',
  ].join('\n');
}
