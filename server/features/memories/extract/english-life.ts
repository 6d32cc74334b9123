import { rule, type FactDraft, type Rule } from './fact';
import { thirdPersonEn } from './english-about';
import { START, capitalize, cutPhrase } from './text';
import { MONTHS_EN, TIME_EN } from './words-en';

/** English rules for what the user likes and dislikes, their important dates and plans. */

const IM = "(?:i'm|i\\s+am|im)";
const ADVERBS =
  '(?:(?:really|also|truly|absolutely|totally|just|kind\\s+of|kinda|so|still|actually|honestly|do|genuinely|especially)\\s+)*';

/** Objects that are about her, or no object at all: "I love you", "I like that", "I hate when…". */
const NOT_AN_OBJECT =
  /^(?:it|that|this|these|those|them|him|her|you|ya|u|when|how|what|if|the\s+way|the\s+fact|everything|nothing|anything|to\s+(?:think|say|believe|imagine|know|hear|see)|being\s+with\s+you|talking\s+to\s+you)(?![\p{L}])/iu;
const ABOUT_HER = /(?:^|[^\p{L}])(?:you|your|yours|yourself|u|ya)(?![\p{L}])/iu;

const LIKE_VERBS: Record<string, { kind: 'like' | 'dislike'; says: string }> = {
  love: { kind: 'like', says: 'Loves' },
  adore: { kind: 'like', says: 'Adores' },
  like: { kind: 'like', says: 'Likes' },
  enjoy: { kind: 'like', says: 'Enjoys' },
  hate: { kind: 'dislike', says: 'Hates' },
  dislike: { kind: 'dislike', says: 'Dislikes' },
  detest: { kind: 'dislike', says: 'Detests' },
  "don't like": { kind: 'dislike', says: "Doesn't like" },
  'do not like': { kind: 'dislike', says: "Doesn't like" },
  "don't really like": { kind: 'dislike', says: "Doesn't really like" },
  "can't stand": { kind: 'dislike', says: "Can't stand" },
  'cannot stand': { kind: 'dislike', says: "Can't stand" },
};

function objectOf(rest: string): string | null {
  const object = cutPhrase(rest, 'en', 7);
  if (!object || NOT_AN_OBJECT.test(object) || ABOUT_HER.test(object)) return null;
  return thirdPersonEn(object);
}

function preference(verb: string, rest: string): FactDraft {
  const found = LIKE_VERBS[verb.toLowerCase().replace(/\s+/gu, ' ')];
  const object = objectOf(rest);
  return found && object ? { kind: found.kind, content: `${found.says} ${object}` } : null;
}

const MONTH = `(${MONTHS_EN.map((month) => `${month.slice(0, 3)}${month.length > 3 ? `(?:${month.slice(3)})?` : ''}`).join('|')})\\.?`;
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?';
const YEAR = '(?:,?\\s+(\\d{4}))?';

function monthName(raw: string): string | null {
  const month = MONTHS_EN.find((name) => name.startsWith(raw.toLowerCase().slice(0, 3)));
  return month ? capitalize(month) : null;
}

function formatDate(day: number, month: string | null, year?: string): string | null {
  if (!month || day < 1 || day > 31) return null;
  return `${month} ${day}${year ? `, ${year}` : ''}`;
}

/** "May 3rd", "the 3rd of May", "3 May 1995", "tomorrow" (with a clock) → "May 3". */
export function englishDate(rest: string, now?: Date): string | null {
  const text = rest.trim();
  const monthFirst = new RegExp(`^${MONTH}\\s+${DAY}${YEAR}(?![\\p{N}])`, 'iu').exec(text);
  if (monthFirst)
    return formatDate(Number(monthFirst[2]), monthName(monthFirst[1]!), monthFirst[3]);
  const dayFirst = new RegExp(`^(?:the\\s+)?${DAY}\\s+(?:of\\s+)?${MONTH}${YEAR}`, 'iu').exec(text);
  if (dayFirst) return formatDate(Number(dayFirst[1]), monthName(dayFirst[2]!), dayFirst[3]);
  const relative = /^(today|tomorrow)(?![\p{L}])/iu.exec(text);
  if (relative && now) {
    const date = new Date(
      now.getTime() + (relative[1]!.toLowerCase() === 'tomorrow' ? 86_400_000 : 0),
    );
    return formatDate(date.getUTCDate(), capitalize(MONTHS_EN[date.getUTCMonth()]!));
  }
  return null;
}

function dated(label: string, rest: string, now?: Date): FactDraft {
  const date = englishDate(rest.replace(/^(?:on|in)\s+/iu, ''), now);
  return date ? { kind: 'date', content: `${label}: ${date}` } : null;
}

const WEEKDAY = /monday|tuesday|wednesday|thursday|friday|saturday|sunday/gu;
const TIME = new RegExp(`(?<![\\p{L}])(?:${TIME_EN})(?![\\p{L}])`, 'iu');
const LEADING_TIME = new RegExp(`^(?:${TIME_EN})(?![\\p{L}])`, 'iu');

/** Everyday things are no plans worth asking about ("I'm going to bed early tonight"). */
const EVERYDAY =
  /^(?:(?:go(?:ing)?\s+to\s+)?(?:sleep|bed)|(?:take\s+a\s+)?nap|eat|shower|rest|relax|chill|stay\s+(?:home|in)|watch\s+(?:tv|a\s+movie|netflix|something))(?![\p{L}])/iu;

/**
 * A plan needs a when: "I have an interview tomorrow" (or "Tomorrow I have…"). The thing
 * planned ends where the time starts; the time goes last in the content.
 */
