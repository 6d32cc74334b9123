import { describe, expect, it } from 'vitest';
import { findUnderAge, findUnderAgeField } from './under-age';

describe('an age under 18 stated in a text', () => {
  it.each([
    ['She is 16 and loves painting.', 'is 16'],
    ["Mia's only 15.", "'s only 15"],
    ["I'm 17, but I look older", "'m 17"],
    ['You are 14', 'are 14'],
    ['a shy 16-year-old girl', '16-year-old'],
    ['a shy sixteen-year-old girl', 'sixteen-year-old'],
    ['She is Sixteen years old.', 'is Sixteen'],
    ['16 yo student', '16 yo'],
    ['16 y/o', '16 y/o'],
    ['Age: 15', 'Age: 15'],
    ['aged 12', 'aged 12'],
  ])('English: %s', (text, phrase) => {
    expect(findUnderAge(text)).toBe(phrase);
  });

  it.each([
    ['Тя е на 16 години и учи в гимназия.', 'на 16 години'],
    ['Тя е на 16.', 'е на 16'],
    ['Аз съм на петнайсет и обичам музика', 'съм на петнайсет'],
    ['16-годишна ученичка', '16-годишна'],
    ['шестнадесетгодишна', 'шестнадесетгодишна'],
    ['седемнайсет годишен', 'седемнайсет годишен'],
    ['На възраст 14, живее с родителите си.', 'На възраст 14'],
    ['Възраст: 13', 'Възраст: 13'],
    ['Току-що навършила 16', 'навършила 16'],
    ['на 15 г. е', 'на 15 г.'],
  ])('Bulgarian: %s', (text, phrase) => {
    expect(findUnderAge(text)).toBe(phrase);
  });

  it.each([
    'She is 24 and works as a nurse.',
    'a 19-year-old student',
    'twenty-one years old',
    'She moved to Sofia when she was 12.',
    'She left home at 16.',
    'Ten years ago she opened a bakery.',
    'She is 5 feet tall.',
    "It is 12 o'clock.",
    'Her flat is 15 minutes from the sea.',
    'She has been painting for 16 years.',
    'Тя е на 24 години.',
    'Тя е на 5 км от морето.',
    'Работи там от 16 години.',
    'двадесетгодишна',
    'на 1 януари',
    'Тя е на двадесет и една.',
    'Age: 30',
    'She is one of a kind, and that is one.',
    "It's 16:30 and the café is closing.",
  ])('not under 18: %s', (text) => {
    expect(findUnderAge(text)).toBeNull();
  });
});

describe('the first field of a companion that states an age under 18', () => {
  it('walks objects and lists in order and names the path; none gives null', () => {
    const companion = {
      name: 'Mila',
      traits: ['kind', 'a 16-year-old'],
      persona: { bg: { backstory: { childhood: 'Тя е на 15 години.' } } },
    };
    expect(findUnderAgeField(companion)).toEqual({ field: 'traits.1', phrase: '16-year-old' });
    expect(findUnderAgeField(companion.persona, ['persona'])).toEqual({
      field: 'persona.bg.backstory.childhood',
      phrase: expect.stringContaining('15') as unknown,
    });
    expect(findUnderAgeField({ age: 16, about: 'She is 24.', tags: [] })).toBeNull();
  });
});
