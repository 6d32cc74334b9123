/**
 * Finds an age under 18 stated in a text, in English or Bulgarian (docs/decisions/020-character-cards.md,
 * "The under-18 rule"). Used on imported Character Cards (server/features/companions/cards/read.ts)
 * and meant for the companion forms too, so it lives where both sides can use it.
 *
 * It looks for an age that is stated, not for every number: "she is 16", "I'm 15", "a 16-year-old",
 * "sixteen years old", "age: 16", "aged 16"; "тя е на 16 години", "16-годишна",
 * "шестнадесетгодишна", "на възраст 15", "навършила 16". "She moved out at 16", "10 years ago" or
 * "от 16 години" are not her age now; "she is 5 feet tall", "it is 12 o'clock" or "на 5 км" are not
 * ages at all. A "16-year-old" is refused even in a story about the past: the rule errs on the safe
 * side, and the text can be edited.
 * A stated age of 18 or more passes.
 */

const EN_NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
};

/** Bulgarian 1-17 as used for ages, with the colloquial "-найсет" forms. */
const BG_NUMBER_WORDS: Record<string, number> = {
  една: 1,
  един: 1,
  две: 2,
  два: 2,
  три: 3,
  четири: 4,
  пет: 5,
  шест: 6,
  седем: 7,
  осем: 8,
  девет: 9,
  десет: 10,
  единадесет: 11,
  единайсет: 11,
  дванадесет: 12,
  дванайсет: 12,
  тринадесет: 13,
  тринайсет: 13,
  четиринадесет: 14,
  четиринайсет: 14,
  петнадесет: 15,
  петнайсет: 15,
  шестнадесет: 16,
  шестнайсет: 16,
  седемнадесет: 17,
  седемнайсет: 17,
};

const words = (table: Record<string, number>) =>
  Object.keys(table)
    .sort((a, b) => b.length - a.length)
    .join('|');

/** A number of one to three digits, or a number word: captured as `n`. */
const EN_N = `(?<n>\\d{1,3}|${words(EN_NUMBER_WORDS)})`;
/** After "is": without "one" ("she is one of…", "that is one."). */
const { one: _one, ...EN_WORDS_BUT_ONE } = EN_NUMBER_WORDS;
const EN_N_AFTER_VERB = `(?<n>\\d{1,3}|${words(EN_WORDS_BUT_ONE)})`;
const BG_N = `(?<n>\\d{1,3}|${words(BG_NUMBER_WORDS)})`;

// Letters of any script: JavaScript's \b only knows Latin letters.
const START = '(?<![\\p{L}\\p{N}])';
const END = '(?![\\p{L}\\p{N}])';

/** What may follow "is 16" for it to be an age: the end of a clause, years, or a few words. */
const EN_AGE_END =
  '(?=\\s*(?:$|[;!?)…\\n—–]|[.,:](?!\\d)|(?:years?|yrs?|y/?o|and|but|now|already|today|this|next|with|herself|himself)(?![\\p{L}\\p{N}])))';

/** Before an English number: not a letter, digit or dash ("twenty-one" is not "one"). */
const EN_START = '(?<![\\p{L}\\p{N}-])';

const EN_PATTERNS = [
  // she is 16 / I'm 15 / you're 16 / Mia's only 16 (present tense only)
  `(?:\\b(?:is|am|are)|['’](?:s|m|re))\\s+(?:only\\s+|just\\s+|barely\\s+|now\\s+|about\\s+|almost\\s+)?${EN_N_AFTER_VERB}${END}${EN_AGE_END}`,
  // 16-year-old, 16 year old, sixteen years old, 16 yrs old, 16yo, 16 y/o, 16 y.o.
  `${EN_START}${EN_N}(?:[\\s-]*(?:years?|yrs?)[\\s-]*old|\\s*y\\.?\\s?o\\.?|\\s*y/o)${END}`,
  // age: 16, aged 16
  `${EN_START}(?:age\\s*[:=]|aged)\\s*${EN_N}${END}`,
];

/** After "е на 16": years, the end of a clause, or nothing that makes it a distance or a time. */
const BG_AGE_END = '(?=\\s*(?:години|годинки|год\\.|г\\.|[.,;:!?)…\\n]|$|и\\s|но\\s))';

const BG_PATTERNS = [
  // на 16 години / на 16 г. / на шестнадесет години
  `${START}на\\s+(?:около\\s+|само\\s+|едва\\s+)?${BG_N}\\s*(?:години|годинки|год\\.|г\\.)`,
  // тя е на 16. / аз съм на петнайсет и …
  `${START}(?:е|съм|си|сме|сте|са)\\s+на\\s+(?:около\\s+|само\\s+|едва\\s+)?${BG_N}${END}${BG_AGE_END}`,
  // на възраст 15, възраст: 16
  `${START}(?:на\\s+възраст|възраст(?:та)?\\s*[:=-])\\s*${BG_N}${END}`,
  // 16-годишна, 16 годишен, шестнадесетгодишна
  `${START}${BG_N}\\s*-?\\s*годиш(?:ен|н\\p{L}*)`,
  // навършила 16, навърши 16
  `${START}навърш\\p{L}*\\s+${BG_N}${END}`,
];

const PATTERNS = [...EN_PATTERNS, ...BG_PATTERNS].map((source) => new RegExp(source, 'giu'));

function toNumber(token: string): number {
  const lower = token.toLowerCase();
  if (/^\d+$/u.test(lower)) return Number(lower);
  return EN_NUMBER_WORDS[lower] ?? BG_NUMBER_WORDS[lower] ?? Number.NaN;
}

/** The first stated age under 18 in the text, as written ("16-year-old"), or null. */
export function findUnderAge(text: string): string | null {
  for (const pattern of PATTERNS) {
    pattern.lastIndex = 0;
    for (const match of text.matchAll(pattern)) {
      const age = toNumber(match.groups?.n ?? '');
      if (age < 18) return match[0].trim();
    }
  }
  return null;
}

export interface UnderAgeField {
  /** The dotted path of the text, as the forms name fields (`persona.bg.backstory.childhood`). */
  field: string;
  phrase: string;
}

/**
 * The first text anywhere in a value (strings, arrays, objects, in order) that states an age
 * under 18, with its path; null when none does. Shared by every companion form the server takes
 * (own companions, the admin form and the admin JSON import) so they walk the fields the same way.
 */
export function findUnderAgeField(value: unknown, path: string[] = []): UnderAgeField | null {
  if (typeof value === 'string') {
    const phrase = findUnderAge(value);
    return phrase ? { field: path.join('.'), phrase } : null;
  }
  const entries: Array<[string, unknown]> = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : value && typeof value === 'object'
      ? Object.entries(value)
      : [];
  for (const [key, item] of entries) {
    const found = findUnderAgeField(item, [...path, key]);
    if (found) return found;
  }
  return null;
}
