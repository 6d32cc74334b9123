/**
 * The rolling summary without a language model: the turns that fell out of the window kept as
 * short quoted lines ("They said: …", "You said: …", each its first sentence), after the lines
 * of earlier updates, the oldest lines leaving first once the summary is over its size.
 */

export interface SummaryTurn {
  sender: 'user' | 'model';
  content: string;
}

/** The summary's size in characters (about 400 tokens). */
export const MAX_SUMMARY_CHARACTERS = 1_500;
const MAX_LINE_CHARACTERS = 160;

function firstSentence(text: string): string {
  const flat = text.replace(/\s+/gu, ' ').trim();
  const end = flat.search(/[.!?…](?:\s|$)/u);
  const sentence = end === -1 ? flat : flat.slice(0, end + 1);
  return sentence.length > MAX_LINE_CHARACTERS
    ? `${sentence.slice(0, MAX_LINE_CHARACTERS - 1).trimEnd()}…`
    : sentence;
}

export function ruleSummary(previous: string, turns: readonly SummaryTurn[]): string {
  const lines = previous
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  for (const turn of turns) {
    const sentence = firstSentence(turn.content);
    if (sentence) lines.push(`${turn.sender === 'user' ? 'They said' : 'You said'}: "${sentence}"`);
  }
  while (lines.length > 1 && lines.join('\n').length > MAX_SUMMARY_CHARACTERS) lines.shift();
  return lines.join('\n').slice(0, MAX_SUMMARY_CHARACTERS);
}
