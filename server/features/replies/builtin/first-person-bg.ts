import { ClauseTracker } from './bulgarian-clauses';
import {
  clauseRole,
  daVerbIsHers,
  isFeminineAdjective,
  isParticiple,
  isVerbForm,
  matchCase,
  opensWithUnknownVerb,
  presentFirstPerson,
  verbMayBeHers,
  type Clause,
} from './bulgarian-grammar';
import * as lexicon from './bulgarian-lexicon';

/**
 * Turns a sentence of a Bulgarian persona's third-person backstory into the companion's own
 * words: "Живее в Парк Слоуп с котарака си" → "Живея в Парк Слоуп с котарака си".
 *
 * Bulgarian drops the subject, so the sentence is read clause by clause to decide whose each
 * verb is: hers when nothing else stands before it (or "тя"/her name does), someone else's when
 * a noun does ("майка ѝ разказваше", "Сутрините започват"); relative clauses belong to their
 * noun, "че"/"когато"/"където" clauses without a noun are hers. Only verbs in the lexicon are
 * changed; a sentence the rules cannot settle ("все още ѝ пише писмо": to whom?) or that opens
 * with an unknown verb is refused with null, and the engine uses another one.
 */
export function toFirstPersonBulgarian(
  sentence: string,
  name: string,
  options: { pair?: boolean } = {},
): string | null {
  return new SentenceWalker(sentence, name.toLowerCase(), options.pair ?? false).run();
}

/** Signals a sentence that cannot be converted safely. */
class Refused extends Error {}

class SentenceWalker {
  private readonly parts: string[];
  private readonly lower: string[];
  private readonly out: string[];
  private readonly clauses = new ClauseTracker();
  private skipUntil = -1;
  private verbFollows = false;

  constructor(
    sentence: string,
    private readonly name: string,
    private readonly pair: boolean,
  ) {
    this.parts = sentence.split(/([\p{L}\p{M}]+(?:-[\p{L}\p{M}]+)*)/u);
    this.lower = this.parts.map((part) => part.toLowerCase());
    this.out = [...this.parts];
  }

  run(): string | null {
    if (opensWithUnknownVerb(this.wordAt(1), this.wordAt(3), this.name, this.pair)) return null;
    try {
      for (let index = 1; index < this.parts.length; index += 2) {
        if (this.isWord(index) && index > this.skipUntil) this.visit(index);
      }
    } catch (error) {
      if (error instanceof Refused) return null;
      throw error;
    }
    const text = this.out
      .join('')
      .replace(/\s{2,}/gu, ' ')
      .trim();
    const result = matchCase('А', text);
    const namePattern = new RegExp(`(?:^|[^\\p{L}])${this.name}(?=$|[^\\p{L}])`, 'iu');
    return namePattern.test(result) ? null : result;
  }

  private isWord(index: number): boolean {
    return index % 2 === 1 && this.parts[index] !== '';
  }

  /** The next word's index (words sit at odd indices), or -1 at the end. */
  private nextIndex = (index: number) => (index + 2 < this.parts.length ? index + 2 : -1);
  private wordAt = (index: number) => (index >= 0 && this.isWord(index) ? this.lower[index]! : '');

  private get clause(): Clause {
    return this.clauses.clause;
  }

  private convert(index: number, replacement: string): void {
    this.clause.converted.push([index, this.out[index]!]);
    this.out[index] = matchCase(this.parts[index]!, replacement);
  }

  private visit(index: number): void {
    const word = this.lower[index]!;
    const next = this.wordAt(this.nextIndex(index));
    this.clauses.enter(word, next, this.parts[index - 1] ?? '');
    if (['и', 'или', 'а', 'но'].includes(word)) return;
    const clause = this.clause;

    const { RELATIVE_PRONOUNS, OBJECT_RELATIVES, SUBORDINATORS } = lexicon;
    if (RELATIVE_PRONOUNS.has(word) || OBJECT_RELATIVES.has(word) || SUBORDINATORS.has(word)) {
      clause.inPP = false; // "за когото амбицията ѝ": the preposition belonged to the pronoun
      return;
    }
    const phrase = lexicon.ADVERB_PHRASES.some(([a, b]) => a === word && b === next);
    if (phrase || (lexicon.QUANTIFIERS.has(word) && lexicon.TIME_NOUNS.has(next))) {
      this.skipUntil = this.nextIndex(index);
      return;
    }
    if (word === this.name || word === 'тя') return this.herAsSubject(index, word, next);
    if (this.pair && word === 'двамата') {
      clause.explicitPair = true;
      return;
    }
    if (word === 'ѝ' || word === 'я' || word === 'нея') return this.herPronoun(index, word);
    const possessive = lexicon.POSSESSIVES.get(word);
    if (possessive) this.out[index] = matchCase(this.parts[index]!, possessive);
    else if (this.pair && word === 'им') this.out[index] = 'ни';
    else if (lexicon.CLITICS.has(word)) {
      // Object clitics stand right before their verb ("се заключва"), unless they follow one.
      const afterVerb = isVerbForm(this.wordAt(index - 2), this.pair);
      if (['я', 'ме', 'го', 'ги', 'се'].includes(word) && !afterVerb) this.verbFollows = true;
    } else if (word === 'да') this.da(index);
    else if (lexicon.PREPOSITIONS.has(word)) {
      clause.inPP = true;
      if (clause.hasVerb) clause.daAllowed = false;
    } else if (!lexicon.ADVERBIALS.has(word) && !/^\d+$/u.test(word))
      this.contentWord(index, word, next);
  }

