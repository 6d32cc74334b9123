import type { Language } from './languages';

/** Share of Cyrillic among non-space characters above which a message counts as Bulgarian. */
export const CYRILLIC_SHARE_THRESHOLD = 0.1;

/**
 * Bulgarian words and phrases that mark a message as Bulgarian even when most of it is Latin
 * (e.g. "hi, как си?"). Kept lower-case; matched as whole words.
 */
export const BULGARIAN_KEYWORDS = [
  'здравей',
  'здравейте',
  'здрасти',
  'привет',
  'как си',
  'как сте',
  'добре',
  'благодаря',
  'мерси',
  'какво',
  'защо',
  'кога',
  'къде',
  'обичам',
  'харесвам',
  'липсваш',
  'скъпа',
  'скъпи',
  'мила',
  'лека нощ',
  'добро утро',
  'добър ден',
  'да',
  'не',
  'аз',
  'ти',
  'моля',
] as const;

const CYRILLIC = /\p{Script=Cyrillic}/u;
const WORD_BOUNDARY_BEFORE = '(?:^|[^\\p{L}\\p{N}])';
const WORD_BOUNDARY_AFTER = '(?=$|[^\\p{L}\\p{N}])';
const KEYWORD_PATTERN = new RegExp(
  `${WORD_BOUNDARY_BEFORE}(?:${BULGARIAN_KEYWORDS.join('|')})${WORD_BOUNDARY_AFTER}`,
  'iu',
);

/** The share (0-1) of non-space characters that are Cyrillic; 0 for an empty text. */
export function cyrillicShare(text: string): number {
  const characters = Array.from(text).filter((character) => !/\s/u.test(character));
  if (characters.length === 0) return 0;
  const cyrillic = characters.filter((character) => CYRILLIC.test(character)).length;
  return cyrillic / characters.length;
}

/** Whether the text contains one of the Bulgarian keywords as a whole word or phrase. */
export function hasBulgarianKeyword(text: string): boolean {
  return KEYWORD_PATTERN.test(text.normalize('NFC').replace(/\s+/gu, ' '));
}

/**
 * The language to reply in: Bulgarian when over 10% of the non-space characters are Cyrillic or a
 * Bulgarian keyword appears, else English.
 */
export function detectReplyLanguage(text: string): Language {
  if (cyrillicShare(text) > CYRILLIC_SHARE_THRESHOLD) return 'bg';
  if (hasBulgarianKeyword(text)) return 'bg';
  return 'en';
}
