import type { FactTopic } from '#common/contracts/persona-voice';
import type { Language } from '#common/i18n/languages';
import { extractFacts, type ExtractedFact } from '#server/features/memories';
import { readMessage, type MessageReading } from '../intents';
import { BULGARIAN_LEXICON } from './lexicon-bg';
import { ENGLISH_LEXICON } from './lexicon-en';
import type { Lexicon, Recipient, RequestObject, UserSubject } from './lexicon';
import { choiceIn } from './choice';

/**
 * The pipeline's first step: what the user's message asks or tells, with its slots. One act
 * leads the reply; the social intents of readMessage (greeting, thanks, feelings, safety) come
 * along for the parts around it.
 */
export type Act = 'aboutUser' | 'choice' | 'request' | 'news' | 'aboutHer' | 'told' | 'chat';

export interface Understanding {
  reading: MessageReading;
  act: Act;
  isQuestion: boolean;
  /** A question put to her ("you", "your", a second-person verb), whatever it is about. */
  asksHer: boolean;
  /** "What's your name?" */
  asksHerName: boolean;
  /** The part of her life a question about her asks about. */
  topic: FactTopic | null;
  userSubject: UserSubject | null;
  /** The words of the user's own that the question is about ("sister", "сестра"). */
  relation: string | null;
  /** A name she knows from the user (their dog "Taco") that the message mentions. */
  mentionedName: string | null;
  choice: [string, string] | null;
  request: RequestObject | null;
  recipient: Recipient | null;
  news: 'good' | 'bad' | null;
  /** Facts about the user that this message tells (the memory rules read them). */
  told: ExtractedFact[];
}

const LEXICONS: Record<Language, Lexicon> = { en: ENGLISH_LEXICON, bg: BULGARIAN_LEXICON };

/** The order topics are tried in: the specific before the broad ("your cat at home" is the cat). */
const TOPIC_ORDER: FactTopic[] = [
  'pet',
  'gift',
  'family',
  'origin',
  'love',
  'weekend',
  'routine',
  'season',
  'drink',
  'food',
  'book',
  'music',
  'film',
  'sport',
  'hobby',
  'travel',
  'plans',
  'work',
  'home',
  'city',
  'place',
];

