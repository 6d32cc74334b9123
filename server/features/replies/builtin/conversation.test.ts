import { describe, expect, it } from 'vitest';
import { relationshipStage, type RelationshipStage } from '#common/chat/stage';
import type { Language } from '#common/i18n/languages';
import type { HistoryMessage, ReplyContext } from '../engine';
import { minimalPersona } from '#server/features/companions/minimal-persona';
import { companion, contextFor } from '../test-support';
import { composeReply } from './compose-reply';
import { BULGARIAN_LINES } from './lines-bg';
import { ENGLISH_LINES } from './lines-en';
import { comparable, splitSentences } from './text';

const LINES = { en: ENGLISH_LINES, bg: BULGARIAN_LINES };
const SEEDS = Array.from({ length: 15 }, (_, index) => index + 1);
const SLUGS = ['sophia', 'emma', 'isabelle', 'maya', 'lucia', 'giulia'];

/** 15 turns: the quick suggestions, questions about her, the user's life, feelings, flirting. */
const SCRIPT: Record<Language, string[]> = {
  en: [
    'Hello! 👋',
    'How are you?',
    'Tell me about yourself',
    'What do you like?',
    'Where do you live?',
    'What do you do?',
    'I love reading novels, especially old ones',
    'I had a really stressful day at work',
    'Thanks, that helps',
    'Where did you grow up?',
    'What is your biggest dream?',
    'You are so sweet',
    'I think I really like you',
    'Do you have a boyfriend?',
    'Good night!',
  ],
  bg: [
    'Здравей! 👋',
    'Как си?',
    'Разкажи ми за себе си',
    'Какво харесваш?',
    'Къде живееш?',
    'С какво се занимаваш?',
    'Обичам да чета романи, особено стари',
    'Днес имах много стресиращ ден в работата',
    'Благодаря, това помага',
    'Къде си израсла?',
    'Каква е най-голямата ти мечта?',
    'Много си мила',
    'Мисля, че наистина те харесвам',
    'Имаш ли гадже?',
    'Лека нощ!',
  ],
};

/** Plays a script, computing the stage from the conversation as the server will. */
function converse(slug: string, language: Language, messages: string[]): string[] {
  const history: HistoryMessage[] = [];
  const replies: string[] = [];
  for (const userMessage of messages) {
    const stage = relationshipStage([...history, { sender: 'user', content: userMessage }]);
    const reply = composeReply(
      contextFor(slug, language, userMessage, { stage, history: [...history] }),
    );
    replies.push(reply);
    history.push({ sender: 'user', content: userMessage }, { sender: 'model', content: reply });
  }
  return replies;
}

function replies(ctx: ReplyContext): string[] {
  return SEEDS.map((seed) => composeReply({ ...ctx, seed }));
}

describe('answers about herself come from her persona', () => {
  it.each([
    ['sophia', 'en', 'Where do you live?', /New York|Brooklyn/u],
    ['sophia', 'bg', 'Къде живееш?', /Ню Йорк|Бруклин/u],
    ['sophia', 'en', 'What do you do?', /editor/u],
    ['sophia', 'bg', 'С какво се занимаваш?', /редактор/iu],
    ['maya', 'en', 'Where do you live?', /San Francisco/u],
    ['maya', 'bg', 'Къде живееш?', /Сан Франциско/u],
    ['maya', 'en', 'What do you do for a living?', /software engineer/u],
    ['maya', 'bg', 'Какво работиш?', /софтуерна инженерка/iu],
    ['isabelle', 'en', 'Where did you grow up?', /Paris|Grasse/u],
    ['isabelle', 'bg', 'Откъде си?', /Париж|Грас/u],
    ['lucia', 'en', 'How old are you?', /26/u],
    ['giulia', 'bg', 'На колко години си?', /27/u],
    ['emma', 'en', 'What is your dream?', /Alaska|Portugal|Bali|gallery|house near the water/u],
  ] as const)('%s (%s): "%s"', (slug, language, message, expected) => {
    for (const reply of replies(contextFor(slug, language, message)))
      expect(reply).toMatch(expected);
  });

  it('speaks of herself in the first person, in her own words', () => {
    const reply = composeReply(contextFor('sophia', 'en', 'Where do you live?', { seed: 3 }));
    expect(reply).toMatch(/\bI\b|\bmy\b/u);
    expect(reply).not.toMatch(/\b(?:she|her)\b/iu);
    const bg = composeReply(contextFor('sophia', 'bg', 'Къде живееш?', { seed: 3 }));
    expect(bg).not.toMatch(/(?:^|\s)(?:тя|ѝ|нейн\p{L}*)(?=\s|[,.!?])/u);
  });

  it('answers for a companion with only a minimal persona', () => {
    for (const language of ['en', 'bg'] as const) {
      const basics = {
        name: 'Nadia',
        personality: 'Calm, funny',
        description: 'Nadia is a baker who loves the sea.',
        location: language === 'en' ? 'Varna, Bulgaria' : 'Варна, България',
        interests: language === 'en' ? ['Baking', 'Swimming'] : ['Печене', 'Плуване'],
      };
      const ctx = contextFor(
        'sophia',
        language,
        language === 'en' ? 'Where do you live?' : 'Къде живееш?',
      );
      const persona = minimalPersona(basics, language);
      const reply = composeReply({
        ...ctx,
        persona,
        companion: { ...ctx.companion, name: 'Nadia', age: null },
      });
      expect(reply).toMatch(language === 'en' ? /Varna/u : /Варна/u);
    }
  });
});

