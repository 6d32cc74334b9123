import { words } from './text';

/**
 * Her lines on a topic, the ones that share the question's words first: "do you have siblings?"
 * is answered with her brothers, not her parents; "what's its name?" with the line that names
 * her cat. Lines that share nothing keep the order she wrote them in.
 */

/** Words that ask about the same thing; a question naming one finds lines with any of them. */
const KINDRED: ReadonlyArray<readonly string[]> = [
  ['name', 'called', 'named', 'call', 'казва', 'казваш', 'име', 'името', 'кръстих', 'наричам'],
  [
    'parents',
    'parent',
    'mom',
    'mum',
    'mother',
    'dad',
    'father',
    'родители',
    'родителите',
    'майка',
    'мама',
    'баща',
    'татко',
  ],
  [
    'siblings',
    'sibling',
    'brother',
    'brothers',
    'sister',
    'sisters',
    'youngest',
    'oldest',
    'only',
    'братя',
    'брат',
    'сестра',
    'сестри',
    'най-малката',
    'най-голямата',
    'единствено',
  ],
  ['breakfast', 'morning', 'закуска', 'закуси', 'сутрин'],
  ['boy', 'girl', 'he', 'she', 'his', 'her', 'момче', 'момиче', 'той', 'тя', 'котарак', 'котка'],
];

const STOP = new Set(
  'what whats what’s where when which who why how your you do does did have has are is the and for with that this about any some like really ли ти си ме ми как какво какъв каква къде кога кой коя кое имаш обичаш е на за от да се'.split(
    ' ',
  ),
);

const stem = (word: string) => word.slice(0, Math.max(3, Math.min(6, word.length - 1)));

function askedStems(question: string): Set<string> {
  const asked = words(question).filter((word) => word.length > 2 && !STOP.has(word));
  const stems = new Set(asked.map(stem));
  for (const group of KINDRED) {
    if (group.some((word) => stems.has(stem(word)))) group.forEach((word) => stems.add(stem(word)));
  }
  return stems;
}

export function closestLines(lines: readonly string[], question: string): string[] {
  const stems = askedStems(question);
  if (stems.size === 0) return [...lines];
  const score = (line: string) => {
    const own = new Set(words(line).map(stem));
    return [...stems].filter((asked) => own.has(asked)).length;
  };
  return lines
    .map((line, index) => ({ line, index, score: score(line) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ line }) => line);
}

/** Capitalised words inside a sentence of the question: names ("Vermont", "Мистър Дарси"). */
function namesIn(question: string): string[] {
  const names: string[] = [];
  for (const sentence of question.split(/[.!?]+/u)) {
    const found = sentence.trim().match(/[\p{L}][\p{L}'’-]*/gu) ?? [];
    for (const word of found.slice(1)) {
      if (/^\p{Lu}/u.test(word) && word.length >= 3 && word !== 'I’m' && word !== "I'm") {
        names.push(word);
      }
    }
  }
  return names;
}

/**
 * Her lines, on any topic, that name what the question names: "do you miss Vermont?" has no
 * topic, but her childhood line speaks of Vermont. Empty when the question names nothing.
 */
export function linesNaming(lines: readonly string[], question: string): string[] {
  const stems = namesIn(question).map((name) => name.slice(0, Math.max(4, name.length - 2)));
  if (stems.length === 0) return [];
  return lines.filter((line) => stems.some((stem) => line.includes(stem)));
}