/** Lower case, straight apostrophes, and the chat spellings people use ("u", "ur", "whats"). */
export function normalise(message: string): string {
  return message
    .normalize('NFC')
    .toLowerCase()
    .replace(/[’`´]/gu, "'")
    .replace(/\bu\b/gu, 'you')
    .replace(/\bur\b/gu, 'your')
    .replace(/\br\b/gu, 'are')
    .replace(/\bwhats\b/gu, "what's")
    .replace(/\bwat\b/gu, 'what')
    .replace(/\bwhere's\b/gu, 'where is')
    .replace(/\bfavorite\b/gu, 'favourite')
    .replace(/\s+/gu, ' ')
    .trim();
}

function firstMatch<T>(pairs: Array<[T, RegExp]>, text: string): T | null {
  return pairs.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

function topicOf(lexicon: Lexicon, text: string): FactTopic | null {
  return TOPIC_ORDER.find((topic) => lexicon.topics[topic].test(text)) ?? null;
}

/** The topic of the latest recent message that asked about her ("any pets?"), if any. */
function topicBefore(lexicon: Lexicon, earlier: readonly string[]): FactTopic | null {
  for (const message of earlier.slice(-POINTING_REACH).reverse()) {
    const text = normalise(message);
    const found = topicOf(lexicon, text);
    if (found) return lexicon.aboutUser.test(text) && !lexicon.aboutHer.test(text) ? null : found;
  }
  return null;
}

/** The sentences that ask (those with "?"), or the whole message. */
function askingPart(text: string): string {
  const questions = text.match(/[^.!?]*\?/gu);
  return questions ? questions.join(' ').trim() : text;
}

/** "and where do you live" / "а къде живееш": a leading "and" or "so" does not hide a question. */
const LEADING_FILLER = /^(?:and|so|ok|okay|well|hey|а|и|ами|добре|ей)\s+/u;

const RELATION = /\bmy ([a-z]+)|(?<![\p{L}])([\p{L}]+) ми(?![\p{L}])/u;

/** A question that points back is short: a long one says what it is about. */
const MAX_POINTING_WORDS = 8;

/** How many of the user's messages back a follow-up may point ("what's its name?", "a boy?"). */
const POINTING_REACH = 2;

/**
 * `earlier` is what the user said before this message, oldest first: a short question that
 * points back ("what's its name?" after "do you have a pet?") takes the topic of the latest
 * message about her that had one.
 */
export function understand(
  message: string,
  language: Language,
  knownNames: readonly string[] = [],
  earlier: readonly string[] = [],
): Understanding {
  const lexicon = LEXICONS[language];
  const text = normalise(message);
  const asking = askingPart(text);
  const isQuestion =
    message.includes('?') || lexicon.questionStart.test(asking.replace(LEADING_FILLER, ''));
  const reading = readMessage(message);
  const mentionedName =
    knownNames.find((name) =>
      new RegExp(`(?<![\\p{L}])${name.toLowerCase()}(?![\\p{L}])`, 'u').test(text),
    ) ?? null;

  const news = lexicon.badNews.test(text) ? 'bad' : lexicon.goodNews.test(text) ? 'good' : null;
  const asksFor = lexicon.request.test(text);
  const recipient = asksFor ? firstMatch(lexicon.recipients, text) : null;
  // Asked for something for someone, it is a gift; for nothing named, advice.
  const request = asksFor
    ? (firstMatch(lexicon.requestObjects, text) ?? (recipient ? 'gift' : 'advice'))
    : null;

  const recalls = lexicon.recallCue.test(asking);
  let userSubject: UserSubject | null = null;
  if (isQuestion && !request) {
    userSubject = firstMatch(lexicon.userSubjects, asking);
    if (!userSubject && recalls && lexicon.aboutUser.test(asking)) userSubject = 'all';
    // "My sister had a baby! Isn't that great?" tells news; it does not ask her to recall.
    if (userSubject && !recalls && news) userSubject = null;
    if (!userSubject && mentionedName) userSubject = 'all';
  }
  const relationMatch = userSubject === 'family' ? RELATION.exec(asking) : null;
  const relation = relationMatch ? (relationMatch[1] ?? relationMatch[2] ?? null) : null;

  const asksHerName = isQuestion && lexicon.herName.test(asking);
  const ownTopic = topicOf(lexicon, isQuestion ? asking : text);
  const pointsBack =
    isQuestion &&
    !ownTopic &&
    !userSubject &&
    !asksHerName &&
    asking.split(/\s+/u).length <= MAX_POINTING_WORDS &&
    lexicon.pointsBack.test(asking);
  const topic = pointsBack ? topicBefore(lexicon, earlier) : ownTopic;
  const followsUp = pointsBack && topic !== null;
  // "dogs or cats" needs no question mark when it is all the message says. "Do you have
  // brothers or sisters?" asks about her family, and "is it a boy or a girl?" about her cat.
  const short = asking.split(/\s+/u).length <= 6;
  const choice =
    (isQuestion || short) && !userSubject && !followsUp && topic !== 'family'
      ? choiceIn(lexicon, asking)
      : null;
  const addressed =
    followsUp || lexicon.aboutHer.test(asking) || reading.intents.includes('aboutYou');
  const told = extractFacts(message);

  const act: Act = userSubject
    ? 'aboutUser'
    : choice
      ? 'choice'
      : request
        ? 'request'
        : news
          ? 'news'
          : asksHerName || (isQuestion && addressed && (topic || lexicon.favourite.test(asking)))
            ? 'aboutHer'
            : told.length > 0
              ? 'told'
              : 'chat';
  return {
    reading,
    act,
    isQuestion,
    asksHer: isQuestion && addressed,
    topic: !asksHerName && (act === 'aboutHer' || act === 'chat' || act === 'told') ? topic : null,
    asksHerName,
    userSubject,
    relation,
    mentionedName,
    choice,
    request,
    recipient,
    news,
    told,
  };
}
