import { phraseToThird } from './bulgarian-verbs';
import { rule, type FactDraft, type Rule } from './fact';
import { START, capitalize, cutPhrase } from './text';
import {
  FAMILY_BG,
  FAMILY_INDEFINITE_BG,
  NOT_NAMES_BG,
  NOT_PLACES_BG,
  NUMBERS_BG,
  PETS_BG,
  PET_NOUNS_BG,
  PROFESSIONS_BG,
  STUDENTS_BG,
} from './words-bg';

/** Bulgarian rules for who the user is: name, where they live, work, family and pets. */

const WORD = '(\\p{L}[\\p{L}-]*)';
const CAPITALISED = /^\p{Lu}[\p{L}-]*$/u;

function nameFrom(raw: string, requireCapital: boolean): string | null {
  if (requireCapital && !CAPITALISED.test(raw)) return null;
  if (NOT_NAMES_BG.has(raw.toLowerCase()) || raw.length < 2) return null;
  return capitalize(raw.toLowerCase());
}

const named = (name: string | null): FactDraft =>
  name ? { kind: 'name', content: `Име: ${name}` } : null;

const PLACE_CAPITALISED = /^(\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)*)/u;
const PLACE_GENERIC =
  /^((?:(?:малко|малък|голям|голямо|тихо|хубаво)\s+)?(?:градче|град|село|квартал)\s+(?:близо\s+до|край|до|около)\s+\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)?)/u;
const PLACE_LOWERCASE =
  /^(\p{Ll}[\p{L}-]+)\s*(?:$|[,.!;:]|\s+(?:вече|сега|от|с|и|но|със|заедно)(?![\p{L}]))/u;

/** The place after "живея в": a capitalised name, "малко градче край X", or one plain word. */
export function placeOfBg(rest: string): string | null {
  const text = rest.trim();
  const capitalised = PLACE_CAPITALISED.exec(text)?.[1];
  if (capitalised) return capitalised;
  const generic = PLACE_GENERIC.exec(text)?.[1];
  if (generic) return generic;
  const plain = PLACE_LOWERCASE.exec(text)?.[1];
  return plain && !NOT_PLACES_BG.has(plain) ? capitalize(plain) : null;
}

/** "в" or "във" before a place, as Bulgarian spelling wants it. */
export function inPlace(place: string): string {
  return /^[вфВФ]/u.test(place) ? `във ${place}` : `в ${place}`;
}

const located = (content: string | null): FactDraft =>
  content ? { kind: 'location', content } : null;

// "добра готвачка", "ужасен шофьор": a judgement, not a job.
const NOT_A_JOB =
  /(?:^|\s)(?:добр[аи]?|добър|лош[аи]?|страхотн[аи]|страхотен|ужасн[аи]|ужасен|голям[аи]?|истинск[аи]|истински|роден|родена)(?=\s|$)/iu;

function professionOf(phrase: string): FactDraft {
  const lower = phrase.toLowerCase();
  if (NOT_A_JOB.test(lower)) return null;
  const last = lower.split(/\s+/u).at(-1)!;
  if (STUDENTS_BG.has(lower) || STUDENTS_BG.has(last)) {
    return { kind: 'work', content: `${capitalize(lower)} е` };
  }
  if (PROFESSIONS_BG.has(lower)) return { kind: 'work', content: `Работи като ${lower}` };
  if (PROFESSIONS_BG.has(last) && lower.split(/\s+/u).length <= 2) {
    return { kind: 'work', content: `Работи като ${lower}` };
  }
  return null;
}

const NOT_WORKPLACES = /^(?:събота|неделя|уикенда|почивните|смени|нощна|нощни|празници|делнични)/iu;

const FAMILY_WORDS = Object.keys(FAMILY_BG).join('|');
const PET_WORDS = Object.keys(PETS_BG).join('|');
const NAMED_AFTER = '(?:\\s+се\\s+казва|\\s+на\\s+име|\\s*,)?\\s+';
const OWN = '(?:(?:моята|моят|моето|моите|мойта)\\s+)';

