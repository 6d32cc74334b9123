import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { isBulgarian, runScript, type Turn } from './dialogue-test-support';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ engineTuning: { wordDelayMs: 0 } });
});
afterAll(() => ctx.close());

// Questions that lean on the one before ("what's its name?"), questions about one part of her
// family, and facts about the user hidden inside another fact ("I work as a nurse in Varna").
const ENGLISH: Array<[string, Turn[]]> = [
  [
    'emma',
    [
      { say: 'hey' },
      { say: 'do you have a pet?', expect: /Taco/u, direct: true },
      { say: "what's its name?", expect: /Taco/u, direct: true },
      { say: 'is it a boy or a girl?', not: /what about you|it a boy/iu },
      { say: 'do you have siblings?', expect: /brothers?/iu, direct: true },
      { say: 'are you close with your parents?', expect: /dad|mom|mother|father|parents/iu },
      { say: "I'm Viktor and I work as a nurse in Varna" },
      { say: "I have a brother called Ivo, he's getting married next month" },
      { say: "what's my brother's name?", expect: /Ivo/u, not: /\bi have\b/u, direct: true },
      { say: 'where do I live?', expect: /Varna/u, direct: true },
      { say: 'how old are you?', expect: /24/u, not: /, And/u },
    ],
  ],
  [
    'sophia',
    [
      { say: 'Hello!' },
      { say: 'any pets?', expect: /Mr\. Darcy/u },
      { say: 'what is his name again', expect: /Mr\. Darcy/u },
      { say: 'Do you have brothers or sisters?', expect: /brother/iu, not: /if I had to pick/iu },
      { say: 'what do your parents do?', expect: /mom|dad|mother|father/iu, direct: true },
      { say: 'do you miss Vermont?', expect: /Vermont/u, direct: true },
      {
        say: 'My son Petar turns 8 on Saturday and I have no idea what to get him',
        expect: /LEGO|kite|book|day out|dinosaurs|kit/iu,
        not: /candle/iu,
      },
    ],
  ],
  [
    'maya',
    [
      { say: 'good morning!' },
      { say: 'how was your night?', not: /tell me more|what made you wonder/iu },
      { say: "what's your favourite food?", expect: /dumplings/iu, direct: true },
      { say: "and what's your go-to dish?", not: /, [A-Z][a-z]+ dumplings/u },
      { say: 'My girlfriend Lena and I want to adopt a cat' },
      { say: 'any name ideas for a kitten?', not: /candle|expensive/iu },
      { say: 'I have a driving test on Monday' },
      { say: 'what do you think I should do tonight to relax?', not: /candle|gift/iu },
      { say: 'when is my driving test?', expect: /Monday/u, direct: true },
      { say: "what's my girlfriend called?", expect: /Lena/u, direct: true },
      { say: 'what time do you usually wake up?', expect: /morning|coffee|build|code|Saturday/iu },
      {
        say: "what's something you're bad at?",
        expect: /answer|know|thought|decide|sure|idea|no clue/iu,
        direct: true,
      },
    ],
  ],
];

const BULGARIAN: Array<[string, Turn[]]> = [
  [
    'sophia',
    [
      { say: 'здрасти' },
      { say: 'имаш ли домашен любимец?', expect: /Мистър Дарси/u, direct: true },
      { say: 'как се казва?', expect: /Мистър Дарси/u, direct: true },
      { say: 'имаш ли братя или сестри?', expect: /брат/iu, not: /ако трябва да избирам/iu },
      {
        say: 'с родителите си близки ли сте?',
        expect: /майка|баща|родител/iu,
        not: /бебе|честито/iu,
      },
      { say: 'къде точно живееш?', expect: /Ню Йорк|Бруклин/u, direct: true },
      { say: 'аз съм Виктор и работя като медицински брат във Варна' },
      { say: 'брат ми Иво се жени следващия месец' },
      { say: 'как се казва брат ми?', expect: /Иво/u, direct: true },
      { say: 'къде живея?', expect: /Варна/u, direct: true },
      { say: 'разкажи ми нещо за себе си', not: /Казваш се|Помня|Иво/u },
    ],
  ],
  [
    'emma',
    [
      { say: 'хей' },
      { say: 'имаш ли куче?', expect: /Тако/u },
      { say: 'на колко години е?', expect: /Тако/u },
      { say: 'какво закуси днес?', not: /О, това ми харесва/u },
      { say: 'липсва ли ти Сан Диего?', expect: /Сан Диего/u },
      { say: 'какво правиш в свободното си време?', not: /нямам|не знам/iu, direct: true },
      { say: 'моят рожден ден е на 5 май' },
      { say: 'кога е рожденият ми ден?', expect: /5 май/u, direct: true },
      {
        say: 'дъщеря ми навършва 7 в неделя, какво да ѝ подаря?',
        expect: /Лего|хвърчило|книга|ден навън|динозаври|комплект/iu,
        not: /свещ/iu,
      },
    ],
  ],
  [
    'giulia',
    [
      { say: 'добро утро' },
      { say: 'как спа?', not: /разкажи ми още/iu },
      { say: 'с приятелката ми Лена мислим да си вземем коте' },
      { say: 'имаш ли идеи за име на котенце?', not: /свещ|скъпото/iu },
      { say: 'имам изпит в понеделник' },
      { say: 'какво да правя довечера, за да си почина?', not: /свещ|скъпото/iu },
      { say: 'кога ми е изпитът?', expect: /понеделник/iu, direct: true },
      { say: 'как се казва приятелката ми?', expect: /Лена/u, direct: true },
      { say: 'сутрешен човек ли си или нощна птица?', not: /изкуствен интелект/iu, direct: true },
      { say: 'Човек ли си?', expect: /изкуствен интелект|ИИ/iu },
      { say: 'в какво не те бива?', not: /не може да бъде|честито/iu, direct: true },
    ],
  ],
];

describe('follow-up questions and facts inside facts', () => {
  for (const [slug, turns] of ENGLISH) {
    it(`${slug} (en): answers what the question points back to`, async () => {
      const transcript = await runScript(ctx, slug, turns);
      for (const { reply } of transcript) expect(isBulgarian(reply), reply).toBe(false);
    });
  }
  for (const [slug, turns] of BULGARIAN) {
    it(`${slug} (bg): отговаря на това, към което сочи въпросът`, async () => {
      const transcript = await runScript(ctx, slug, turns);
      for (const { reply } of transcript) expect(isBulgarian(reply), reply).toBe(true);
    });
  }
});
