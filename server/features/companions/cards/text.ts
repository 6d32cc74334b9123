/**
 * Text clean-up for imported cards (docs/decisions/020-character-cards.md, "Markup"): HTML is
 * removed, not escaped; the card macros for the character become her name; texts are fitted to
 * Amora's field sizes.
 */

/** Elements whose content is code or styling, removed with it. */
const BLOCKS = /<(script|style|iframe|object|embed|svg|math|template)\b[^>]*>[\s\S]*?<\/\1\s*>/giu;
const COMMENTS = /<!--[\s\S]*?(?:-->|$)/gu;
/** A tag: `<` then a letter, `/` or `!`, up to the next `>` (or the end of the text). */
const TAGS = /<[/!?]?[a-z][^>]*(?:>|$)/giu;
/** Markdown images load a picture from anywhere when rendered: removed, their alt text kept. */
const MARKDOWN_IMAGES = /!\[([^\]]*)\]\([^)]*\)/gu;
/** Control characters other than tab and newline. */
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f]/gu;
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&nbsp;': ' ',
  '&quot;': '"',
  '&#39;': "'",
  '&apos;': "'",
};

/**
 * The text without HTML: elements' tags removed (their text kept), script-like elements removed
 * whole, comments removed; a few harmless entities decoded (never `&lt;`/`&gt;`, which would
 * bring tags back); line breaks normalised; trimmed.
 */
export function stripMarkup(text: string): string {
  let result = text.replace(/\r\n?/gu, '\n').replace(CONTROLS, '');
  result = result.replace(BLOCKS, '').replace(COMMENTS, '');
  // <br> and block ends become line breaks so paragraphs do not run together.
  result = result.replace(/<br\s*\/?>|<\/(?:p|div|li|h[1-6])\s*>/giu, '\n');
  let previous: string;
  do {
    previous = result;
    result = result.replace(TAGS, '');
  } while (result !== previous);
  result = result.replace(MARKDOWN_IMAGES, '$1');
  result = result.replace(/&(?:amp|nbsp|quot|#39|apos);/gu, (entity) => ENTITIES[entity] ?? '');
  return result
    .replace(/[ \t]+\n/gu, '\n')
    .replace(/\n{3,}/gu, '\n\n')
    .trim();
}

/**
 * Card macros: `{{char}}`, `<BOT>`, `<char>` (the character) become her name; `<USER>` becomes
 * `{{user}}` so that stripping tags does not eat it (Amora's prompts do not fill it in yet).
 */
export function replaceMacros(text: string, name: string): string {
  return text
    .replace(/\{\{\s*(?:char|bot)\s*\}\}|<\s*(?:bot|char)\s*>/giu, name)
    .replace(/<\s*user\s*>/giu, '{{user}}');
}

/** Cleaned text: macros first (they look like tags), then markup. */
export function cleanText(text: string, name: string): string {
  return stripMarkup(replaceMacros(text, name));
}

/**
 * The text shortened to at most `max` characters: cut after the last sentence end in its second
 * half, else at the last space, and marked with "…". Texts within `max` are returned as they are.
 */
export function fitText(text: string, max: number): { text: string; shortened: boolean } {
  if (text.length <= max) return { text, shortened: false };
  const room = text.slice(0, max - 1);
  const sentenceEnd = Math.max(
    ...['. ', '! ', '? ', '… ', '\n'].map((mark) => room.lastIndexOf(mark)),
  );
  let cut: number;
  if (sentenceEnd >= max / 2) cut = sentenceEnd + 1;
  else {
    const space = room.lastIndexOf(' ');
    cut = space >= max / 2 ? space : max - 1;
  }
  return { text: `${room.slice(0, cut).trimEnd()}…`, shortened: true };
}
