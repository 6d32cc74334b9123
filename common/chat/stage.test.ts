import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addToStageFacts,
  characterCount,
  EMPTY_STAGE_FACTS,
  hasFirstPersonStatement,
  relationshipStage,
  stageOf,
  type StageMessage,
} from './stage';

const SHORT = { en: 'ok', bg: 'добре' };
// 31 characters: just over the 30-character rule. The 30-character twins sit exactly on it.
const LONG = {
  en: 'This is a message of 31 chars!!',
  bg: 'Това е съобщение от 31 символа!',
};
const EXACTLY_30 = {
  en: 'This is a message of 30 chars!',
  bg: 'Това е съобщение от 30 символа',
};
const FIRST_PERSON = { en: 'I think so', bg: 'Мисля, че да' };

/** `total` messages alternating user/model, starting with the user; `extra` replaces one user message. */
function conversation(
  total: number,
  filler: string,
  extra?: { content: string; sender?: 'user' | 'model' },
): StageMessage[] {
  const messages: StageMessage[] = Array.from({ length: total }, (_, index) => ({
    sender: index % 2 === 0 ? 'user' : 'model',
    content: filler,
  }));
  if (extra) {
    const sender = extra.sender ?? 'user';
    const index = messages.findIndex((message) => message.sender === sender);
    messages[index] = { sender, content: extra.content };
  }
  return messages;
}

describe.each(['en', 'bg'] as const)('relationshipStage (%s)', (language) => {
  it('is initial for an empty conversation and up to 3 messages', () => {
    expect(relationshipStage([])).toBe('initial');
    expect(relationshipStage(conversation(3, LONG[language]))).toBe('initial');
  });

  it('is building over 3 messages (3 vs 4)', () => {
    expect(relationshipStage(conversation(3, SHORT[language]))).toBe('initial');
    expect(relationshipStage(conversation(4, SHORT[language]))).toBe('building');
  });

  it('is deepening over 10 messages with a user message over 30 characters (10 vs 11)', () => {
    const long = { content: LONG[language] };
    expect(relationshipStage(conversation(10, SHORT[language], long))).toBe('building');
    expect(relationshipStage(conversation(11, SHORT[language], long))).toBe('deepening');
  });

  it('needs more than 30 characters, not 30', () => {
    expect(characterCount(EXACTLY_30[language])).toBe(30);
    expect(characterCount(LONG[language])).toBe(31);
    const exact = { content: EXACTLY_30[language] };
    expect(relationshipStage(conversation(11, SHORT[language], exact))).toBe('building');
  });

  it('ignores a long message from the companion', () => {
    const fromModel = { content: LONG[language], sender: 'model' as const };
    expect(relationshipStage(conversation(11, SHORT[language], fromModel))).toBe('building');
  });

  it('is intimate over 20 messages with a first-person statement (20 vs 21)', () => {
    const statement = { content: FIRST_PERSON[language] };
    expect(relationshipStage(conversation(20, LONG[language], statement))).toBe('deepening');
    expect(relationshipStage(conversation(21, LONG[language], statement))).toBe('intimate');
  });

  it('ignores a first-person statement from the companion', () => {
    const fromModel = { content: FIRST_PERSON[language], sender: 'model' as const };
    expect(relationshipStage(conversation(21, LONG[language], fromModel))).toBe('deepening');
  });

  it('stays deepening over 20 messages without a first-person statement', () => {
    expect(relationshipStage(conversation(25, LONG[language]))).toBe('deepening');
  });

  it('cascades: a statement without long messages over 20 is intimate, short ones stay building', () => {
    expect(relationshipStage(conversation(21, SHORT[language]))).toBe('building');
    const statement = { content: FIRST_PERSON[language] };
    expect(relationshipStage(conversation(21, SHORT[language], statement))).toBe('intimate');
  });
});

describe('hasFirstPersonStatement', () => {
  it.each([
    'I feel like talking',
    'i think you are right',
    'I love jazz',
    'I want to see the sea',
    'I really want that',
    "I'm feeling better",
    'I’ve always wanted a cat',
    'Honestly, I felt lost',
  ])('finds one in "%s"', (text) => {
    expect(hasFirstPersonStatement(text)).toBe(true);
  });

  it.each([
    'Чувствам се добре',
    'мисля, че си права',
    'Обичам джаза',
    'Искам да видя морето',
    'Вчера исках да ти пиша',
    'Много те обичам',
  ])('finds one in "%s"', (text) => {
    expect(hasFirstPersonStatement(text)).toBe(true);
  });

  it.each([
    'You feel it too?',
    'She loves jazz',
    'Do you want tea?',
    'think about it',
    'Ти какво мислиш?',
    'Тя обича джаза',
    'Искаш ли чай?',
    'замисля се',
  ])('finds none in "%s"', (text) => {
    expect(hasFirstPersonStatement(text)).toBe(false);
  });
});

describe('stage facts (the server adds each message to them)', () => {
  const message = fc.record({
    sender: fc.constantFrom('user' as const, 'model' as const),
    content: fc.oneof(
      fc.constantFrom(
        ...Object.values(SHORT),
        ...Object.values(LONG),
        ...Object.values(EXACTLY_30),
        ...Object.values(FIRST_PERSON),
      ),
      fc.string({ maxLength: 40 }),
    ),
  });

  it('give the stage of the whole conversation, however the messages arrive', () => {
    fc.assert(
      fc.property(fc.array(fc.array(message, { maxLength: 4 }), { maxLength: 12 }), (batches) => {
        let facts = EMPTY_STAGE_FACTS;
        const all: StageMessage[] = [];
        for (const batch of batches) {
          facts = addToStageFacts(facts, batch);
          all.push(...batch);
          expect(stageOf(facts)).toBe(relationshipStage(all));
        }
        expect(facts.messageCount).toBe(all.length);
      }),
    );
  });
});
