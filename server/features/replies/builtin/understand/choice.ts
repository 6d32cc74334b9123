import type { Lexicon } from './lexicon';

/** Longer than this, "x or y" is a sentence, not a choice ("should I stay home or go out with friends"). */
const MAX_OPTION_WORDS = 3;

function clean(lexicon: Lexicon, option: string, fromEnd: boolean): string | null {
  // "сутрешен човек ли си или…": the question's "ли си" is not part of the option.
  let words = option
    .trim()
    .replace(/\s+ли(?:\s+(?:си|е|сте))?$/u, '')
    .split(/\s+/u);
  // The option is the words nearest to "or": "do you prefer the beach" → "beach".
  if (fromEnd) {
    let text = words.join(' ');
    let previous = '';
    while (text !== previous) {
      previous = text;
      text = text.replace(lexicon.choiceFiller, '');
    }
    words = text.split(/\s+/u);
    if (words.length > MAX_OPTION_WORDS) words = words.slice(-MAX_OPTION_WORDS);
  } else {
    words = words.filter((word) => !/^(?:the|a|an)$/u.test(word));
  }
  const result = words
    .join(' ')
    .replace(/^(?:the|a|an)\s+/u, '')
    .trim();
  if (!result || result.split(/\s+/u).length > MAX_OPTION_WORDS) return null;
  return result;
}

/** "coffee or tea?" → ["coffee", "tea"]; null when the question offers no two short options. */
export function choiceIn(lexicon: Lexicon, question: string): [string, string] | null {
  const match = lexicon.choice.exec(question.replace(/\?+$/u, '?'));
  if (!match) return null;
  const first = clean(lexicon, match[1]!, true);
  const second = clean(lexicon, match[2]!, false);
  if (!first || !second || first === second) return null;
  return [first, second];
}
