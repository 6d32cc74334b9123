import { rule, type FactDraft, type Rule } from './fact';
import { START, capitalize, cutPhrase, titleCase } from './text';
import { NOT_NAMES_EN, NOT_PLACES_EN, PROFESSIONS_EN, STUDENT_WORDS } from './words-en';

/** English rules for who the user is: name, where they live and work (family: english-family.ts). */

export const IM = "(?:i'm|i\\s+am|im)";
export const NAME = "(\\p{L}[\\p{L}'-]*)";
const CAPITALISED_NAME = /^\p{Lu}[\p{L}'-]*$/u;

/** "a" or "an" for a noun phrase (by its first letter; good enough for jobs and pets). */
export function article(phrase: string): string {
  return /^[aeiou]/iu.test(phrase) && !/^(?:uni|use|eu|one)/iu.test(phrase) ? 'an' : 'a';
}

/** The user's words about themself, as they read about "them": "my job" → "their job". */
export function thirdPersonEn(phrase: string): string {
  return phrase
    .replace(/\bmy\b/giu, 'their')
    .replace(/\bmine\b/giu, 'theirs')
    .replace(/\bmyself\b/giu, 'themself')
    .replace(/\bme\b/giu, 'them');
}

export function nameFrom(raw: string, requireCapital: boolean): string | null {
  const name = raw.replace(/'s$/iu, '');
  if (requireCapital && !CAPITALISED_NAME.test(name)) return null;
  if (NOT_NAMES_EN.has(name.toLowerCase()) || name.length < 2) return null;
  return capitalize(name.toLowerCase()).replace(/-(\p{L})/gu, (_, letter: string) => {
    return `-${letter.toUpperCase()}`;
  });
}

const PLACE_CAPITALISED =
  /^((?:the\s+)?\p{Lu}[\p{L}'.-]*(?:[\s-]+(?:(?:de|del|da|la|le|of|on|upon|am|an|der|di)\s+)?\p{Lu}[\p{L}'.-]*)*)/u;
const PLACE_GENERIC =
  /^(an?\s+(?:(?:small|big|tiny|little|quiet|nice|beautiful)\s+)?(?:town|city|village|suburb)(?:\s+(?:near|outside|outside of|close to|by)\s+\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)*)?)/u;
const PLACE_LOWERCASE =
  /^(\p{Ll}[\p{L}'-]+(?:\s(?!(?:now|and|with|but|for|since|at|right|these|currently|too)(?![\p{L}]))\p{Ll}[\p{L}'-]+)?)\s*(?:$|[,.!;:]|\s+(?:now|and|with|but|for|since|at the moment|right now|these days|currently|too)(?![\p{L}]))/u;

/** The place in "I live in …": a capitalised name, "a small town near X", or one plain word. */
export function placeOf(rest: string): string | null {
  const text = rest.trim();
  const capitalised = PLACE_CAPITALISED.exec(text)?.[1];
  if (capitalised && !NOT_PLACES_EN.has(capitalised.toLowerCase())) return capitalised.trim();
  const generic = PLACE_GENERIC.exec(text)?.[1];
  if (generic) return generic;
  const plain = PLACE_LOWERCASE.exec(text)?.[1];
  if (!plain || NOT_PLACES_EN.has(plain) || NOT_PLACES_EN.has(plain.split(' ')[0]!)) return null;
  return titleCase(plain);
}

const located = (content: string | null): FactDraft =>
  content ? { kind: 'location', content } : null;

// Things after "I work in/at" that are times, not places: "I work in the evenings".
const NOT_WORKPLACES =
  /^(?:the\s+)?(?:mornings?|evenings?|afternoons?|nights?|shifts?|weekends?|summer|winter|a\s+bit|\d)/iu;

// "I'm a big fan", "I'm a terrible cook", "I'm a role model": no jobs.
const NOT_A_JOB = new Set(
  'fan bit lot little big huge good bad terrible great awful decent amazing lousy horrible excellent better worse pretty real role total complete born natural'.split(
    ' ',
  ),
);

function jobFrom(phrase: string): { job: string; student: boolean } | null {
  const words = phrase.toLowerCase().split(/\s+/u);
  const last = words.at(-1)!;
  const lastTwo = words.slice(-2).join(' ');
  if (words.some((word) => NOT_A_JOB.has(word))) {
    return null;
  }
  if (STUDENT_WORDS.has(last) || STUDENT_WORDS.has(lastTwo)) return { job: phrase, student: true };
  if (PROFESSIONS_EN.has(last) || PROFESSIONS_EN.has(lastTwo)) {
    return { job: phrase, student: false };
  }
  return null;
}

const WORK_STOPS = /\s+(?:at|in|for|from|with|who|since|and)\s.*$/iu;

