import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { sentencesOf, startConversation } from './dialogue-test-support';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ engineTuning: { wordDelayMs: 0 } });
});
afterAll(() => ctx.close());

const COMPANIONS = ['sophia', 'emma', 'isabelle', 'maya', 'lucia', 'giulia'];

describe('each companion has her own words', () => {
  it.each([
    'Hi! Nice to meet you.',
    'hello',
    'How are you?',
    'Здравей!',
    'Как си?',
    "What's my name?",
  ])('no two companions answer "%s" with the same sentence', async (message) => {
    const owners = new Map<string, string>();
    for (const slug of COMPANIONS) {
      const conversation = await startConversation(ctx, slug);
      const reply = await conversation.say(message);
      for (const sentence of sentencesOf(reply)) {
        if (sentence.split(' ').length < 3) continue;
        expect(owners.get(sentence), `${slug}: ${reply}`).toBeUndefined();
        owners.set(sentence, slug);
      }
    }
  });
});
