import { firstToThird, phraseToThird } from './bulgarian-verbs';
import { rule, type FactDraft, type Rule } from './fact';
import { START, capitalize, cutPhrase } from './text';
import { MONTHS_BG, TIME_BG } from './words-bg';

/** Bulgarian rules for what the user likes and dislikes, their important dates and plans. */

const INTENSIFIERS =
  '(?:(?:много|наистина|също|страшно|адски|направо|просто|истински|най-много|ужасно)\\s+)*';

/** Objects that are about her, or no object at all: "обичам те", "харесвам това". */
const NOT_AN_OBJECT =
  /^(?:те|теб|тебе|го|я|ги|това|онова|тях|него|нея|че|когато|как|какво|всичко|нищо|ви|вас|всички|как|да\s+си\s+говоря)(?![\p{L}])/iu;
const ABOUT_HER =
  /(?:^|[^\p{L}])(?:ти|те|теб|тебе|твоя|твоят|твоята|твоето|твоите|твой|вас|ви)(?![\p{L}])/iu;

const LIKE_VERBS: Record<string, { kind: 'like' | 'dislike'; says: string }> = {
  обичам: { kind: 'like', says: 'Обича' },
  харесвам: { kind: 'like', says: 'Харесва' },
  обожавам: { kind: 'like', says: 'Обожава' },
  мразя: { kind: 'dislike', says: 'Мрази' },
  ненавиждам: { kind: 'dislike', says: 'Ненавижда' },
  'не обичам': { kind: 'dislike', says: 'Не обича' },
  'не харесвам': { kind: 'dislike', says: 'Не харесва' },
  'не понасям': { kind: 'dislike', says: 'Не понася' },
  'не търпя': { kind: 'dislike', says: 'Не търпи' },
  'не мога да понасям': { kind: 'dislike', says: 'Не понася' },
};

function objectOf(rest: string): string | null {
  const object = cutPhrase(rest, 'bg', 7);
  if (!object || NOT_AN_OBJECT.test(object) || ABOUT_HER.test(object)) return null;
  return phraseToThird(object, { leadingVerb: false });
}

function preference(verb: string, rest: string): FactDraft {
  const found = LIKE_VERBS[verb.toLowerCase().replace(/\s+/gu, ' ')];
  const object = objectOf(rest);
  return found && object ? { kind: found.kind, content: `${found.says} ${object}` } : null;
}

const MONTH = `(${MONTHS_BG.join('|')})`;

/** "3 май", "3-ти май 1995", "утре" (with a clock) → "3 май". */
export function bulgarianDate(rest: string, now?: Date): string | null {
  const text = rest.trim().replace(/^на\s+/iu, '');
  const found = new RegExp(
    `^(\\d{1,2})(?:-?(?:ви|ри|ти|ми|и))?\\s+${MONTH}(?:\\s+(\\d{4}))?`,
    'iu',
  ).exec(text);
  if (found) {
    const day = Number(found[1]);
    if (day < 1 || day > 31) return null;
    return `${day} ${found[2]!.toLowerCase()}${found[3] ? ` ${found[3]}` : ''}`;
  }
  const relative = /^(днес|утре)(?![\p{L}])/iu.exec(text);
  if (relative && now) {
    const date = new Date(now.getTime() + (relative[1]!.toLowerCase() === 'утре' ? 86_400_000 : 0));
    return `${date.getUTCDate()} ${MONTHS_BG[date.getUTCMonth()]}`;
  }
  return null;
}

function dated(label: string, rest: string, now?: Date): FactDraft {
  const date = bulgarianDate(rest, now);
  return date ? { kind: 'date', content: `${label}: ${date}` } : null;
}

const TIME = new RegExp(`(?<![\\p{L}])(?:${TIME_BG})(?![\\p{L}])`, 'iu');
const LEADING_TIME = new RegExp(`^(?:${TIME_BG})(?![\\p{L}])`, 'iu');

/** Everyday things are no plans worth asking about ("довечера ще спя рано"). */
const EVERYDAY =
  /^(?:спя|лягам|ям|вечерям|обядвам|закусвам|почивам|къпя\s+се|стоя\s+вкъщи|гледам\s+(?:телевизия|филм|сериал))(?![\p{L}])/iu;

/** What is planned and when: the when may stand inside the phrase or open the sentence. */
function planOf(rest: string, sentence: string): { what: string; when: string } | null {
  const inside = TIME.exec(rest);
  const leading = LEADING_TIME.exec(sentence.trim());
  const when = inside?.[0] ?? leading?.[0];
  if (!when) return null;
  const what = cutPhrase(inside ? rest.slice(0, inside.index) : rest, 'bg', 7);
  if (!what || ABOUT_HER.test(what) || EVERYDAY.test(what)) return null;
  return { what, when: when.toLowerCase().replace(/\s+/gu, ' ') };
}

