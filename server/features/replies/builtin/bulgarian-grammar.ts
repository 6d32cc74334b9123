import {
  ADVERBIALS,
  DEMONSTRATIVES,
  INTRANSITIVE,
  IRREGULAR_PRESENT,
  OBJECT_RELATIVES,
  PAIR_FORMS,
  PERSON_NOUNS,
  PREPOSITIONS,
  QUANTIFIERS,
  RELATIVE_PRONOUNS,
  SAME_SUBJECT_BEFORE_DA,
  SUBORDINATORS,
  VERB_FORMS,
} from './bulgarian-lexicon';

/** Whose a clause is: hers, someone else's, or (in her relationship history) "the two of them". */
export type Role = 'her' | 'other' | 'pair';
/** main: her sentence's own chain; relative: "който..."; objrel: "когото", "в която"; sub: "че", "когато"; paren: between dashes. */
export type Kind = 'main' | 'relative' | 'objrel' | 'sub' | 'colon' | 'paren';

export interface Clause {
  kind: Kind;
  role: Role | null;
  relative: string | null;
  hasVerb: boolean;
  /** Inside a prepositional phrase: nouns here are not subjects. */
  inPP: boolean;
  /** A noun stands before the verb: it is the subject. */
  candidate: boolean;
  explicitHer: boolean;
  explicitPair: boolean;
  /** A "да" here takes her verb ("Иска да довърши"). */
  daAllowed: boolean;
  /** "за да", "преди да": same subject as the clause before. */
  daSameSubject: boolean;
  /** "я научи да...": she is the one who does the "да" verb. */
  objectControl: boolean;
  firstWord: string | null;
  wordsBeforeVerb: number;
  lastWasCopula: boolean;
  /** A "да" verb here was hers: "да мете изрезките и да шие" continues it. */
  daChain: boolean;
  /** Token indices changed in this clause, with their old text (to undo). */
  converted: Array<[number, string]>;
}

export function newClause(kind: Kind, inherit?: Clause): Clause {
  return {
    kind,
    role: null,
    relative: null,
    hasVerb: false,
    inPP: false,
    candidate: false,
    explicitHer: false,
    explicitPair: false,
    daAllowed: inherit?.daAllowed ?? false,
    daSameSubject: false,
    objectControl: inherit?.objectControl ?? false,
    firstWord: null,
    wordsBeforeVerb: 0,
    lastWasCopula: false,
    daChain: inherit?.daChain ?? false,
    converted: [],
  };
}

/** The kind of clause a word opens, or null when it opens none. */
export function clauseOpenedBy(word: string, next: string): Kind | null {
  if (RELATIVE_PRONOUNS.has(word)) return 'relative';
  if (OBJECT_RELATIVES.has(word)) return 'objrel';
  if (PREPOSITIONS.has(word) && (RELATIVE_PRONOUNS.has(next) || OBJECT_RELATIVES.has(next))) {
    return 'objrel';
  }
  if (SUBORDINATORS.has(word)) return 'sub';
  if (SAME_SUBJECT_BEFORE_DA.has(word) && next === 'да') return 'sub';
  return null;
}

/** The present tense first person after "да": "довърши" → "довърша", "види" → "видя". */
export function presentFirstPerson(verb: string): string | null {
  const irregular = IRREGULAR_PRESENT.get(verb);
  if (irregular) return irregular;
  if (/(?:ат|ят|ха)$/u.test(verb)) return null; // third person plural: not hers
  if (/[аеиоуъюя]е$/u.test(verb)) return `${verb.slice(0, -1)}я`;
  if (/[жчшщ]и$/u.test(verb)) return `${verb.slice(0, -1)}а`;
  if (/и$/u.test(verb)) return `${verb.slice(0, -1)}я`;
  if (/е$/u.test(verb)) return `${verb.slice(0, -1)}а`;
  if (/[ая]$/u.test(verb)) return `${verb}м`;
  return null;
}

export function isFeminineAdjective(word: string): boolean {
  return /а$/u.test(word) && !/(?:та|ата|ята)$/u.test(word) && !DEMONSTRATIVES.has(word);
}

export function isParticiple(word: string): boolean {
  return /ла$/u.test(word) && word.length > 4;
}

export function isVerbForm(word: string, pair: boolean): boolean {
  return (
    VERB_FORMS.has(word) || (pair && PAIR_FORMS.has(word)) || word === 'са' || isParticiple(word)
  );
}