  private herAsSubject(index: number, word: string, next: string): void {
    this.clause.explicitHer = true;
    const verbNext =
      isVerbForm(next, this.pair) || lexicon.CLITICS.has(next) || lexicon.ADVERBIALS.has(next);
    if (word === this.name || verbNext) {
      // Bulgarian leaves the pronoun out: "тя ги прекарваше" → "ги прекарвах".
      this.out[index] = '';
      if (index === 1) this.out[index + 1] = '';
    } else this.out[index] = matchCase(this.parts[index]!, 'аз'); // "а тя – карта" → "а аз – карта"
  }

  private herPronoun(index: number, word: string): void {
    const clause = this.clause;
    const previous = this.wordAt(index - 2);
    this.out[index] = word === 'ѝ' ? 'ми' : word === 'я' ? 'ме' : 'мен';
    if (word === 'ѝ' && lexicon.PERSON_NOUNS.has(previous) && clause.role === null) {
      clause.candidate = true; // "майка ѝ разказваше": her mother is the subject
    } else if (word === 'ѝ' && clause.hasVerb && !clause.inPP && !lexicon.CLITICS.has(previous)) {
      // "кара сърцето ѝ": her heart is the object, so she is not this verb's subject.
      if (clause.role === 'her') {
        for (const [changed, original] of clause.converted) this.out[changed] = original;
        clause.converted = [];
      }
      clause.role = 'other';
    }
    if (word === 'я') {
      clause.objectControl = true;
      this.verbFollows = !isVerbForm(previous, this.pair);
    }
  }

  /** "да" + verb: the verb is hers when the clause's subject (or object, "я научи да") is her. */
  private da(index: number): void {
    const clause = this.clause;
    let verbIndex = this.nextIndex(index);
    let herObject = false;
    while (verbIndex > 0 && lexicon.CLITICS.has(this.wordAt(verbIndex))) {
      const clitic = this.wordAt(verbIndex);
      if (clitic === 'я' || clitic === 'ѝ') {
        herObject = true;
        this.out[verbIndex] = clitic === 'я' ? 'ме' : 'ми';
      }
      verbIndex = this.nextIndex(verbIndex);
    }
    if (verbIndex < 0) return;
    this.skipUntil = verbIndex;
    if (herObject || !daVerbIsHers(clause, this.clauses.mainRole)) return;
    const present = presentFirstPerson(this.wordAt(verbIndex));
    if (present) this.convert(verbIndex, present);
    clause.daAllowed = true;
    clause.daChain = true;
  }

  private contentWord(index: number, word: string, next: string): void {
    const clause = this.clause;
    const known = isVerbForm(word, this.pair);
    const unknownVerb = this.verbFollows && !known;
    this.verbFollows = false;
    if (unknownVerb) {
      // A verb we cannot conjugate: it still settles whose clause this is.
      clause.role ??= 'other';
      if (clause.kind === 'main' && clause.candidate) this.clauses.mainRole = 'other';
      clause.hasVerb = true;
      clause.candidate = false;
      if (clause.objectControl) clause.daAllowed = true;
      return;
    }
    if (known) return this.verb(index, word, next);
    if (!clause.hasVerb) clause.wordsBeforeVerb += 1;
    // A predicate adjective after the copula ("съм готова да...") keeps "да" hers.
    if (clause.hasVerb && clause.lastWasCopula && isFeminineAdjective(word)) return;
    // A noun or adjective: before the verb it may be the subject ("гласа си" is an object).
    if (!clause.inPP && next !== 'си' && !clause.hasVerb) clause.candidate = true;
    if (clause.hasVerb) clause.daAllowed = false;
  }

  private verb(index: number, word: string, next: string): void {
    const clause = this.clause;
    const copula = word === 'е' || word === 'беше';
    if (clause.role === null) {
      // "Готова е", "Свободна е": a feminine adjective alone before the copula describes her.
      const feminineStart =
        copula &&
        clause.wordsBeforeVerb === 1 &&
        clause.firstWord === this.wordAt(index - 2) &&
        isFeminineAdjective(clause.firstWord);
      clause.role = clauseRole(clause, word, next, feminineStart, this.clauses.mainRole, this.pair);
      const chain = clause.kind === 'main' || clause.kind === 'paren';
      if (chain && clause.role !== 'pair') this.clauses.mainRole = clause.role;
    }
    clause.hasVerb = true;
    clause.candidate = false;
    clause.lastWasCopula = copula;

    if (clause.role === 'pair' && lexicon.PAIR_FORMS.has(word)) {
      this.convert(index, lexicon.PAIR_FORMS.get(word)!);
      return;
    }
    const form = lexicon.VERB_FORMS.get(word);
    if (clause.role !== 'her' || !form) {
      if ((isParticiple(word) || form) && (clause.objectControl || clause.role === 'her')) {
        clause.daAllowed = true; // "би искала да...", "я научи да..."
      }
      return;
    }
    const afterNext = this.wordAt(this.nextIndex(this.nextIndex(index)));
    if (!verbMayBeHers(clause, word, next, afterNext, copula)) return;
    const previous = this.wordAt(index - 2);
    // "ѝ пише" in her own clause: the "ѝ" is someone else, and we cannot tell who.
    if (previous === 'ѝ' || previous === 'я') throw new Refused();
    if (word === 'е' && lexicon.CLITICS.has(previous) && previous !== 'не') {
      // "си е" → "съм си", "не го е показвала" → "не съм го показвала".
      clause.converted.push([index - 2, this.out[index - 2]!], [index, this.out[index]!]);
      this.out[index] = this.out[index - 2]!;
      this.out[index - 2] = 'съм';
    } else this.convert(index, form);
    clause.daAllowed = true;
  }
}
