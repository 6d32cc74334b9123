import { clauseOpenedBy, newClause, type Clause, type Kind, type Role } from './bulgarian-grammar';
import { SAME_SUBJECT_BEFORE_DA } from './bulgarian-lexicon';

/**
 * Follows the clauses of one Bulgarian sentence as its words go by: commas, semicolons, colons,
 * dashes and the conjunctions "и", "или", "а", "но" end one clause and open the next, and the
 * word that opens it ("който", "че", "където") says what kind it is.
 */
export class ClauseTracker {
  clause: Clause = newClause('main');
  /** Whose the sentence's own chain of clauses is: hers until a noun takes it over. */
  mainRole: Role = 'her';
  private parenSaved: Clause | null = null;
  private pendingCoordination: 'same' | 'main' | null = null;

  /** Called for every word, with the punctuation and spaces before it. */
  enter(word: string, next: string, separator: string): void {
    if (/;/u.test(separator)) {
      this.mainRole = 'her';
      this.start(word, next, 'main');
    } else if (/:/u.test(separator)) this.start(word, next, 'colon');
    else if (/[–—]/u.test(separator)) {
      // A dash opens an aside; the next one returns to the clause it interrupted.
      if (this.parenSaved) {
        this.clause = this.parenSaved;
        this.parenSaved = null;
      } else {
        this.parenSaved = this.clause;
        this.start(word, next, 'paren');
      }
    } else if (/,/u.test(separator) && (this.clause.hasVerb || clauseOpenedBy(word, next))) {
      // A comma before the clause has a verb is a list or an aside ("Майка ѝ, адвокатка, ...").
      this.start(word, next, 'main');
    } else if (this.pendingCoordination) {
      const same = this.pendingCoordination === 'same';
      this.start(word, next, same ? this.clause.kind : 'main', same);
    }
    this.pendingCoordination = null;
    this.clause.firstWord ??= word;
    if (word === 'и' || word === 'или') {
      this.pendingCoordination = /,/u.test(separator) ? 'main' : 'same';
    } else if (word === 'а' || word === 'но') this.pendingCoordination = 'main';
  }

  private start(word: string, next: string, fallback: Kind, keepPP = false): void {
    const kind = clauseOpenedBy(word, next) ?? fallback;
    const previous = this.clause;
    this.clause = newClause(kind, word === 'да' ? previous : undefined);
    // "в Грасия и Побленоу": after "и" inside a place or company, the nouns are still in it.
    this.clause.inPP = keepPP && previous.inPP;
    if (kind === 'relative') this.clause.relative = word;
    this.clause.daSameSubject = kind === 'sub' && SAME_SUBJECT_BEFORE_DA.has(word) && next === 'да';
  }
}
