import { describe, expect, it } from 'vitest';
import { pickMemories, sameWordFamily, type MemoryCandidate } from './relevance';

let day = 0;
const memory = (content: string, pinned = false): MemoryCandidate => {
  day += 1;
  return { id: `m${day}`, content, pinned, updatedAt: new Date(Date.UTC(2030, 0, day)) };
};

describe('picking memories for a reply', () => {
  it('puts pinned ones first, then the ones about the message, then the newest', () => {
    const old = memory('Works as a nurse');
    const pinned = memory('Name: Alex', true);
    const hiking = memory('Loves hiking in the mountains');
    const newest = memory('Has a cat named Luna');
    const picked = pickMemories(
      [old, pinned, hiking, newest],
      'We went to the mountains last weekend',
    );
    expect(picked.map((entry) => entry.memory.content)).toEqual([
      'Name: Alex',
      'Loves hiking in the mountains',
      'Has a cat named Luna',
      'Works as a nurse',
    ]);
    expect(picked.map((entry) => entry.matches)).toEqual([0, 1, 0, 0]);
  });

  it('ranks by how much of the message a memory shares', () => {
    const one = memory('Has a job interview tomorrow');
    const two = memory('Has a job');
    const picked = pickMemories([two, one], 'my job interview went well');
    expect(picked[0]?.memory.content).toBe('Has a job interview tomorrow');
  });

  it('matches word forms in both languages', () => {
    expect(sameWordFamily('интервю', 'интервюто')).toBe(true);
    expect(sameWordFamily('готвя', 'готвене')).toBe(true);
    expect(sameWordFamily('dog', 'dogs')).toBe(true);
    expect(sameWordFamily('interview', 'interesting')).toBe(false);
    const picked = pickMemories(
      [memory('Работи като учителка'), memory('Обича да готви')],
      'Днес готвих мусака',
    );
    expect(picked[0]?.memory.content).toBe('Обича да готви');
  });

  it('stays within the item and character budget, skipping what does not fit', () => {
    const many = Array.from({ length: 12 }, (_, index) => memory(`Likes thing number ${index}`));
    expect(pickMemories(many, 'hello')).toHaveLength(8);
    const long = memory('x'.repeat(250));
    const longer = memory('y'.repeat(300));
    const short = memory('Has a dog');
    const picked = pickMemories([long, longer, short], 'hello', { items: 8, characters: 300 });
    // Newest first: the short one, then the 300 characters do not fit, the older 250 do.
    expect(picked.map((entry) => entry.memory.id)).toEqual([short.id, long.id]);
    expect(picked.reduce((sum, entry) => sum + entry.memory.content.length, 0)).toBeLessThanOrEqual(
      300,
    );
  });

  it('picks nothing from nothing', () => {
    expect(pickMemories([], 'anything')).toEqual([]);
  });
});
