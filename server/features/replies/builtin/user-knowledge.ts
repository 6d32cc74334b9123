import type { MemoryKind } from '#common/contracts/memories';
import type { Language } from '#common/i18n/languages';
import { bulgarianPhrases, englishPhrases, extractFacts } from '#server/features/memories';
import type { ReplyContext } from '../engine';
import { splitSentences } from './text';

/**
 * The pipeline's "find" step for the user: what she knows about them, from the visible memory
 * the memories feature recalled and from what they said earlier in this conversation (the
 * memory rules read those messages again, so a fact told three messages ago is known even
 * before it is recalled).
 */
export interface KnownFact {
  kind: MemoryKind;
  content: string;
  /** "you live in Plovdiv" / "живееш в Пловдив"; null when it cannot be said in this language. */
  aboutYou: string | null;
  /** The name it is about: a pet's, a sister's, the user's town. */
  name: string | null;
}

export interface UserKnowledge {
  name: string | null;
  facts: KnownFact[];
  /** Names of the user's pets and people, which a message may mention ("What's Taco like?"). */
  names: string[];
  /** The user's earlier messages, oldest first. */
  said: string[];
}

/** How a fact is said back to the user in `language` (null parts when it cannot be). */
export function phrased(kind: MemoryKind, content: string, told: Language, language: Language) {
  const phrases = told === 'bg' ? bulgarianPhrases(kind, content) : englishPhrases(kind, content);
  return { aboutYou: told === language ? phrases.aboutYou : null, name: phrases.name };
}

export function knowUser(ctx: ReplyContext): UserKnowledge {
  const said = ctx.history.filter((message) => message.sender === 'user').map((m) => m.content);
  const facts: KnownFact[] = [];
  const seen = new Set<string>();
  const add = (fact: KnownFact) => {
    if (seen.has(fact.content)) return;
    seen.add(fact.content);
    facts.push(fact);
  };
  // Newest first: what was said last in this conversation wins over older memory.
  for (const message of [...said].reverse()) {
    for (const fact of extractFacts(message)) {
      add({
        kind: fact.kind,
        content: fact.content,
        ...phrased(fact.kind, fact.content, fact.language, ctx.language),
      });
    }
  }
  for (const memory of ctx.recalled ?? []) {
    add({
      kind: memory.kind,
      content: memory.content,
      aboutYou: memory.aboutYou,
      name: memory.name,
    });
  }
  const toldName = facts.find((fact) => fact.kind === 'name')?.name ?? null;
  const names = facts
    .filter((fact) => (fact.kind === 'pet' || fact.kind === 'family') && fact.name)
    .map((fact) => fact.name!);
  return { name: toldName ?? ctx.user?.firstName ?? null, facts, names: [...new Set(names)], said };
}

const ENGLISH_SWAPS: Array<[RegExp, string]> = [
  [/\bi'm\b/giu, 'you’re'],
  [/\bi’m\b/giu, 'you’re'],
  [/\bi am\b/giu, 'you are'],
  [/\bi was\b/giu, 'you were'],
  [/\bi've\b|\bi’ve\b/giu, 'you’ve'],
  [/\bi\b/giu, 'you'],
  [/\bmy\b/giu, 'your'],
  [/\bmine\b/giu, 'yours'],
  [/\bmyself\b/giu, 'yourself'],
  [/\bme\b/giu, 'you'],
  [/\bwe\b/giu, 'you'],
  [/\bour\b/giu, 'your'],
];

const B = '(?<![\\p{L}])';
const E = '(?![\\p{L}])';
const BULGARIAN_SWAPS: Array<[RegExp, string]> = [
  ['ми', 'ти'],
  ['моята', 'твоята'],
  ['моят', 'твоят'],
  ['моя', 'твоя'],
  ['моето', 'твоето'],
  ['моите', 'твоите'],
  ['мой', 'твой'],
  ['аз', 'ти'],
  ['мен', 'теб'],
  ['ме', 'те'],
  ['съм', 'си'],
  ['имам', 'имаш'],
  ['живея', 'живееш'],
  ['работя', 'работиш'],
  ['обичам', 'обичаш'],
  ['мисля', 'мислиш'],
].map(([from, to]) => [new RegExp(`${B}${from}${E}`, 'giu'), to] as [RegExp, string]);

/**
 * The user's sentence that mentions `words`, said back to them ("my sister just had a baby
 * girl" → "your sister just had a baby girl"); null when no sentence does.
 */
export function toldAbout(
  knowledge: UserKnowledge,
  words: readonly string[],
  language: Language,
): string | null {
  const stems = words.map((word) => word.toLowerCase().slice(0, Math.max(4, word.length - 2)));
  for (const message of [...knowledge.said].reverse()) {
    for (const sentence of splitSentences(message)) {
      if (sentence.includes('?')) continue;
      const lower = sentence.toLowerCase();
      if (!stems.some((stem) => lower.includes(stem))) continue;
      let text = sentence.replace(/[.!…]+$/u, '').trim();
      for (const [from, to] of language === 'bg' ? BULGARIAN_SWAPS : ENGLISH_SWAPS) {
        text = text.replace(from, to);
      }
      // "Your sister…" continues a sentence; a name ("Tom is moving…") keeps its capital.
      const [first = ''] = text.split(/\s+/u);
      const isName = knowledge.names.includes(first) || first === knowledge.name;
      return isName ? text : text.charAt(0).toLowerCase() + text.slice(1);
    }
  }
  return null;
}