export const ENGLISH_ABOUT_RULES: Rule[] = [
  rule(`${START}my\\s+name(?:'s|\\s+is)\\s+${NAME}`, (match) => {
    const name = nameFrom(match[1]!, false);
    return name ? { kind: 'name', content: `Name: ${name}` } : null;
  }),
  rule(
    `${START}(?:(?:you\\s+can\\s+|just\\s+|please\\s+)?call\\s+me|everyone\\s+calls\\s+me)\\s+${NAME}`,
    (match) => {
      const name = nameFrom(match[1]!, true);
      return name ? { kind: 'name', content: `Name: ${name}` } : null;
    },
  ),
  rule(
    `${START}${IM}\\s+${NAME}(?=\\s*(?:$|[,.!;:)]|\\s+(?:and|from|by\\s+the\\s+way|btw|here)(?![\\p{L}])))`,
    (match) => {
      const name = nameFrom(match[1]!, true);
      return name ? { kind: 'name', content: `Name: ${name}` } : null;
    },
  ),

  rule(
    `${START}i\\s+(?:currently\\s+|now\\s+|still\\s+|actually\\s+)?(?:live|am\\s+living|'m\\s+living|(?:'ve|have)\\s+(?:been\\s+living|lived))\\s+(in|near|outside(?:\\s+of)?|close\\s+to)\\s+(.+)`,
    (match) => {
      const place = placeOf(match[2]!);
      const preposition = match[1]!.toLowerCase().replace(/\s+/gu, ' ');
      return located(place && `Lives ${preposition} ${place}`);
    },
  ),
  rule(`${START}i\\s+(?:just\\s+|recently\\s+)?moved\\s+to\\s+(.+)`, (match) => {
    const place = placeOf(match[1]!);
    return located(place && `Lives in ${place}`);
  }),
  rule(
    `${START}(?:${IM}\\s+(?:originally\\s+)?from|i\\s+(?:originally\\s+)?come\\s+from)\\s+(.+)`,
    (match) => {
      const place = placeOf(match[1]!);
      return located(place && `Is from ${place}`);
    },
  ),
  rule(`${START}i\\s+was\\s+born\\s+(?:and\\s+raised\\s+)?in\\s+(.+)`, (match) => {
    const place = placeOf(match[1]!);
    return located(place && `Was born in ${place}`);
  }),
  rule(`${START}i\\s+grew\\s+up\\s+in\\s+(.+)`, (match) => {
    const place = placeOf(match[1]!);
    return located(place && `Grew up in ${place}`);
  }),

  rule(
    `${START}(?:i\\s+(?:currently\\s+|now\\s+|still\\s+)?work|${IM}\\s+working)\\s+as\\s+(.+)`,
    (match) => {
      const job = cutPhrase(match[1]!, 'en', 6);
      return job ? { kind: 'work', content: `Works as ${thirdPersonEn(job)}` } : null;
    },
  ),
  rule(
    `${START}(?:i\\s+(?:currently\\s+|now\\s+|still\\s+)?work|${IM}\\s+working)\\s+(at|for|in|from)\\s+(.+)`,
    (match) => {
      const place = cutPhrase(match[2]!, 'en', 5);
      const preposition = match[1]!.toLowerCase();
      if (!place || NOT_WORKPLACES.test(place)) return null;
      if (preposition === 'from' && !/^home$/iu.test(place)) return null;
      return { kind: 'work', content: `Works ${preposition} ${thirdPersonEn(place)}` };
    },
  ),
  rule(`${START}${IM}\\s+(?:(?:now|currently|still)\\s+)?(a|an)\\s+(.+)`, (match) => {
    const phrase = cutPhrase(match[2]!, 'en', 6)?.replace(WORK_STOPS, '');
    const found = phrase && phrase.split(/\s+/u).length <= 4 ? jobFrom(phrase) : null;
    if (!found) return null;
    const job = found.job
      .toLowerCase()
      .replace(/\bceo\b|\bcto\b|\bdj\b/gu, (word) => word.toUpperCase());
    return found.student
      ? { kind: 'work', content: `Is ${article(job)} ${job}` }
      : { kind: 'work', content: `Works as ${article(job)} ${job}` };
  }),
  rule(
    `${START}i\\s+(?:currently\\s+)?(?:study|am\\s+studying|'m\\s+studying)\\s+(.+)`,
    (match) => {
      const subject = cutPhrase(match[1]!, 'en', 5);
      if (!subject || /^(?:hard|a\s+lot|every|all|you|your|it|for)\b/iu.test(subject)) return null;
      return { kind: 'work', content: `Studies ${thirdPersonEn(subject)}` };
    },
  ),
  rule(`${START}${IM}\\s+(retired|self-employed)(?![\\p{L}])`, (match) => ({
    kind: 'work',
    content: `Is ${match[1]!.toLowerCase()}`,
  })),
];
