import { describe, expect, it } from 'vitest';
import { readMessage } from './intents';

describe('readMessage', () => {
  it.each([
    ['Hello! 👋', 'greeting'],
    ['Здравей! 👋', 'greeting'],
    ['How are you?', 'howAreYou'],
    ['Как си?', 'howAreYou'],
    ['Tell me about yourself', 'aboutYou'],
    ['Разкажи ми за себе си', 'aboutYou'],
    ['What do you like?', 'likes'],
    ['Какво харесваш?', 'likes'],
    ['Where do you live?', 'home'],
    ['Къде живееш?', 'home'],
    ['Where are you from?', 'origin'],
    ['Откъде си?', 'origin'],
    ['What do you do for a living?', 'job'],
    ['С какво се занимаваш?', 'job'],
    ['What is your biggest dream?', 'dreams'],
    ['Каква е мечтата ти?', 'dreams'],
    ['Do you have a boyfriend?', 'love'],
    ['Имаш ли гадже?', 'love'],
    ['How old are you?', 'age'],
    ['На колко години си?', 'age'],
    ['You are so beautiful', 'compliment'],
    ['Много си красива', 'compliment'],
    ['I want to kiss you', 'flirt'],
    ['Мисля, че те обичам', 'flirt'],
    ['Thank you so much', 'thanks'],
    ['Благодаря ти', 'thanks'],
    ['Good night!', 'goodbye'],
    ['Лека нощ!', 'goodbye'],
    ['Are you a bot?', 'areYouReal'],
    ['Изкуствен интелект ли си?', 'areYouReal'],
    ['Can we meet in person?', 'meet'],
    ['Да се видим на живо?', 'meet'],
    ['I want to end my life', 'crisis'],
    ['Искам да умра', 'crisis'],
  ] as const)('"%s" → %s', (message, intent) => {
    expect(readMessage(message).intents[0]).toBe(intent);
  });

  it.each([
    ['I feel so lonely', 'sad'],
    ['Тъжно ми е днес', 'sad'],
    ['I am so happy today', 'happy'],
    ['Днес съм щастлива', 'happy'],
    ['Guess what, I got the job!', 'excited'],
    ['Нямам търпение за утре!', 'excited'],
    ['Ugh, I am exhausted', 'frustrated'],
    ['Писна ми от всичко', 'frustrated'],
  ] as const)('"%s" is the user feeling %s', (message, feeling) => {
    const reading = readMessage(message);
    expect(reading.feeling).toBe(feeling);
    expect(reading.intents).toContain('feeling');
  });

  it('ignores negated feelings and questions about her mood', () => {
    expect(readMessage("I'm not sad at all").feeling).toBeNull();
    expect(readMessage('Are you tired?').feeling).toBeNull();
    expect(readMessage('Тъжна ли си?').feeling).toBeNull();
  });

  it('only counts a greeting at the start of the message', () => {
    expect(readMessage('Hi, how are you?').intents).toEqual(['howAreYou', 'greeting']);
    expect(readMessage('say hi to your cat').intents).not.toContain('greeting');
  });

  it('needs a "you" for questions about her: the user’s own news is not one', () => {
    expect(readMessage('Имам гадже').intents).not.toContain('love');
    expect(readMessage('My job is boring').intents).not.toContain('job');
  });

  it('finds the user’s topics in either language and flags sexual messages', () => {
    expect(readMessage('I love reading novels').topics.map((topic) => topic.id)).toEqual(['books']);
    expect(readMessage('Обичам да катеря в планината').topics.map((topic) => topic.id)).toEqual([
      'sport',
      'nature',
    ]);
    expect(readMessage('I am ready').topics).toEqual([]);
    expect(readMessage('I want to make love').intents).toContain('sexual');
  });
});
