import { IM, NAME, article, nameFrom } from './english-about';
import { rule, type FactDraft, type Rule } from './fact';
import { START, capitalize } from './text';
import { FAMILY_ADJECTIVES, FAMILY_EN, NUMBERS_EN, PETS_EN, PET_ADJECTIVES } from './words-en';

/** English rules for the user's family and pets ("my sister Ana", "I have two cats"). */

const FAMILY_WORDS = Object.keys(FAMILY_EN)
  .sort((a, b) => b.length - a.length)
  .join('|');
const PET_WORDS = Object.keys(PETS_EN)
  .sort((a, b) => b.length - a.length)
  .join('|');
const NAMED = "(?:'s\\s+name\\s+is|\\s+is\\s+called|\\s+called|\\s+named|,)?\\s+";
const HAVE = "i\\s+(?:have|'ve\\s+got|have\\s+got|got|adopted)";

function familyFact(adjective: string | undefined, word: string, name: string | null): FactDraft {
  const family = FAMILY_EN[word.toLowerCase()];
  if (!family) return null;
  const noun = `${adjective ? `${adjective.toLowerCase()} ` : ''}${word.toLowerCase()}`;
  if (family.parent)
    return name ? { kind: 'family', content: `${capitalize(noun)}: ${name}` } : null;
  if (family.plural) return name ? null : { kind: 'family', content: `Has ${noun}` };
  const named = name ? ` named ${name}` : '';
  return { kind: 'family', content: `Has ${article(noun)} ${noun}${named}` };
}

function petFact(adjective: string | undefined, word: string, name: string | null): FactDraft {
  const pet = word.toLowerCase();
  const plural = Object.values(PETS_EN).includes(pet) && !PETS_EN[pet];
  if (plural) return { kind: 'pet', content: `Has ${pet}` };
  const noun = `${adjective ? `${adjective.toLowerCase()} ` : ''}${pet}`;
  return { kind: 'pet', content: `Has ${article(noun)} ${noun}${name ? ` named ${name}` : ''}` };
}

export const ENGLISH_FAMILY_RULES: Rule[] = [
  rule(
    `${START}${IM}\\s+(?:happily\\s+)?(married|engaged|divorced|widowed)(?![\\p{L}])`,
    (match) => ({
      kind: 'family',
      content: `Is ${match[1]!.toLowerCase()}`,
    }),
  ),
  rule(
    `${START}my\\s+(?:(${FAMILY_ADJECTIVES})\\s+)?(${FAMILY_WORDS})${NAMED}${NAME}`,
    (match) => {
      const name = nameFrom(match[3]!, true);
      return name ? familyFact(match[1], match[2]!, name) : null;
    },
    true,
  ),
  rule(
    `${START}my\\s+(?:(${FAMILY_ADJECTIVES})\\s+)?(${FAMILY_WORDS})(?![\\p{L}'-])`,
    (match) => familyFact(match[1], match[2]!, null),
    true,
  ),
  rule(
    `${START}${HAVE}\\s+(${NUMBERS_EN})\\s+(?:(${FAMILY_ADJECTIVES})\\s+)?(${FAMILY_WORDS})(?:\\s+(?:named|called)\\s+${NAME})?(?![\\p{L}'-])`,
    (match) => {
      const count = match[1]!.toLowerCase();
      const word = match[3]!.toLowerCase();
      const name = match[4] ? nameFrom(match[4], true) : null;
      if (FAMILY_EN[word]?.parent) return null;
      if (/^(?:a|an|one)$/u.test(count)) return familyFact(match[2], word, name);
      return {
        kind: 'family',
        content: `Has ${count} ${match[2] ? `${match[2].toLowerCase()} ` : ''}${word}`,
      };
    },
  ),

  rule(
    `${START}my\\s+(?:(${PET_ADJECTIVES})\\s+)?(${PET_WORDS})${NAMED}${NAME}`,
    (match) => {
      const name = nameFrom(match[3]!, true);
      return name ? petFact(match[1], match[2]!, name) : null;
    },
    true,
  ),
  rule(
    `${START}my\\s+(?:(${PET_ADJECTIVES})\\s+)?(${PET_WORDS}|${Object.values(PETS_EN).join('|')})(?![\\p{L}'-])`,
    (match) => petFact(match[1], match[2]!, null),
    true,
  ),
  rule(
    `${START}${HAVE}\\s+(${NUMBERS_EN})\\s+(?:(${PET_ADJECTIVES})\\s+)?(${PET_WORDS}|${Object.values(PETS_EN).join('|')})(?:\\s+(?:named|called)\\s+${NAME})?(?![\\p{L}'-])`,
    (match) => {
      const count = match[1]!.toLowerCase();
      const name = match[4] ? nameFrom(match[4], true) : null;
      if (/^(?:a|an|one)$/u.test(count)) return petFact(match[2], match[3]!, name);
      return { kind: 'pet', content: `Has ${count} ${match[3]!.toLowerCase()}` };
    },
  ),
];
