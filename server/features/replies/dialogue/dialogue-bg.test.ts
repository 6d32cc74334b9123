import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { isBulgarian, runScript, type Turn } from './dialogue-test-support';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ engineTuning: { wordDelayMs: 0 } });
});
afterAll(() => ctx.close());

// The same behaviours in Bulgarian: her facts, the user's facts, news, requests and small talk,
// with colloquial phrasings, no question marks and lower case.
const SCRIPTS: Record<string, Turn[]> = {
  sophia: [
    { say: 'Здрасти!' },
    { say: 'Как се казва котката ти?', expect: /Мистър Дарси/u, direct: true },
    { say: 'Къде живееш?', expect: /Ню Йорк|Бруклин/u, direct: true },
    { say: 'Казвам се Даниел и живея в Пловдив', expect: /Даниел|Пловдив/u },
    { say: 'Помниш ли как се казвам?', expect: /Даниел/u, direct: true },
    { say: 'Кафе или чай?', expect: /чай/iu, direct: true },
    {
      say: 'Сестра ми роди момиченце! Какво да им подаря?',
      expect: /завивка|книжки|пелени|гащеризонче|кутийка|храна/iu,
    },
    { say: 'Какво ти казах за сестра ми?', expect: /роди|момиченце/iu, direct: true },
    { say: 'Кучето ми се казва Тако', expect: /Тако/u },
    { say: 'Какъв е Тако?', expect: /Тако/u },
    { say: 'а как се казваше котката ти', expect: /Мистър Дарси/u },
    { say: 'къде живея', expect: /Пловдив/u, direct: true },
    { say: 'Имах тежък ден' },
  ],
  emma: [
    { say: 'Хей, здравей' },
    { say: 'Имаш ли домашен любимец?', expect: /Тако/u, direct: true },
    { say: 'Аз съм Ива и живея във Варна' },
    { say: 'С какво се занимаваш?', expect: /сърф|снимам|фотограф/iu, direct: true },
    { say: 'Кучето ми се казва Рекс', expect: /Рекс/u },
    { say: 'Разходих кучето в парка тази сутрин', expect: /Рекс/u },
    { say: 'Помниш ли как се казва кучето ми?', expect: /Рекс/u, direct: true },
    { say: 'Планина или море?', expect: /океан|планина/iu, direct: true },
    { say: 'Взех изпита!', expect: /радвам|честито|десет от десет|танц/iu },
    { say: 'как се казвам', expect: /Ива/u, direct: true },
    { say: 'Къде израсна?', expect: /Сан Диего|Оушън Бийч/u, direct: true },
  ],
  isabelle: [
    { say: 'Добър вечер' },
    { say: 'Какво работиш?', expect: /парфюм|аромат/iu, direct: true },
    { say: 'Казвам се Петър и работя като медицинска сестра' },
    { say: 'В кой град живееш?', expect: /Париж|Маре/u, direct: true },
    { say: 'Вино или бира?', expect: /вино|бургундско/iu, direct: true },
    { say: 'Какво работя аз, помниш ли?', expect: /медицинска сестра/iu, direct: true },
    { say: 'Кой е любимият ти сезон?', expect: /пролет|люляк/iu, direct: true },
    { say: 'Брат ми Иван се мести в Лондон следващия месец' },
    { say: 'Какво ти казах за брат ми?', expect: /Иван|Лондон/u, direct: true },
    { say: 'Разкажи ми за семейството си', expect: /баба|Грас|родител|майка/iu },
  ],
  maya: [
    { say: 'Здравей, Мая' },
    { say: 'Какво работиш?', expect: /софтуер|инженер|програм/iu, direct: true },
    { say: 'Имаш ли котка или куче?', expect: /растения|нямам/iu, direct: true },
    { say: 'Аз съм Сара и живея в София' },
    { say: 'Котката ми се казва Луна', expect: /Луна/u },
    { say: 'Как се казва котката ми?', expect: /Луна/u, direct: true },
    { say: 'Сутрин или вечер?', expect: /нощ|звезд/iu, direct: true },
    { say: 'Какви са плановете ти за уикенда?', expect: /клуб|пелмени|Марин/u },
    { say: 'Къде живея, помниш ли?', expect: /София/u, direct: true },
    { say: 'Майка ми е болна и е в болница', not: /честито/iu },
  ],
  lucia: [
    { say: 'Привет!' },
    { say: 'къде живееш', expect: /Барселона|Грасия/u, direct: true },
    { say: 'Казвам се Николай и съм от Бургас' },
    { say: 'Имаш ли домашни любимци?', expect: /Пикасо/u, direct: true },
    { say: 'Море или планина?', expect: /море/iu, direct: true },
    { say: 'Можеш ли да ми препоръчаш филм?', expect: /Алмодовар/u },
    { say: 'Как се казвам?', expect: /Николай/u, direct: true },
    { say: 'Какво правиш през уикенда?', expect: /пазар|обяд|платна/iu, direct: true },
    { say: 'Днес съм малко тъжен', not: /честито/iu },
  ],
  giulia: [
    { say: 'Чао, Джулия' },
    { say: 'Как се казваш?', expect: /Джулия/u, direct: true },
    { say: 'Каква ти е работата?', expect: /бранд|модна/iu, direct: true },
    { say: 'Казвам се Мария и съм от Бургас' },
    { say: 'Кафе или чай', expect: /кафе|еспресо/iu },
    { say: 'Къде живея?', expect: /Бургас/u, direct: true },
    { say: 'Кое е любимото ти ядене?', expect: /талиателе|рагу/iu, direct: true },
    { say: 'Какво ти казах за себе си?', expect: /Мария|Бургас/u },
    { say: 'Откъде си?', expect: /Болоня/u, direct: true },
    { say: 'Взех работата!', expect: /браво|честито|ход/iu },
  ],
};

describe('dialogues in Bulgarian with the built-in engine', () => {
  for (const [slug, turns] of Object.entries(SCRIPTS)) {
    it(`${slug}: отговаря, помни и не се повтаря`, async () => {
      const transcript = await runScript(ctx, slug, turns);
      // Bulgarian to Bulgarian: a name like "Pat" or a French word may appear, the reply is Bulgarian.
      for (const { reply } of transcript) expect(isBulgarian(reply), reply).toBe(true);
    });
  }
});