export function matchCase(original: string, replacement: string): string {
  return /^\p{Lu}/u.test(original)
    ? replacement.charAt(0).toUpperCase() + replacement.slice(1)
    : replacement;
}

/**
 * Whether a sentence opens with a verb we do not know ("Създава бижута..."): we could not
 * conjugate it, so the sentence is refused. Nouns with an article, adjectives before "е" and
 * people with "ѝ" ("Баща ѝ държеше") are not verbs.
 */
export function opensWithUnknownVerb(
  first: string,
  second: string,
  name: string,
  pair: boolean,
): boolean {
  return (
    first.length > 2 &&
    first !== name &&
    !VERB_FORMS.has(first) &&
    !(pair && PAIR_FORMS.has(first)) &&
    !ADVERBIALS.has(first) &&
    !PREPOSITIONS.has(first) &&
    !PERSON_NOUNS.has(first) &&
    !QUANTIFIERS.has(first) &&
    /(?:[аяеи]|ше)$/u.test(first) &&
    !/(?:та|то|те|ът|ят|ия|ие|ла)$/u.test(first) &&
    !['е', 'беше', 'си', 'ѝ'].includes(second)
  );
}

/** Who does a "да" verb when nothing in its clause has said so yet. */
function daRole(clause: Clause, mainRole: Role): Role {
  if (clause.role) return clause.role;
  if (clause.candidate) return 'other';
  if (clause.kind === 'main' || clause.kind === 'paren') return mainRole;
  if (clause.kind === 'objrel' || clause.daSameSubject) return 'her';
  // "неща, които да направи": a relative right before "да" is the thing, she does it.
  if (clause.kind === 'relative' && clause.firstWord === clause.relative && !clause.hasVerb) {
    return 'her';
  }
  return 'other';
}

/**
 * Whether the verb after "да" is hers: she is the clause's subject and nothing came between
 * her verb and "да" ("Иска да довърши"), she is its object ("я научи да запазва"), or it
 * continues a chain of hers ("да мете изрезките и да шие").
 */
export function daVerbIsHers(clause: Clause, mainRole: Role): boolean {
  const role = daRole(clause, mainRole);
  const governed = clause.hasVerb ? clause.daAllowed : !clause.candidate && role === 'her';
  const continuesChain = clause.daChain && !clause.hasVerb && clause.firstWord === 'да';
  return (
    (role === 'her' && governed) || (clause.objectControl && clause.daAllowed) || continuesChain
  );
}

/** Whose a clause is, decided at its first verb. */
export function clauseRole(
  clause: Clause,
  verb: string,
  next: string,
  feminineStart: boolean,
  mainRole: Role,
  pair: boolean,
): Role {
  const pairVerb = pair && PAIR_FORMS.has(verb);
  if (clause.explicitHer) return 'her';
  if (clause.explicitPair) return 'pair';
  if (clause.candidate && !feminineStart) return 'other';
  switch (clause.kind) {
    case 'main':
    case 'paren':
      return pairVerb ? 'pair' : mainRole;
    case 'objrel':
    case 'sub':
      return pairVerb ? 'pair' : 'her';
    case 'relative': {
      // "който е кръстила": a feminine participle after a masculine or neuter relative is hers.
      const copula = verb === 'е' || verb === 'беше';
      const participle = /ла$/u.test(copula ? next : verb) && clause.relative !== 'която';
      return participle ? 'her' : 'other';
    }
    default:
      return 'other';
  }
}

/** Verbs of her clause that still are not hers: impersonal "че е", existential "има". */
export function verbMayBeHers(
  clause: Clause,
  verb: string,
  next: string,
  afterNext: string,
  copula: boolean,
): boolean {
  if (clause.kind === 'sub' && copula) {
    // "когато беше на шест", "че е готова": hers; "че е от алергията": not.
    const age = next === 'на' && ADVERBIALS.has(afterNext);
    if (!isFeminineAdjective(next) && !/ла$/u.test(next) && !age) return false;
  }
  if (verb === 'има' && (clause.kind === 'sub' || clause.inPP)) return false;
  // "В чекмеджето ѝ стои роман": the subject comes after the verb.
  const subjectFollows = next !== '' && !PREPOSITIONS.has(next) && !ADVERBIALS.has(next);
  return !(INTRANSITIVE.has(verb) && subjectFollows);
}
