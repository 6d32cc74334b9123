import { helpArticle } from '../help/help-content';
import { matchArticles, normalise } from '../help/match-articles';
import { CLOSING, PASS_ON, greetingReply, opening, thanksReply } from './nova-lines';
import type { SupportAgent, SupportQuestion } from './support-agent';

/** Words of a message that only greets ("hi Nova!"), in both languages. */
const GREETING_WORDS = new Set([
  'hi',
  'hello',
  'hey',
  'hiya',
  'howdy',
  'greetings',
  'good',
  'morning',
  'afternoon',
  'evening',
  'there',
  'nova',
  'здравей',
  'здравейте',
  'здрасти',
  'здрасте',
  'привет',
  'добър',
  'добро',
  'ден',
  'утро',
  'вечер',
  'нова',
]);

/** Words of a message that only thanks ("thanks a lot!", "благодаря много"). */
const THANKS_WORDS = new Set([
  'thanks',
  'thank',
  'you',
  'thx',
  'ty',
  'so',
  'very',
  'much',
  'a',
  'lot',
  'ok',
  'okay',
  'great',
  'perfect',
  'cool',
  'nova',
  'благодаря',
  'мерси',
  'много',
  'ти',
  'ви',
  'супер',
  'чудесно',
  'добре',
  'ок',
  'нова',
]);
const THANKS_MARKERS = ['thank', 'thanks', 'thx', 'ty', 'благодаря', 'мерси'];

/** Short messages made only of such words are a greeting or a thank-you, not a question. */
const SMALL_TALK_MAX_WORDS = 6;

function onlyWordsFrom(words: string[], allowed: Set<string>): boolean {
  return (
    words.length > 0 && words.length <= SMALL_TALK_MAX_WORDS && words.every((w) => allowed.has(w))
  );
}

/** A small, stable number from the text: picks an opening so answers do not all start alike. */
function textHash(text: string): number {
  let hash = 0;
  for (const character of text) hash = (hash * 31 + character.codePointAt(0)!) >>> 0;
  return hash;
}

/**
 * Nova's answer without a language model: the best-matching help articles (keywords in both
 * languages) told in the question's language between a friendly opening and a closing that
 * offers more; a greeting or a thank-you gets a short reply; a question the help content does
 * not cover is passed on to a person (a reply the ticket rules do not count as good, so the
 * ticket goes to human review). Deterministic and instant.
 */
export function composeSupportAnswer(question: SupportQuestion): string {
  const { language, userName, facts } = question;
  const words = normalise(question.message).split(' ').filter(Boolean);
  if (onlyWordsFrom(words, THANKS_WORDS) && words.some((w) => THANKS_MARKERS.includes(w))) {
    return thanksReply(language, userName);
  }
  if (onlyWordsFrom(words, GREETING_WORDS)) return greetingReply(language, userName);

  const matches = matchArticles(question.message);
  if (matches.length === 0) return PASS_ON[language];
  const articles = matches.map((match) => helpArticle(match.id, facts).text);
  return [
    opening(language, userName, textHash(question.message)),
    ...articles,
    CLOSING[language],
  ].join('\n\n');
}

/** How the built-in agent is reported (logs), beside the companions' `amora-persona`. */
export const BUILTIN_SUPPORT_MODEL = 'amora-support';

export function createBuiltinSupportAgent(): SupportAgent {
  return {
    kind: 'builtin',
    model: BUILTIN_SUPPORT_MODEL,
    async answer(question, signal) {
      signal.throwIfAborted();
      return composeSupportAnswer(question);
    },
  };
}
