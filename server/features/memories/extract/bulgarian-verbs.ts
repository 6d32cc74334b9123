/**
 * Bulgarian present-tense person changes for the memory texts: the user says "готвя", the panel
 * says "Готви" (third person, no subject) and the companion says "готвиш" back. Regular
 * endings are handled by rule; the common verbs that do not follow them are listed.
 */

const IRREGULAR_FIRST_TO_THIRD = new Map(
  `съм:е ям:яде дам:даде мога:може ида:иде отида:отиде дойда:дойде вляза:влезе изляза:излезе
  пиша:пише чета:чете кажа:каже пека:пече плача:плаче режа:реже мажа:маже лъжа:лъже
  скоча:скочи плета:плете мета:мете раста:расте сека:сече тека:тече облека:облече
  съблека:съблече река:рече бера:бере пера:пере спра:спре умра:умре взема:вземе
  знам:знае стоя:стои броя:брои строя:строи кроя:крои доя:дои
  покажа:покаже накажа:накаже`
    .trim()
    .split(/\s+/u)
    .map((pair) => pair.split(':') as [string, string]),
);

/** "готвя" → "готви", "обичам" → "обича", "пиша" → "пише"; null when it is no first person. */
export function firstToThird(verb: string): string | null {
  const word = verb.toLowerCase();
  const irregular = IRREGULAR_FIRST_TO_THIRD.get(word);
  if (irregular) return irregular;
  if (/[ая]м$/u.test(word)) return word.slice(0, -1);
  if (/оя$/u.test(word)) return `${word.slice(0, -1)}и`;
  if (/[аеиуъюя]я$/u.test(word)) return `${word.slice(0, -1)}е`;
  if (/[бвгдзклмнпрстфхцщ]я$/u.test(word)) return `${word.slice(0, -1)}и`;
  if (/[жчш]а$/u.test(word)) return `${word.slice(0, -1)}и`;
  if (/[бвгдзклмнпрстфхц]а$/u.test(word)) return `${word.slice(0, -1)}е`;
  return null;
}

/** "готви" → "готвиш", "е" → "си": the third person said back to the user. */
export function thirdToSecond(verb: string): string {
  const word = verb.toLowerCase();
  if (word === 'е') return 'си';
  if (word === 'няма') return 'нямаш';
  return /[аеиоуюя]$/u.test(word) ? `${word}ш` : word;
}

const CLITICS = new Set(['се', 'си', 'ми', 'ти', 'го', 'я', 'ги', 'му', 'ѝ', 'им', 'не']);

/**
 * Puts the verbs of a Bulgarian phrase into the third person: the first verb (after any
 * clitics) and every verb after "да" or "ще" ("да готвя и да чета" → "да готви и да чете").
 * Possessives move too: "кучето ми" → "кучето си", "моята" → "своята".
 */
export function phraseToThird(phrase: string, { leadingVerb }: { leadingVerb: boolean }): string {
  const words = phrase.split(/(\s+)/u);
  let expectVerb = leadingVerb;
  return words
    .map((word) => {
      if (/^\s+$/u.test(word)) return word;
      const lower = word.toLowerCase();
      if (expectVerb && CLITICS.has(lower)) return word;
      if (expectVerb) {
        expectVerb = false;
        const third = firstToThird(lower);
        if (third) return matchCase(word, third);
      }
      if (lower === 'да' || lower === 'ще') expectVerb = true;
      return possessiveToThird(word);
    })
    .join('');
}

function possessiveToThird(word: string): string {
  const lower = word.toLowerCase();
  if (lower === 'ми') return 'си';
  const own = /^мо(я|ята|ят|ето|ите|й)$/u.exec(lower);
  return own ? matchCase(word, `сво${own[1]}`) : word;
}

/** The same change from the third person to the second: "обича да готви" → "обичаш да готвиш". */
export function phraseToSecond(phrase: string): string {
  const words = phrase.split(/(\s+)/u);
  let expectVerb = true;
  return words
    .map((word) => {
      if (/^\s+$/u.test(word)) return word;
      const lower = word.toLowerCase();
      if (expectVerb && (CLITICS.has(lower) || lower === 'ще')) return lower;
      if (expectVerb) {
        expectVerb = false;
        return thirdToSecond(lower);
      }
      if (lower === 'да' || lower === 'ще') expectVerb = true;
      return word;
    })
    .join('');
}

function matchCase(original: string, replacement: string): string {
  return /^\p{Lu}/u.test(original)
    ? replacement.charAt(0).toUpperCase() + replacement.slice(1)
    : replacement;
}
