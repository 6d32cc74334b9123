/**
 * Turns a sentence of an English persona's third-person backstory ("She lives in Park Slope
 * with her cat") into the companion's own words ("I live in Park Slope with my cat"), so the
 * built-in engine can answer questions about her from the backstory. Rule-based and
 * conservative: a sentence that still reads as third person, or that the rules cannot settle
 * ("she writes her a letter": whose letter?), is refused with null and the engine uses
 * another sentence.
 */

const ADVERBS = new Set(
  'also now still always never really secretly quietly once finally just even often usually sometimes only truly actually already rarely simply then gently proudly'.split(
    ' ',
  ),
);

/** Third-person verbs that follow "and" or a comma with "she" left out ("..., and now works as"). */
const COORDINATED_VERBS = new Set(
  'works lives hosts teaches paints sells swims cooks spends drives loves wants dreams keeps pretends creates composes leads mentors volunteers rehearses tucks holds picks chooses sleeps insists plays climbs makes talks writes reads runs studies likes hopes knows feels thinks needs shares calls takes gets walks drinks listens sings dances travels visits collects tries watches bakes gives finds believes says hates misses prefers enjoys laughs cries lets saves names edits shoots surfs grows builds designs codes draws photographs'.split(
    ' ',
  ),
);
const COORDINATED_AUXILIARIES = new Set(['is', 'has', 'does', "hasn't", "isn't", "doesn't"]);
const SUBORDINATORS =
  /\b(?:who|that|which|whom|whose|where|when|while|because|until|if|though|although|whoever)\b/i;

/** Verbs after which "her" is the person, not a possessive: "taught her to", "let her sweep". */
const OBJECT_VERBS = new Set(
  'taught teach teaches told tell tells sends sent send gives gave give shows showed show brings brought buys bought writes wrote asks asked offers offered let lets make makes made help helps helped scares scared reminds reminded calls called'.split(
    ' ',
  ),
);
const DITRANSITIVE_GIFTS = new Set(
  'photos pictures letters flowers messages gifts presents postcards notes songs'.split(' '),
);
/** Words after "her" that make it "me": "to", "that", "rather", "never"... */
const AFTER_OBJECT = new Set(
  'to that never rather than and or but with at for in on about from so how what why when where who a an the up down off out'.split(
    ' ',
  ),
);
/** Words after "her" that make it "my" even after a causative verb: "made her little brother". */
const POSSESSED_STARTERS = new Set(
  'little first own heart hand hands eyes best new old big small favourite favorite mom mother dad father life name voice way whole late'.split(
    ' ',
  ),
);
const FEMALE_RELATIVES = new Set(
  'mom mother mum grandmother grandma nonna sister aunt daughter nan granny'.split(' '),
);
/** Family after a relative is a fresh possessive: "her mom was a nurse and her dad ran a shop". */
const FAMILY = new Set([
  ...FEMALE_RELATIVES,
  ...'dad father grandfather grandpa nonno brother brothers uncle son parents family'.split(' '),
]);

const IRREGULAR_BASE: Record<string, string> = {
  is: 'am',
  has: 'have',
  does: 'do',
  goes: 'go',
  "hasn't": 'haven’t',
  "isn't": 'am not',
  "doesn't": 'don’t',
};
const NOT_VERBS = new Set(
  'was always perhaps thus unless less us yes its this his hers'.split(' '),
);

