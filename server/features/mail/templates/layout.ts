import type { Language } from '#common/i18n/languages';
import type { RenderedMail } from '../mail-types';
import { PRODUCT_NAME } from '../texts';

/** The building blocks every template shares: escaping, links, dates and the HTML frame. */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every interpolated value goes through this: names and ticket texts are user input. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

function isWebUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** A paragraph of escaped text; line breaks stay line breaks. */
export function paragraph(text: string): string {
  return `<p style="margin:0 0 16px">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;
}

/** A button-like link. Only http(s) addresses become links; anything else is shown as text. */
export function button(url: string, label: string): string {
  if (!isWebUrl(url)) return paragraph(`${label}: ${url}`);
  return (
    '<p style="margin:24px 0">' +
    `<a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 20px;` +
    'background:#e11d48;color:#ffffff;text-decoration:none;border-radius:8px;font-weight:600">' +
    `${escapeHtml(label)}</a></p>` +
    `<p style="margin:0 0 16px;font-size:13px;color:#6b7280;word-break:break-all">${escapeHtml(url)}</p>`
  );
}

/** A quoted block (a staff reply). */
export function quote(text: string): string {
  return (
    '<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #e11d48;' +
    `background:#fdf2f8">${escapeHtml(text).replace(/\n/g, '<br>')}</blockquote>`
  );
}

const LOCALES: Record<Language, string> = { en: 'en-US', bg: 'bg-BG' };

/** A calendar date as people write it in the language (UTC, as the API's timestamps). */
export function formatDate(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    date,
  );
}

/** The HTML document around a template's blocks, with the e-mail's language set. */
export function htmlDocument(language: Language, subject: string, blocks: string[]): string {
  return [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f9fafb;font-family:Arial,Helvetica,sans-serif;' +
      'font-size:16px;line-height:1.5;color:#111827">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">',
    `<p style="margin:0 0 24px;font-size:22px;font-weight:700;color:#e11d48">${PRODUCT_NAME}</p>`,
    ...blocks,
    '</div></body></html>',
  ].join('\n');
}

/** The parts of an e-mail, written once and rendered as both plain text and HTML. */
export type Block =
  | { kind: 'text'; text: string }
  | { kind: 'button'; url: string; label: string }
  | { kind: 'quote'; text: string };

/** Builds subject, text and HTML from one list of blocks, so the two bodies never drift apart. */
export function composeMail(language: Language, title: string, blocks: Block[]): RenderedMail {
  // A subject is one header line: a ticket title with line breaks must not add headers.
  const subject = title.replace(/[\r\n]+/g, ' ').trim();
  const text = blocks
    .map((block) => {
      if (block.kind === 'button') return `${block.label}:\n${block.url}`;
      if (block.kind === 'quote') return block.text.replace(/^/gm, '> ');
      return block.text;
    })
    .join('\n\n');
  const html = htmlDocument(
    language,
    subject,
    blocks.map((block) => {
      if (block.kind === 'button') return button(block.url, block.label);
      if (block.kind === 'quote') return quote(block.text);
      return paragraph(block.text);
    }),
  );
  return { subject, text: `${text}\n`, html };
}

export const text = (value: string): Block => ({ kind: 'text', text: value });
export const link = (url: string, label: string): Block => ({ kind: 'button', url, label });
export const quoted = (value: string): Block => ({ kind: 'quote', text: value });
