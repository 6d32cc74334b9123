import { describe, expect, it } from 'vitest';
import { extractFacts } from './extract';

const NOW = new Date('2030-01-15T10:00:00Z');
const facts = (message: string) =>
  extractFacts(message, { now: NOW }).map((fact) => `${fact.kind}: ${fact.content}`);

describe('extracting facts from English messages', () => {
  it.each([
    ["Hi, I'm Alex", 'name: Name: Alex'],
    ['My name is alex', 'name: Name: Alex'],
    ['You can call me Sam.', 'name: Name: Sam'],
    ['I live in Sofia', 'location: Lives in Sofia'],
    ['i live in sofia now', 'location: Lives in Sofia'],
    ['I live in a small town near Plovdiv', 'location: Lives in a small town near Plovdiv'],
    ["I'm from Varna", 'location: Is from Varna'],
    ['I just moved to New York!', 'location: Lives in New York'],
    ['I grew up in Burgas', 'location: Grew up in Burgas'],
    ['I work as a nurse', 'work: Works as a nurse'],
    ["I'm a software developer at Google", 'work: Works as a software developer'],
    ["I'm an engineer", 'work: Works as an engineer'],
    ['I work at a hospital', 'work: Works at a hospital'],
    ["I'm a student", 'work: Is a student'],
    ['I study medicine', 'work: Studies medicine'],
    ['my sister Ana is visiting this week', 'family: Has a sister named Ana'],
    ['My little brother is so annoying', 'family: Has a little brother'],
    ['I have two kids', 'family: Has two kids'],
    ["I'm married", 'family: Is married'],
    ['My mom Maria makes the best soup', 'family: Mom: Maria'],
    ['my dog Max is sleeping on my feet', 'pet: Has a dog named Max'],
    ['I have two cats', 'pet: Has two cats'],
    ['My cat is called Luna', 'pet: Has a cat named Luna'],
    ['I love hiking in the mountains', 'like: Loves hiking in the mountains'],
    ['I really enjoy cooking for my friends', 'like: Enjoys cooking for their friends'],
    ["I'm a big fan of jazz", 'like: Is a big fan of jazz'],
    ['My favorite food is sushi', 'like: Favorite food: sushi'],
    ['I hate mornings', 'dislike: Hates mornings'],
    ["I can't stand traffic", "dislike: Can't stand traffic"],
    ["I don't like spiders, they scare me", "dislike: Doesn't like spiders"],
    ['My birthday is on May 3', 'date: Birthday: May 3'],
    ['my birthday is the 3rd of May', 'date: Birthday: May 3'],
    ['My birthday is tomorrow!', 'date: Birthday: January 16'],
    ['Our anniversary is June 10', 'date: Anniversary: June 10'],
    ['I have a job interview tomorrow', 'plan: Has a job interview tomorrow'],
    ['Tomorrow I have an exam', 'plan: Has an exam tomorrow'],
    ["I'm going to visit my parents next week", 'plan: Is going to visit their parents next week'],
    ["Next week I'm going to Paris", 'plan: Is going to Paris next week'],
    ["I'm meeting my friends tonight", 'plan: Is meeting their friends tonight'],
    ["I'll be in London on Friday", 'plan: Will be in London on Friday'],
  ])('%s → %s', (message, expected) => {
    expect(facts(message)).toEqual([expected]);
  });

  it('finds several facts in one message and keeps the words they came from', () => {
    const found = extractFacts("I'm from Varna but I live in Sofia now. I work as a nurse!");
    expect(found.map((fact) => fact.content).sort()).toEqual(
      ['Is from Varna', 'Lives in Sofia', 'Works as a nurse'].sort(),
    );
    expect(found.find((fact) => fact.kind === 'work')?.excerpt).toBe('I work as a nurse');
    expect(found.every((fact) => fact.language === 'en')).toBe(true);
  });

  it('keeps a fact told before a question, not one inside a question', () => {
    expect(facts('I live in Sofia, do you like it there?')).toEqual(['location: Lives in Sofia']);
    expect(facts('Do you live in Sofia, like me?')).toEqual([]);
    expect(facts('Живея в Пловдив, а ти къде живееш?')).toEqual(['location: Живее в Пловдив']);
  });

  it('keeps the more telling of two facts about the same person', () => {
    expect(facts('My sister Ana and my sister are the same person, I have a sister')).toEqual([
      'family: Has a sister named Ana',
    ]);
  });

  it.each([
    ["I'm tired"],
    ["I'm so happy today"],
    ['I love you'],
    ['I like your smile'],
    ['I love talking to you'],
    ['I love it when you laugh'],
    ['Do you like hiking?'],
    ['Where do you live?'],
    ['Do you have a dog'],
    ['What is your favorite food?'],
    ['If I lived in Paris I would be happy'],
    ["I don't live in Sofia anymore"],
    ['I wish I had a dog'],
    ["I'm going to bed"],
    ['I have a headache'],
    ["I'm a big fan of yours"],
    ["I'm a terrible cook"],
    ['I live in hope'],
    ["I'd love to go to Paris one day"],
    ["I'll tell you tomorrow"],
    ['You live in New York, right'],
    ['Sophia works as a librarian'],
  ])('finds nothing in %j', (message) => {
    expect(facts(message)).toEqual([]);
  });
});