function familyFact(word: string, name: string | null): FactDraft {
  const family = FAMILY_BG[word.toLowerCase()];
  if (!family) return null;
  if (family.parent) return name ? { kind: 'family', content: `${family.base}: ${name}` } : null;
  if (family.plural) return name ? null : { kind: 'family', content: `Има ${family.base}` };
  return { kind: 'family', content: `Има ${family.base}${name ? ` на име ${name}` : ''}` };
}

function petFact(word: string, name: string | null): FactDraft {
  const base = PETS_BG[word.toLowerCase()] ?? word.toLowerCase();
  return { kind: 'pet', content: `Има ${base}${name ? ` на име ${name}` : ''}` };
}

export const BULGARIAN_ABOUT_RULES: Rule[] = [
  rule(`${START}(?:аз\\s+)?казвам\\s+се\\s+${WORD}`, (match) => named(nameFrom(match[1]!, false))),
  rule(`${START}името\\s+ми\\s+е\\s+${WORD}`, (match) => named(nameFrom(match[1]!, false))),
  rule(`${START}(?:викай|наричай|казвай)\\s+(?:ми|ме)\\s+${WORD}`, (match) =>
    named(nameFrom(match[1]!, true)),
  ),
  rule(`${START}аз\\s+съм\\s+${WORD}(?=\\s*(?:$|[,.!;:)]|\\s+(?:и|от)(?![\\p{L}])))`, (match) =>
    named(nameFrom(match[1]!, true)),
  ),

  rule(
    `${START}(?:аз\\s+)?живея\\s+(?:(?:вече|сега|от\\s+\\S+\\s+(?:години|месеца))\\s+)?(?:в|във)\\s+(.+)`,
    (match) => {
      const place = placeOfBg(match[1]!);
      return located(place && `Живее ${inPlace(place)}`);
    },
  ),
  rule(`${START}преместих\\s+се\\s+(?:да\\s+живея\\s+)?(?:в|във)\\s+(.+)`, (match) => {
    const place = placeOfBg(match[1]!);
    return located(place && `Живее ${inPlace(place)}`);
  }),
  rule(
    `${START}(?:(?:аз\\s+)?съм\\s+(?:родом\\s+)?от|идвам\\s+от|родом\\s+съм\\s+от)\\s+(.+)`,
    (match) => {
      const place = PLACE_CAPITALISED.exec(match[1]!.trim())?.[1] ?? null;
      return located(place && `От ${place} е`);
    },
  ),
  rule(
    `${START}от\\s+(\\p{L}[\\p{L}-]*(?:\\s+\\p{L}[\\p{L}-]*)?)\\s+съм${'(?![\\p{L}])'}`,
    (match) => {
      const place = match[1]!;
      return located(CAPITALISED.test(place.split(/\s+/u)[0]!) ? `От ${place} е` : null);
    },
  ),
  rule(`${START}(роден|родена|израснал|израснала)\\s+съм\\s+(?:в|във)\\s+(.+)`, (match) => {
    const place = placeOfBg(match[2]!);
    return located(place && `${capitalize(match[1]!.toLowerCase())} е ${inPlace(place)}`);
  }),

  rule(`${START}(?:аз\\s+)?работя\\s+като\\s+(.+)`, (match) => {
    const job = cutPhrase(match[1]!, 'bg', 6);
    return job
      ? { kind: 'work', content: `Работи като ${phraseToThird(job, { leadingVerb: false })}` }
      : null;
  }),
  rule(`${START}(?:аз\\s+)?работя\\s+(в|във|на|за|при|от)\\s+(.+)`, (match) => {
    const place = cutPhrase(match[2]!, 'bg', 5);
    const preposition = match[1]!.toLowerCase();
    if (!place || NOT_WORKPLACES.test(place)) return null;
    if (preposition === 'от' && !/^(?:вкъщи|къщи|дома)$/iu.test(place)) return null;
    return {
      kind: 'work',
      content: `Работи ${preposition} ${phraseToThird(place, { leadingVerb: false })}`,
    };
  }),
  rule(`${START}(?:аз\\s+съм|по\\s+професия\\s+съм)\\s+(.+)`, (match) => {
    const phrase = cutPhrase(match[1]!, 'bg', 3);
    return phrase ? professionOf(phrase.replace(/\s+(?:в|във|на|от|за)\s.*$/iu, '')) : null;
  }),
  rule(`${START}((?:[\\p{L}-]+\\s+)?[\\p{L}-]+)\\s+съм(?![\\p{L}])`, (match) =>
    professionOf(match[1]!),
  ),
  rule(`${START}(?:аз\\s+)?уча\\s+(.+)`, (match) => {
    const subject = cutPhrase(match[1]!, 'bg', 5);
    if (!subject || /^(?:те|теб|ви|много|всеки|цял|го|я|ги|се)(?![\p{L}])/iu.test(subject)) {
      return null;
    }
    return { kind: 'work', content: `Учи ${phraseToThird(subject, { leadingVerb: false })}` };
  }),

  rule(
    `${START}(?:аз\\s+съм\\s+)?(женен|омъжена|сгоден|сгодена|разведен|разведена|вдовец|вдовица)(?:\\s+съм)?(?![\\p{L}])`,
    (match, sentence) =>
      /съм/iu.test(sentence)
        ? { kind: 'family', content: `${capitalize(match[1]!.toLowerCase())} е` }
        : null,
  ),
  rule(
    `${START}(?:${OWN}(${FAMILY_WORDS}|дете|деца)|(${FAMILY_WORDS})\\s+ми)${NAMED_AFTER}${WORD}`,
    (match) => {
      const name = nameFrom(match[3]!, true);
      return name ? familyFact(match[1] ?? match[2]!, name) : null;
    },
    true,
  ),
  rule(
    `${START}(?:${OWN}(${FAMILY_WORDS})|(${FAMILY_WORDS})\\s+ми)(?![\\p{L}])`,
    (match) => familyFact(match[1] ?? match[2]!, null),
    true,
  ),
  rule(
    `${START}(?:аз\\s+)?имам\\s+(?:(${NUMBERS_BG})\\s+)?(?:(?:по-малк[аи]|по-голям[аи]?|малк[аи]|голям[аи]?|малък)\\s+)?(${Object.keys(FAMILY_INDEFINITE_BG).join('|')})(?:\\s+на\\s+име\\s+${WORD})?(?![\\p{L}])`,
    (match) => {
      const count = match[1]?.toLowerCase();
      const noun = match[2]!.toLowerCase();
      const name = match[3] ? nameFrom(match[3], true) : null;
      const number = count && !/^(?:един|една|едно)$/u.test(count) ? `${count} ` : '';
      return { kind: 'family', content: `Има ${number}${noun}${name ? ` на име ${name}` : ''}` };
    },
  ),

  rule(
    `${START}(?:${OWN}(${PET_WORDS}|куче|котка|коте|котарак|папагал|хамстер|заек)|(${PET_WORDS})\\s+ми)${NAMED_AFTER}${WORD}`,
    (match) => {
      const name = nameFrom(match[3]!, true);
      const word = (match[1] ?? match[2]!).toLowerCase();
      return name ? petFact(word, name) : null;
    },
    true,
  ),
  rule(`${START}(${PET_WORDS})\\s+ми(?![\\p{L}])`, (match) => petFact(match[1]!, null), true),
  rule(
    `${START}(?:аз\\s+)?(?:имам|гледам|взех\\s+си)\\s+(?:(${NUMBERS_BG})\\s+)?((?:морск[ои]\\s+)?[\\p{L}]+)(?:\\s+на\\s+име\\s+${WORD})?(?![\\p{L}])`,
    (match) => {
      const noun = match[2]!.toLowerCase();
      if (!PET_NOUNS_BG.has(noun)) return null;
      const count = match[1]?.toLowerCase();
      const number = count && !/^(?:един|една|едно)$/u.test(count) ? `${count} ` : '';
      const name = match[3] ? nameFrom(match[3], true) : null;
      return { kind: 'pet', content: `Има ${number}${noun}${name ? ` на име ${name}` : ''}` };
    },
  ),
];