describe.each(['en', 'bg'] as const)('a 15-turn conversation (%s)', (language) => {
  it.each(SLUGS)('%s never repeats a sentence or opens the same way twice in a row', (slug) => {
    const said = converse(slug, language, SCRIPT[language]);
    const sentences = said.flatMap((reply) => splitSentences(reply).map(comparable));
    expect(new Set(sentences).size, said.join('\n')).toBe(sentences.length);
    const openings = said.map((reply) => comparable(reply).split(' ')[0]);
    openings
      .slice(1)
      .forEach((opening, index) => expect(opening, said.join('\n')).not.toBe(openings[index]));
  });

  it('uses the user’s first name now and then, never twice in a row', () => {
    const name = language === 'en' ? 'Alex' : 'Иван';
    const said = converse('sophia', language, SCRIPT[language]);
    const named = said.map((reply) => reply.includes(name));
    expect(named[0]).toBe(true); // the greeting
    expect(named.filter(Boolean).length).toBeGreaterThanOrEqual(2);
    expect(named.filter(Boolean).length).toBeLessThan(said.length / 2);
    named.slice(1).forEach((used, index) => expect(used && named[index]).toBe(false));
  });
});

/**
 * Whether the reply contains one of the lines, wherever it stands and whatever filled its
 * placeholders ("Oh, thank you{, name}, ..." matches "oh, thank you, Alex, ..." after an opener).
 */
function hasLine(reply: string, lines: readonly string[]): boolean {
  // The user's name may have been added where it reads naturally ("Alex, what happened?").
  const text = reply.replace(/(?:, (?:Alex|Иван)(?=[.!?]))|(?:(?:Alex|Иван), )/gu, '');
  return lines.some((line) => {
    const pattern = line
      .replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')
      .replace(/\\\{, (?:name|pet)\\\}/gu, '(?:, [^,.!?]+)?')
      .replace(/\\\{\w+\\\}/gu, '.+?');
    return new RegExp(pattern, 'iu').test(text);
  });
}

describe.each(['en', 'bg'] as const)('the relationship stage sets the tone (%s)', (language) => {
  const lines = LINES[language];
  const sophia = companion('sophia')[language];
  const petNames = sophia.speechPatterns[0]!.match(/[“„]([^”“]+)[”“]/gu)!.map((quoted) =>
    quoted.slice(1, -1),
  );
  const addressedWithPetName = (reply: string) =>
    petNames.some((pet) => reply.includes(`, ${pet}`));
  const at = (stage: RelationshipStage, message: string) =>
    replies(contextFor('sophia', language, message, { stage }));

  it('flirting is deflected with humour at first and welcomed when intimate', () => {
    const message = language === 'en' ? 'I want to kiss you' : 'Искам да те целуна';
    const welcome = [...lines.flirt.intimate, ...sophia.emotionalTriggers.flirty];
    for (const reply of at('initial', message))
      expect(hasLine(reply, lines.flirt.initial), reply).toBe(true);
    for (const reply of at('intimate', message)) expect(hasLine(reply, welcome), reply).toBe(true);
  });

  it('intimate replies are affectionate; initial ones never are', () => {
    const message = language === 'en' ? 'I had a long day' : 'Имах дълъг ден';
    const tender = [...lines.affection, ...lines.closeness, ...lines.secretIntro];
    for (const reply of at('initial', message)) {
      expect(hasLine(reply, tender) || addressedWithPetName(reply), reply).toBe(false);
    }
    for (const reply of at('intimate', message)) {
      expect(hasLine(reply, tender) || addressedWithPetName(reply), reply).toBe(true);
    }
  });

  it('compliments get a warmer answer as the relationship grows', () => {
    const message = language === 'en' ? 'You are so beautiful' : 'Много си красива';
    for (const reply of at('initial', message))
      expect(hasLine(reply, lines.compliment.initial), reply).toBe(true);
    for (const reply of at('intimate', message))
      expect(hasLine(reply, lines.compliment.intimate), reply).toBe(true);
  });

  it('sexual messages are steered away, and explicit mode stays non-graphic', () => {
    const message =
      language === 'en' ? "I'm ready, I want to make love" : 'Готова съм, искам да правим любов';
    for (const reply of at('intimate', message)) {
      expect(hasLine(reply, lines.sexualDeflect.intimate), reply).toBe(true);
    }
    const emma = companion('emma')[language].emotionalTriggers.flirty;
    const explicit = replies(
      contextFor('emma', language, message, { stage: 'intimate', explicitMode: true }),
    );
    for (const reply of explicit) {
      expect(hasLine(reply, [...lines.sexualExplicit, ...emma]), reply).toBe(true);
      expect(reply).not.toMatch(/naked|nude|\bsex|гол|секс/iu);
    }
  });
});

describe('safety and honesty', () => {
  it.each([
    ['en', 'I want to kill myself', /112/u],
    ['bg', 'Искам да умра', /112/u],
    ['en', 'Are you a bot?', /AI/u],
    ['bg', 'Истинска ли си или бот?', /изкуствен интелект/u],
    ['en', 'Can we meet in person?', /can’t meet in person/u],
    ['bg', 'Може ли да се видим на живо?', /Не мога да се срещна|не е нещо, което мога да обещая/u],
  ] as const)('%s: "%s"', (language, message, expected) => {
    for (const stage of ['initial', 'intimate'] as const) {
      expect(composeReply(contextFor('lucia', language, message, { stage }))).toMatch(expected);
    }
  });
});
