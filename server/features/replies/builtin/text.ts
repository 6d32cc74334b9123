/** Text helpers shared by the built-in engine's parts. */

// Abbreviations whose full stop does not end a sentence ("Mr. Darcy").
const ABBREVIATIONS = /(?:\b(?:Mr|Mrs|Ms|Dr|St|Jr|Sr|vs|etc|г|ул|бул|д-р)\.)$/u;

/** Splits prose into sentences, keeping each one's closing punctuation and quotes. */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  let current = '';
  const parts = text.split(/(?<=[.!?…])(\s+)/u);
  for (const part of parts) {
    if (/^\s+$/u.test(part)) {
      if (ABBREVIATIONS.test(current)) current += part;
      else if (current) {
        sentences.push(current.trim());
        current = '';
      }
      continue;
    }
    current += part;
  }
  if (current.trim()) sentences.push(current.trim());
  return sentences;
}

/** Lower-case letters and digits only, single-spaced: how sentences are compared for repeats. */
export function comparable(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The words of a text, lower-cased (letters and digits; inner apostrophes and hyphens kept). */
export function words(text: string): string[] {
  return (
    text
      .normalize('NFC')
      .toLowerCase()
      .replace(/[’`]/gu, "'")
      .match(/[\p{L}\p{N}]+(?:['-][\p{L}\p{N}]+)*/gu) ?? []
  );
}

export function capitalize(text: string): string {
  // "24, and not a day wiser": a sentence that opens with a number keeps its words as they are.
  const first = text.match(/[\p{L}\p{N}]/u);
  if (!first || first.index === undefined || /\p{N}/u.test(first[0])) return text;
  const index = first.index;
  return text.slice(0, index) + text.charAt(index).toUpperCase() + text.slice(index + 1);
}

// English capitalises these mid-sentence too.
const PROPER_WORDS =
  /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|French|Italian|Spanish|English|Bulgarian|American|Greek|Japanese|Mexican)s?\b/u;

/** Whether the text opens with a word that keeps its capital mid-sentence ("Sunday", "French"). */
export function opensWithProperWord(text: string): boolean {
  return PROPER_WORDS.test(text);
}

/** Lowers the first letter to continue a sentence: "What happened?" → "what happened?". */
export function lowerFirst(text: string): string {
  // Keep the English "I" and acronyms ("AI"); callers pass text that opens with a common word.
  if (/^I(?![\p{L}])/u.test(text) || !/^\p{Lu}(?!\p{Lu})/u.test(text)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** Ends a sentence with a full stop unless it already ends with punctuation. */
export function withFullStop(text: string): string {
  const trimmed = text.trim();
  return /[.!?…:]["”“»]?$/u.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** Drops a closing full stop (not ! or ?) so a phrase can continue. */
export function withoutFullStop(text: string): string {
  return text.trim().replace(/\.$/u, '');
}

/** Joins items as "a, b and c" (or "а, б и в"). */
export function joinList(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

/** Whether the text has at least one whole sentence (ends with . ! ? or …, after some words). */
export function hasCompleteSentence(text: string): boolean {
  return /\p{L}[^.!?…]*[.!?…]/u.test(text) && words(text).length >= 2;
}

/** The text up to and including its last complete sentence, or '' when there is none. */
export function upToLastSentence(text: string): string {
  const match = text.match(/^[\s\S]*[.!?…]["”»)]?/u);
  return match ? match[0] : '';
}
