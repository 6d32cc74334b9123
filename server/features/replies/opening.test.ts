import { describe, expect, it } from 'vitest';
import { OPENING_LINES } from './builtin/opening-lines';
import { builtinOpening, type Opening } from './opening';
import { ALEX, contextFor, IVAN } from './test-support';

const PLAN_EN: Opening = {
  reason: 'plan',
  fact: 'Has an exam on Friday',
  subject: 'the exam',
  clause: 'you had an exam',
  daysSilent: 0,
};
const PLAN_BG: Opening = {
  reason: 'plan',
  fact: 'Има изпит в петък',
  subject: 'изпитът',
  clause: 'имаш изпит',
  daysSilent: 0,
};
const SILENCE: Opening = {
  reason: 'silence',
  fact: null,
  subject: null,
  clause: null,
  daysSilent: 3,
};

function openings(language: 'en' | 'bg', opening: Opening, firstName: boolean) {
  const user = language === 'bg' ? IVAN : ALEX;
  return Array.from({ length: 60 }, (_, seed) =>
    builtinOpening(
      contextFor('sophia', language, '', {
        user: firstName ? user : { ...user, firstName: null },
        seed,
      }),
      opening,
    ),
  );
}

describe('her opening lines', () => {
  it('name the plan and ask how it went, in English and in Bulgarian', () => {
    // With a subject ("the exam"), every line asks about it by name.
    for (const text of openings('en', PLAN_EN, true)) {
      expect(text).toMatch(/[Hh]ow did the exam go\?/);
    }
    for (const text of openings('bg', PLAN_BG, true)) {
      expect(text).toMatch(/[Кк]ак мина изпитът/);
    }
    // Without one ("flying to Rome next week"), the lines say what the user told.
    const rome = { ...PLAN_EN, subject: null, clause: 'you were flying to Rome' };
    for (const text of openings('en', rome, false))
      expect(text).toContain('you were flying to Rome');
    const rim = { ...PLAN_BG, subject: null, clause: 'летиш за Рим' };
    for (const text of openings('bg', rim, false)) expect(text).toContain('летиш за Рим');
  });

  it('vary, fill every placeholder and keep Bulgarian free of Latin letters', () => {
    for (const language of ['en', 'bg'] as const) {
      for (const opening of [language === 'bg' ? PLAN_BG : PLAN_EN, SILENCE]) {
        for (const named of [true, false]) {
          const texts = openings(language, opening, named);
          expect(new Set(texts).size).toBeGreaterThan(3);
          for (const text of texts) {
            expect(text).not.toMatch(/[{}]|\s[,.?!]|^[^\p{Lu}\d]/u);
            if (language === 'bg') expect(text).not.toMatch(/[A-Za-z]/);
          }
        }
      }
    }
  });

  it('have as many lines in Bulgarian as in English', () => {
    for (const key of Object.keys(OPENING_LINES.en) as Array<keyof typeof OPENING_LINES.en>) {
      expect(OPENING_LINES.bg[key].length).toBe(OPENING_LINES.en[key].length);
    }
  });
});
