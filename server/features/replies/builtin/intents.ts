import { isSexualMessage } from '#common/chat/explicit';
import { FEELING_PHRASES, INTENT_PHRASES } from './intent-phrases';
import { topicsIn, type Topic } from './topics';

/** What a user's message is about, in English or Bulgarian (people mix them). */

export type Intent = keyof typeof INTENT_PHRASES | 'feeling' | 'sexual';
export type Emotion = keyof typeof FEELING_PHRASES;

export interface MessageReading {
  /** Every intent found, most important first. */
  intents: Intent[];
  feeling: Emotion | null;
  topics: Topic[];
  isQuestion: boolean;
}

/**
 * Whole-word alternatives; "word*" also matches longer words ("хоби*" → "хобита"); "^phrase"
 * only at the start of the message ("човек ли си?" asks if she is human, "сутрешен човек ли
 * си" if she is a morning person).
 */
function pattern(phrases: string, anchored = false): RegExp {
  const alternatives = phrases.split('|').map((raw) => {
    const atStart = raw.trim().startsWith('^');
    const phrase = atStart ? raw.trim().slice(1) : raw;
    const escaped = phrase.trim().replace(/[.*+?^${}()[\]\\]/gu, '\\$&');
    const words = escaped.endsWith('\\*')
      ? `${escaped.slice(0, -2)}[\\p{L}]*`
      : escaped.replace(/ /gu, '\\s+');
    return atStart ? `^[^\\p{L}]*${words}` : words;
  });
  // A greeting only counts at the start ("Hi!", "Oh hi"), not in "say hi to your cat".
  const start = anchored ? '^[^\\p{L}]*(?:(?:oh|well|о|ей)[^\\p{L}]+)?' : '(?<![\\p{L}\\p{N}])';
  return new RegExp(`${start}(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'iu');
}

// Most important first: safety and honesty before small talk.
const ORDER: Intent[] = [
  'crisis',
  'goodbye',
  'areYouReal',
  'meet',
  'sexual',
  'feeling',
  'aboutYou',
  'likes',
  'job',
  'home',
  'origin',
  'dreams',
  'love',
  'age',
  'compliment',
  'flirt',
  'howAreYou',
  'thanks',
  'greeting',
];

const INTENT_PATTERNS = Object.entries(INTENT_PHRASES).map(
  ([intent, phrases]) => [intent as Intent, pattern(phrases, intent === 'greeting')] as const,
);
const FEELING_PATTERNS = Object.entries(FEELING_PHRASES).map(
  ([emotion, phrases]) => [emotion as Emotion, pattern(phrases)] as const,
);

/** Questions about her need a "you": "Имам гадже" is the user's news, not a question. */
const ABOUT_HER_INTENTS = new Set<Intent>([
  'likes',
  'job',
  'home',
  'origin',
  'dreams',
  'love',
  'age',
]);
const SECOND_PERSON =
  /\b(?:you|your|yours|u)\b|(?:^|[^\p{L}])(?:ти|теб|тебе|твоя|твоят|твоята|твоето|твоите|твой|\p{L}+ш)(?=$|[^\p{L}])/iu;
const ASKS_ABOUT_HER =
  /\b(?:are you|do you|have you|were you|did you)\b|(?:^|\s)(?:ли си|ли сте|ти ли)(?=$|[^\p{L}])/iu;
const NEGATION_BEFORE =
  /(?:\b(?:not|never|no longer)|(?:^|\s)не(?:\s+съм)?)\s+(?:so\s+|very\s+|that\s+|really\s+|много\s+)?$/iu;

function feelingOf(text: string): Emotion | null {
  for (const [emotion, regex] of FEELING_PATTERNS) {
    const match = regex.exec(text);
    if (!match) continue;
    // "I'm not sad" is not sad; "are you tired?" is about her, not the user.
    if (NEGATION_BEFORE.test(text.slice(0, match.index))) continue;
    if (ASKS_ABOUT_HER.test(text) && text.includes('?')) continue;
    return emotion;
  }
  return null;
}

export function readMessage(message: string): MessageReading {
  const text = message.normalize('NFC').replace(/[’`]/gu, "'").trim();
  const isQuestion = text.includes('?');
  const addressed = isQuestion || SECOND_PERSON.test(text);
  const intents: Intent[] = INTENT_PATTERNS.filter(([intent, regex]) => {
    if (ABOUT_HER_INTENTS.has(intent) && !addressed) return false;
    return regex.test(text);
  }).map(([intent]) => intent);
  const feeling = feelingOf(text);
  if (feeling) intents.push('feeling');
  if (isSexualMessage(text)) intents.push('sexual');
  return {
    intents: intents.sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b)),
    feeling,
    topics: topicsIn(text),
    isQuestion,
  };
}