function planOf(rest: string, sentence: string): { what: string; when: string } | null {
  const inside = TIME.exec(rest);
  const leading = LEADING_TIME.exec(sentence.trim());
  const when = inside?.[0] ?? leading?.[0];
  if (!when) return null;
  // "I have a brother called Ivo, he's getting married next month": the time belongs to the
  // next clause, not to what the user has.
  if (inside && /[,;]/u.test(rest.slice(0, inside.index))) return null;
  const what = cutPhrase(inside ? rest.slice(0, inside.index) : rest, 'en', 7);
  if (!what || ABOUT_HER.test(what) || EVERYDAY.test(what)) return null;
  const time = when.toLowerCase().replace(/\s+/gu, ' ');
  return { what: thirdPersonEn(what), when: time.replace(WEEKDAY, (day) => capitalize(day)) };
}

const NOT_AN_EVENT =
  /^(?:no|nothing|never|not|been|had|done|seen|to|it|a\s+feeling|an\s+idea|the\s+feeling|time|plans?|fun|a\s+question|a\s+crush)(?![\p{L}])/iu;

export const ENGLISH_LIFE_RULES: Rule[] = [
  rule(
    `${START}i\\s+${ADVERBS}(love|adore|like|enjoy|hate|dislike|detest|don't\\s+(?:really\\s+)?like|do\\s+not\\s+like|can't\\s+stand|cannot\\s+stand)\\s+(.+)`,
    (match) => preference(match[1]!, match[2]!),
  ),
  rule(
    `${START}${IM}\\s+${ADVERBS}(?:really\\s+)?(?:into|obsessed\\s+with|crazy\\s+about)\\s+(.+)`,
    (match) => {
      const object = objectOf(match[1]!);
      return object ? { kind: 'like', content: `Is into ${object}` } : null;
    },
  ),
  rule(`${START}${IM}\\s+(?:a\\s+)?(?:(?:big|huge|great)\\s+)?fan\\s+of\\s+(.+)`, (match) => {
    const object = objectOf(match[1]!);
    return object ? { kind: 'like', content: `Is a big fan of ${object}` } : null;
  }),
  rule(
    `${START}my\\s+(?:all-time\\s+)?favou?rite\\s+([\\p{L}-]+(?:\\s+[\\p{L}-]+)?)\\s+is\\s+(.+)`,
    (match) => {
      const what = match[1]!.toLowerCase();
      const value = objectOf(match[2]!);
      if (!value || /^(?:thing|part|person|one)$/u.test(what)) return null;
      return { kind: 'like', content: `Favorite ${what}: ${value}` };
    },
  ),

  rule(`${START}my\\s+birthday(?:'s|\\s+is)\\s+(.+)`, (match, _s, options) =>
    dated('Birthday', match[1]!, options.now),
  ),
  rule(`${START}i\\s+was\\s+born\\s+on\\s+(.+)`, (match, _s, options) =>
    dated('Birthday', match[1]!, options.now),
  ),
  rule(
    `${START}(?:my|our)\\s+(?:wedding\\s+)?anniversary(?:'s|\\s+is)\\s+(.+)`,
    (match, _s, options) => dated('Anniversary', match[1]!, options.now),
  ),
  rule(`${START}my\\s+name\\s+day(?:'s|\\s+is)\\s+(.+)`, (match, _s, options) =>
    dated('Name day', match[1]!, options.now),
  ),

  rule(`${START}i\\s+(?:have|'ve\\s+got|have\\s+got|got)\\s+(?!to\\s)(.+)`, (match, sentence) => {
    const plan = planOf(match[1]!, sentence);
    if (!plan || NOT_AN_EVENT.test(plan.what)) return null;
    return { kind: 'plan', content: `Has ${plan.what} ${plan.when}` };
  }),
  rule(`${START}i\\s+(?:have|'ve\\s+got)\\s+to\\s+(.+)`, (match, sentence) => {
    const plan = planOf(match[1]!, sentence);
    return plan ? { kind: 'plan', content: `Has to ${plan.what} ${plan.when}` } : null;
  }),
  rule(`${START}${IM}\\s+(?:going\\s+to|gonna)\\s+(.+)`, (match, sentence) => {
    const plan = planOf(match[1]!, sentence);
    return plan ? { kind: 'plan', content: `Is going to ${plan.what} ${plan.when}` } : null;
  }),
  rule(
    `${START}${IM}\\s+(flying|travell?ing|driving|heading|moving|leaving|starting|meeting|seeing|visiting|having|taking|getting|going(?!\\s+to\\s)|running|playing|celebrating|attending|presenting|doing|finishing|coming|taking)\\s+(.+)`,
    (match, sentence) => {
      const plan = planOf(match[2]!, sentence);
      const verb = match[1]!.toLowerCase();
      return plan ? { kind: 'plan', content: `Is ${verb} ${plan.what} ${plan.when}` } : null;
    },
  ),
  rule(`${START}i(?:'ll|\\s+will)\\s+(.+)`, (match, sentence) => {
    const plan = planOf(match[1]!, sentence);
    if (!plan || /^(?:tell|let|talk|text|write|call|message|miss|see)\b/iu.test(plan.what)) {
      return null;
    }
    return { kind: 'plan', content: `Will ${plan.what} ${plan.when}` };
  }),
  rule(`${START}(?:${IM}\\s+planning\\s+(?:to|on)|i\\s+plan\\s+to)\\s+(.+)`, (match, sentence) => {
    const plan = planOf(match[1]!, sentence);
    const what = plan?.what ?? cutPhrase(match[1]!, 'en', 7);
    if (!what || ABOUT_HER.test(what)) return null;
    return {
      kind: 'plan',
      content: `Plans to ${thirdPersonEn(what)}${plan ? ` ${plan.when}` : ''}`,
    };
  }),
];
