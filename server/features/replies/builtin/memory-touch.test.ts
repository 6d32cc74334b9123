import { describe, expect, it } from 'vitest';
import type { RecalledMemory } from '#server/features/memories';
import type { ReplyContext } from '../engine';
import { contextFor } from '../test-support';
import { composeReply } from './compose-reply';

const SEEDS = Array.from({ length: 12 }, (_, index) => index + 1);
const SLUGS = ['sophia', 'emma', 'maya', 'giulia'];

const recalled = (overrides: Partial<RecalledMemory>): RecalledMemory => ({
  kind: 'other',
  content: '',
  aboutYou: null,
  topic: null,
  name: null,
  followUp: null,
  matchesMessage: false,
  ...overrides,
});

const INTERVIEW = recalled({
  kind: 'plan',
  content: 'Has a job interview tomorrow',
  aboutYou: 'you have a job interview tomorrow',
  topic: 'your job interview',
  followUp: { subject: 'the job interview', clause: 'you had a job interview' },
});
const INTERVIEW_BG = recalled({
  kind: 'plan',
  content: 'Има интервю утре',
  aboutYou: 'имаш интервю утре',
  topic: 'интервюто ти',
  followUp: { subject: 'интервюто', clause: 'имаш интервю' },
});
const HIKING = recalled({
  kind: 'like',
  content: 'Loves hiking',
  aboutYou: 'you love hiking',
  topic: 'hiking',
  matchesMessage: true,
});
const BACK = { hoursAway: 20, recapTopics: [], recapFacts: [] };

function replies(slug: string, ctx: (seed: number) => ReplyContext): string[] {
  return SEEDS.map((seed) => composeReply({ ...ctx(seed), seed }));
}

describe('what she remembers, in the built-in engine', () => {
  it('changes nothing when there is nothing to remember or nothing fits', () => {
    for (const slug of SLUGS) {
      for (const seed of SEEDS) {
        const plain = contextFor(slug, 'en', 'Tell me about your day', { seed });
        const quiet = recalled({
          kind: 'work',
          content: 'Works as a nurse',
          aboutYou: 'you work as a nurse',
        });
        expect(composeReply({ ...plain, recalled: [quiet], returning: null })).toBe(
          composeReply(plain),
        );
      }
    }
  });

  it('back after a pause, opens with a recap and asks how the plan went', () => {
    for (const slug of SLUGS) {
      const returning = { ...BACK, recapTopics: ['your job interview'] };
      for (const reply of replies(slug, (seed) =>
        contextFor(slug, 'en', 'Hi!', { seed, recalled: [INTERVIEW], returning }),
      )) {
        expect(reply).toMatch(/your job interview|the job interview/u);
        expect(reply).toMatch(/how did (?:it|the job interview) go\?/iu);
        expect(reply).toMatch(/last time/iu);
        expect(reply).not.toMatch(/nice to meet|lovely to meet/iu);
      }
    }
  });

  it('does the same in Bulgarian', () => {
    for (const slug of SLUGS) {
      const returning = { ...BACK, recapTopics: ['интервюто ти'] };
      for (const reply of replies(slug, (seed) =>
        contextFor(slug, 'bg', 'Здрасти!', { seed, recalled: [INTERVIEW_BG], returning }),
      )) {
        expect(reply).toMatch(/интервюто/u);
        expect(reply).toMatch(/как мина/iu);
        expect(reply).toMatch(/последния/iu);
      }
    }
  });

  it('recaps the latest topic, or the conversation’s last topic when nothing is remembered', () => {
    const withTopic = replies('emma', (seed) =>
      contextFor('emma', 'en', 'Hey there', {
        seed,
        returning: { ...BACK, recapTopics: ['hiking'] },
      }),
    );
    withTopic.forEach((reply) => expect(reply).toMatch(/last time.*hiking|hiking last time/iu));
    const history = [
      { sender: 'user' as const, content: 'I have been reading so many books lately' },
      { sender: 'model' as const, content: 'That sounds lovely.' },
    ];
    const fromHistory = replies('maya', (seed) =>
      contextFor('maya', 'bg', 'Здрасти', { seed, history, returning: BACK }),
    );
    fromHistory.forEach((reply) => expect(reply).toMatch(/книгите/u));
  });

  it('asks once about a plan whose time has come', () => {
    const asked = replies('sophia', (seed) =>
      contextFor('sophia', 'en', 'What are you up to?', { seed, recalled: [INTERVIEW] }),
    );
    asked.forEach((reply) => expect(reply).toMatch(/how did the job interview go\?/iu));
    const history = [
      { sender: 'user' as const, content: 'I have a job interview tomorrow' },
      { sender: 'model' as const, content: 'Good luck!' },
      { sender: 'user' as const, content: 'Hi' },
      { sender: 'model' as const, content: 'So, how did the job interview go?' },
    ];
    const again = replies('sophia', (seed) =>
      contextFor('sophia', 'en', 'What are you up to?', { seed, history, recalled: [INTERVIEW] }),
    );
    again.forEach((reply) => expect(reply).not.toMatch(/job interview/iu));
  });

  it('does not ask when the user is sad or already talking about it', () => {
    const sad = replies('sophia', (seed) =>
      contextFor('sophia', 'en', 'I feel so sad today', {
        seed,
        recalled: [INTERVIEW],
        returning: BACK,
      }),
    );
    sad.forEach((reply) => expect(reply).not.toMatch(/interview|last time/iu));
    const talking = { ...INTERVIEW, matchesMessage: true };
    const told = replies('sophia', (seed) =>
      contextFor('sophia', 'en', 'The interview went great!', { seed, recalled: [talking] }),
    );
    told.forEach((reply) => expect(reply).not.toMatch(/how did the job interview go/iu));
  });

  it('now and then shows she remembers what the message touches, never twice', () => {
    const touched = replies('emma', (seed) =>
      contextFor('emma', 'en', 'I went hiking in the mountains today', {
        seed,
        recalled: [HIKING],
      }),
    );
    const mentioning = touched.filter((reply) => reply.includes('you love hiking'));
    expect(mentioning.length).toBeGreaterThan(0);
    expect(mentioning.length).toBeLessThan(touched.length);
    const history = [
      { sender: 'user' as const, content: 'Hi' },
      { sender: 'model' as const, content: 'I remember you love hiking!' },
    ];
    const later = replies('emma', (seed) =>
      contextFor('emma', 'en', 'I went hiking in the mountains today', {
        seed,
        history,
        recalled: [HIKING],
      }),
    );
    later.forEach((reply) => expect(reply).not.toContain('you love hiking'));
  });
});