/** The phrase in the third person, or null when its first verb is not the user's ("ще се видим"). */
function verbPhraseToThird(phrase: string): string | null {
  const firstVerb = phrase
    .split(/\s+/u)
    .find((word) => !['се', 'си', 'ми', 'го', 'я', 'ги'].includes(word.toLowerCase()));
  if (!firstVerb || !firstToThird(firstVerb)) return null;
  return phraseToThird(phrase, { leadingVerb: true });
}

const NOT_AN_EVENT =
  /^(?:нужда|чувството|усещането|време|идея|въпрос|нищо|работа\s+за\s+теб|рожден\s+ден|имен\s+ден|против)(?![\p{L}])/iu;

const GOING =
  'отивам|заминавам|пътувам|летя|тръгвам|започвам|почвам|местя\\s+се|ходя|срещам\\s+се|виждам\\s+се|прибирам\\s+се|явявам\\s+се|празнувам|играя';

export const BULGARIAN_LIFE_RULES: Rule[] = [
  rule(
    `${START}(?:аз\\s+)?${INTENSIFIERS}(обичам|харесвам|обожавам|мразя|ненавиждам)\\s+(.+)`,
    (match) => preference(match[1]!, match[2]!),
  ),
  rule(
    `${START}(не\\s+(?:обичам|харесвам|понасям|търпя|мога\\s+да\\s+понасям))\\s+(.+)`,
    (match) => preference(match[1]!, match[2]!),
    true,
  ),
  rule(`${START}падам\\s+си\\s+по\\s+(.+)`, (match) => {
    const object = objectOf(match[1]!);
    return object ? { kind: 'like', content: `Пада си по ${object}` } : null;
  }),
  rule(`${START}любим(ата|ият|ия|ото|ите)\\s+ми\\s+([\\p{L}-]+)\\s+(?:е|са)\\s+(.+)`, (match) => {
    const ending = { ата: 'а', ият: '', ия: '', ото: 'о', ите: 'и' }[match[1]!.toLowerCase()] ?? '';
    const value = objectOf(match[3]!);
    return value
      ? { kind: 'like', content: `Любим${ending} ${match[2]!.toLowerCase()}: ${value}` }
      : null;
  }),

  rule(
    `${START}(?:рождени(?:ят|я)\\s+ми|моят\\s+рожден)\\s+ден\\s+е\\s+(.+)`,
    (match, _s, options) => dated('Рожден ден', match[1]!, options.now),
  ),
  rule(`${START}(?:роден|родена)\\s+съм\\s+на\\s+(.+)`, (match, _s, options) =>
    dated('Рожден ден', match[1]!, options.now),
  ),
  rule(`${START}имам\\s+рожден\\s+ден\\s+(.+)`, (match, _s, options) =>
    dated('Рожден ден', match[1]!, options.now),
  ),
  rule(
    `${START}(?:(?:имени(?:ят|я)\\s+ми|моят\\s+имен)\\s+ден\\s+е|имам\\s+имен\\s+ден)\\s+(.+)`,
    (match, _s, options) => dated('Имен ден', match[1]!, options.now),
  ),
  rule(`${START}годишнината\\s+ни\\s+е\\s+(.+)`, (match, _s, options) =>
    dated('Годишнина', match[1]!, options.now),
  ),

  rule(`${START}(?:аз\\s+)?имам\\s+(.+)`, (match, sentence) => {
    const plan = planOf(match[1]!, sentence);
    if (!plan || NOT_AN_EVENT.test(plan.what)) return null;
    return {
      kind: 'plan',
      content: `Има ${phraseToThird(plan.what, { leadingVerb: false })} ${plan.when}`,
    };
  }),
  rule(`${START}ще\\s+(.+)`, (match, sentence) => {
    const plan = planOf(match[1]!, sentence);
    const what = plan && verbPhraseToThird(plan.what);
    return plan && what ? { kind: 'plan', content: `Ще ${what} ${plan.when}` } : null;
  }),
  rule(`${START}((?:${GOING})\\s+.+)`, (match, sentence) => {
    const plan = planOf(match[1]!, sentence);
    const what = plan && verbPhraseToThird(plan.what);
    return plan && what ? { kind: 'plan', content: `${capitalize(what)} ${plan.when}` } : null;
  }),
  rule(
    `${START}(смятам|планирам|възнамерявам|каня\\s+се|мисля)\\s+да\\s+(.+)`,
    (match, sentence) => {
      const plan = planOf(match[2]!, sentence);
      const what = verbPhraseToThird(plan?.what ?? cutPhrase(match[2]!, 'bg', 7) ?? '');
      if (!what || ABOUT_HER.test(what)) return null;
      const verb = capitalize(phraseToThird(match[1]!.toLowerCase(), { leadingVerb: true }));
      return { kind: 'plan', content: `${verb} да ${what}${plan ? ` ${plan.when}` : ''}` };
    },
  ),
];