/** "works" → "work", "teaches" → "teach", "tries" → "try"; null when it is not a 3sg verb. */
export function baseForm(verb: string): string | null {
  const lower = verb.toLowerCase();
  if (IRREGULAR_BASE[lower]) return IRREGULAR_BASE[lower];
  if (NOT_VERBS.has(lower) || !/^[a-z]+s$/.test(lower) || lower.endsWith('ss')) return null;
  if (/[^aeiou]ies$/.test(lower)) return `${lower.slice(0, -3)}y`;
  if (/(?:ch|sh|ss|x|zz|o)es$/.test(lower)) return lower.slice(0, -2);
  return lower.slice(0, -1);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function convertHer(sentence: string): { text: string; ambiguous: boolean } {
  const tokens = sentence.split(/(\s+)/);
  const wordAt = (index: number) => tokens[index]?.replace(/[^A-Za-z'’]/g, '').toLowerCase() ?? '';
  let sawFemaleRelative = false;
  let ambiguous = false;
  for (let index = 0; index < tokens.length; index += 2) {
    const token = tokens[index]!;
    const match = token.match(/^([“"(]?)([Hh]er)([^A-Za-z]*)$/);
    if (!match) continue;
    const [, before, her, after] = match;
    const previous = index >= 2 ? wordAt(index - 2) : '';
    const next = wordAt(index + 2);
    let objectForm: boolean;
    if (after !== '' || next === '') objectForm = true;
    else if (/['’]s?$/.test(tokens[index + 2] ?? '')) objectForm = false;
    else if (AFTER_OBJECT.has(next)) objectForm = true;
    else if (DITRANSITIVE_GIFTS.has(next) && OBJECT_VERBS.has(previous)) objectForm = true;
    else if (
      OBJECT_VERBS.has(previous) &&
      /^(?:let|lets|make|makes|made|help|helps|helped)$/.test(previous)
    ) {
      objectForm = !POSSESSED_STARTERS.has(next);
    } else objectForm = false;

    // "her mom told stories about her patients": the second "her" is the mother's.
    if (!objectForm && sawFemaleRelative && !FAMILY.has(next)) ambiguous = true;
    if (!objectForm && FEMALE_RELATIVES.has(next)) sawFemaleRelative = true;

    const replacement = objectForm ? 'me' : her === 'Her' ? 'My' : 'my';
    tokens[index] = `${before}${replacement}${after}`;
  }
  return { text: tokens.join(''), ambiguous };
}

function convertVerbsAfterI(text: string): string {
  const adverbs = [...ADVERBS].join('|');
  return text.replace(
    new RegExp(`\\bI((?:\\s+(?:${adverbs}))*)\\s+([A-Za-z'’]+)`, 'g'),
    (whole, between: string, verb: string) => {
      const base = baseForm(verb.replace('’', "'"));
      return base ? `I${between} ${base}` : whole;
    },
  );
}

function convertCoordinatedVerbs(text: string): string {
  const adverbs = [...ADVERBS].join('|');
  const pattern = new RegExp(
    `(,\\s+(?:and\\s+|but\\s+|or\\s+)?|\\s+(?:and|or|but)\\s+|;\\s+)((?:(?:${adverbs})\\s+)*)([A-Za-z'’]+)\\b`,
    'g',
  );
  return text.replace(
    pattern,
    (whole, separator: string, adverbList: string, verb: string, offset: number) => {
      const lower = verb.toLowerCase().replace('’', "'");
      const lastI = text.lastIndexOf('I ', offset);
      if (lastI < 0) return whole;
      const auxiliary = COORDINATED_AUXILIARIES.has(lower);
      if (!COORDINATED_VERBS.has(lower) && !auxiliary) return whole;
      // "is"/"has" only continue her own clause: not after "who", "that", "because"...
      if (auxiliary && SUBORDINATORS.test(text.slice(lastI, offset))) return whole;
      const base = baseForm(lower);
      return base ? `${separator}${adverbList}${base}` : whole;
    },
  );
}

function contract(text: string): string {
  return text
    .replace(/\bI am\b/g, 'I’m')
    .replace(
      /\bI have (?=(?:been|never|always|ever|learned|learnt|known|seen|done|made|kept|found|met|had|chosen|told|shown|given|written|grown|taken|promised|crossed|rewritten)\b)/g,
      'I’ve ',
    );
}

export function toFirstPersonEnglish(
  sentence: string,
  name: string,
  options: { pair?: boolean } = {},
): string | null {
  const namePattern = escape(name);
  let text = sentence
    .replace(new RegExp(`\\b${namePattern}['’]s\\b`, 'g'), 'my')
    .replace(new RegExp(`\\b${namePattern}\\b`, 'g'), 'I')
    .replace(/\b[Ss]he['’]s (?=been\b|got\b|never\b|always\b|ever\b)/g, 'I’ve ')
    .replace(/\b[Ss]he['’]s\b/g, 'I’m')
    .replace(/\b[Ss]he\b/g, 'I')
    .replace(/\bherself\b/gi, 'myself')
    .replace(/\bhers\b/gi, 'mine');
  if (options.pair) {
    // In her relationship history "they" is her and the other person.
    text = text
      .replace(/\bThey\b/g, 'We')
      .replace(/\bthey\b/g, 'we')
      .replace(/\btheir\b/gi, 'our')
      .replace(/\bthem\b/g, 'us');
  }
  const her = convertHer(text);
  if (her.ambiguous) return null;
  text = convertCoordinatedVerbs(convertVerbsAfterI(her.text));
  text = contract(text).replace(/^my\b/, 'My');

  // "I still write me a letter": the object is someone else, so the sentence cannot be used.
  const adverbs = [...ADVERBS].join('|');
  if (new RegExp(`\\bI(?:\\s+(?:${adverbs}))*\\s+[a-z]+\\s+me\\b`).test(text)) return null;
  if (/\b(?:she|her|hers|herself)\b/i.test(text)) return null;
  if (new RegExp(`\\b${namePattern}\\b`).test(text)) return null;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
