import { describe, expect, it } from 'vitest';
import type { ExtractedFact } from './extract/fact';
import { extractFacts } from './extract/extract';
import { planMemoryChanges, type KnownMemory } from './merge';

const known = (id: string, kind: KnownMemory['kind'], content: string): KnownMemory => ({
  id,
  kind,
  content,
});
const told = (message: string): ExtractedFact[] => extractFacts(message);

describe('merging new facts into what she remembers', () => {
  it('replaces where the user lives with the new city, in either language', () => {
    const memories = [known('m1', 'location', 'Lives in Sofia')];
    expect(planMemoryChanges(memories, told('I moved to Berlin'))).toEqual([
      { type: 'update', id: 'm1', fact: expect.objectContaining({ content: 'Lives in Berlin' }) },
    ]);
    expect(planMemoryChanges(memories, told('Живея в Пловдив'))).toEqual([
      { type: 'update', id: 'm1', fact: expect.objectContaining({ content: 'Живее в Пловдив' }) },
    ]);
  });

  it('keeps where the user is from apart from where they live', () => {
    const changes = planMemoryChanges(
      [known('m1', 'location', 'Lives in Sofia')],
      told("I'm from Varna"),
    );
    expect(changes).toEqual([
      { type: 'insert', fact: expect.objectContaining({ content: 'Is from Varna' }) },
    ]);
  });

  it('changes nothing when the same fact is told again', () => {
    expect(
      planMemoryChanges([known('m1', 'work', 'Works as a nurse')], told('I work as a nurse')),
    ).toEqual([]);
    expect(
      planMemoryChanges(
        [known('m1', 'family', 'Has a sister named Ana')],
        told('my sister is here'),
      ),
    ).toEqual([]);
  });

  it('completes a family member with a name, and keeps a second one apart', () => {
    const memories = [known('m1', 'family', 'Has a sister')];
    expect(planMemoryChanges(memories, told('My sister Ana called'))).toEqual([
      {
        type: 'update',
        id: 'm1',
        fact: expect.objectContaining({ content: 'Has a sister named Ana' }),
      },
    ]);
    const named = [known('m1', 'family', 'Has a sister named Ana')];
    expect(planMemoryChanges(named, told('My sister Mia called'))[0]?.type).toBe('insert');
  });

  it('turns a like into a dislike of the same thing and keeps other likes', () => {
    const memories = [known('m1', 'like', 'Loves mornings'), known('m2', 'like', 'Loves hiking')];
    expect(planMemoryChanges(memories, told('I hate mornings'))).toEqual([
      {
        type: 'update',
        id: 'm1',
        fact: expect.objectContaining({ kind: 'dislike', content: 'Hates mornings' }),
      },
    ]);
    expect(planMemoryChanges(memories, told('I love jazz'))[0]?.type).toBe('insert');
  });

  it('moves a plan to its new day rather than keeping both', () => {
    const memories = [known('m1', 'plan', 'Has a job interview tomorrow')];
    expect(planMemoryChanges(memories, told('I have a job interview on Friday'))).toEqual([
      {
        type: 'update',
        id: 'm1',
        fact: expect.objectContaining({ content: 'Has a job interview on Friday' }),
      },
    ]);
  });

  it('matches a memory the user corrected by its words', () => {
    const memories = [known('m1', 'pet', 'Has a dog named Max')];
    expect(planMemoryChanges(memories, told('My dog Max is sick'))).toEqual([]);
    expect(planMemoryChanges(memories, told('Кучето ми Рекс лае'))[0]?.type).toBe('insert');
  });
});
