import { describe, expect, it } from 'vitest';
import { bulgarianPhrases } from './phrases-bg';
import { englishPhrases } from './phrases-en';
import { hoursUntilDue, planIsDue } from './plan-timing';

describe('saying a memory back to the user', () => {
  it.each([
    ['like', 'Loves hiking in the mountains', 'you love hiking in the mountains'],
    ['dislike', "Doesn't like spiders", "you don't like spiders"],
    ['work', 'Works as a nurse', 'you work as a nurse'],
    ['location', 'Is from Varna', "you're from Varna"],
    ['pet', 'Has a dog named Max', 'you have a dog named Max'],
    ['like', 'Enjoys cooking for their friends', 'you enjoy cooking for your friends'],
    ['date', 'Birthday: May 3', 'your birthday is May 3'],
    ['name', 'Name: Alex', null],
    ['other', 'Something I wrote myself', null],
  ] as const)('en %s %j → %j', (kind, content, expected) => {
    expect(englishPhrases(kind, content).aboutYou).toBe(expected);
  });

  it.each([
    ['like', 'Обича да готви', 'обичаш да готвиш'],
    ['dislike', 'Не обича паяци', 'не обичаш паяци'],
    ['work', 'Работи като учителка', 'работиш като учителка'],
    ['location', 'От Варна е', 'си от Варна'],
    ['location', 'Живее в Пловдив', 'живееш в Пловдив'],
    ['family', 'Майка: Мария', 'майка ти се казва Мария'],
    ['date', 'Рожден ден: 3 май', 'рожденият ти ден е на 3 май'],
    ['like', 'Любима храна: пица', 'любимата ти храна е пица'],
    ['other', 'Моят любим цвят е син', null],
  ] as const)('bg %s %j → %j', (kind, content, expected) => {
    expect(bulgarianPhrases(kind, content).aboutYou).toBe(expected);
  });

  it('gives a plan a subject to ask about and a topic for a recap', () => {
    expect(englishPhrases('plan', 'Has a job interview tomorrow')).toMatchObject({
      topic: 'your job interview',
      plan: { subject: 'the job interview', when: 'tomorrow' },
    });
    expect(englishPhrases('plan', 'Is going to visit their parents next week').plan).toEqual({
      subject: null,
      clause: 'you were going to visit your parents',
      when: 'next week',
    });
    expect(bulgarianPhrases('plan', 'Има интервю утре')).toMatchObject({
      topic: 'интервюто ти',
      plan: { subject: 'интервюто', clause: 'имаш интервю', when: 'утре' },
    });
    expect(bulgarianPhrases('plan', 'Има изпит в петък').plan?.subject).toBe('изпитът');
    expect(bulgarianPhrases('plan', 'Има важна среща утре').plan?.subject).toBe('важната среща');
    expect(bulgarianPhrases('plan', 'Ще ходи в Париж следващата седмица').plan).toEqual({
      subject: null,
      clause: 'ще ходиш в Париж',
      when: 'следващата седмица',
    });
  });

  it('names pets, family and places, and the user', () => {
    expect(englishPhrases('pet', 'Has a dog named Max')).toMatchObject({
      name: 'Max',
      topic: 'Max',
    });
    expect(englishPhrases('family', 'Has a sister named Ana').topic).toBe('your sister Ana');
    expect(bulgarianPhrases('family', 'Има сестра на име Ана').topic).toBe('сестра ти Ана');
    expect(bulgarianPhrases('pet', 'Има куче').topic).toBe('кучето ти');
    expect(bulgarianPhrases('family', 'Има син').topic).toBe('сина ти');
    expect(bulgarianPhrases('location', 'Живее във Враца').name).toBe('Враца');
    expect(englishPhrases('name', 'Name: Alex').name).toBe('Alex');
    expect(bulgarianPhrases('name', 'Име: Алекс').name).toBe('Алекс');
  });
});

describe('when a plan is due', () => {
  const told = new Date('2030-01-15T20:00:00Z'); // a Tuesday evening
  const hours = (count: number) => new Date(told.getTime() + count * 3_600_000);

  it('waits for the time words to pass, in both languages', () => {
    expect(hoursUntilDue('tomorrow', told)).toBe(14);
    expect(hoursUntilDue('утре', told)).toBe(14);
    expect(hoursUntilDue('tonight', told)).toBe(3);
    expect(hoursUntilDue('next week', told)).toBe(168);
    expect(hoursUntilDue('on friday', told)).toBe(3 * 24 - 8);
    expect(hoursUntilDue('в петък', told)).toBe(3 * 24 - 8);
    expect(hoursUntilDue('in two weeks', told)).toBe(14 * 24);
    expect(hoursUntilDue(null, told)).toBe(20);
  });

  it('is due after its time and not once it is old news', () => {
    expect(planIsDue('tomorrow', told, hours(2))).toBe(false);
    expect(planIsDue('tomorrow', told, hours(20))).toBe(true);
    expect(planIsDue('tomorrow', told, hours(14 + 24 * 11))).toBe(false);
  });
});
