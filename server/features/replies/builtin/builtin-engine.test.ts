import { describe, expect, it } from 'vitest';
import { cyrillicShare, detectReplyLanguage } from '#common/i18n/detect-reply-language';
import { collect, contextFor, replyText } from '../test-support';
import { createBuiltinEngine } from './builtin-engine';
import { MAX_REPLY_CHARACTERS, composeReply } from './compose-reply';

const engine = createBuiltinEngine({ wordDelayMs: 0 });
const SLUGS = ['sophia', 'emma', 'isabelle', 'maya', 'lucia', 'giulia'];
const STAGES = ['initial', 'building', 'deepening', 'intimate'] as const;

const MESSAGES = {
  en: [
    'Hello! 👋',
    'How are you?',
    'Tell me about yourself',
    'What do you like?',
    'ok',
    '😊',
    'I went hiking this weekend and saw the most amazing sunset over the hills',
    'Why is the sky blue?',
    'I feel so lonely tonight',
    'GUESS WHAT I GOT THE JOB!!!',
    'You are gorgeous',
    'I want to kiss you',
    'Are you a bot?',
    'Can we meet in person?',
    'thanks',
    'bye',
    'a'.repeat(3000),
  ],
  bg: [
    'Здравей! 👋',
    'Как си?',
    'Разкажи ми за себе си',
    'Какво харесваш?',
    'добре',
    'Тази събота ходих на поход и видях невероятен залез над хълмовете',
    'Защо небето е синьо?',
    'Чувствам се толкова самотен тази вечер',
    'Познай какво, взех работата!',
    'Много си красива',
    'Искам да те целуна',
    'Бот ли си?',
    'Може ли да се видим на живо?',
    'благодаря',
    'чао',
    'я'.repeat(3000),
  ],
};

describe.each(['en', 'bg'] as const)('the built-in engine (%s)', (language) => {
  it('answers in the reply language, never empty and never over 400 characters', () => {
    for (const slug of SLUGS) {
      for (const stage of STAGES) {
        for (const message of MESSAGES[language]) {
          const reply = composeReply(contextFor(slug, language, message, { stage }));
          expect(reply.trim().length, `${slug} ${stage} "${message}"`).toBeGreaterThan(0);
          expect(reply.length).toBeLessThanOrEqual(MAX_REPLY_CHARACTERS);
          expect(detectReplyLanguage(reply), reply).toBe(language);
          if (language === 'bg') expect(cyrillicShare(reply), reply).toBeGreaterThan(0.6);
          else expect(cyrillicShare(reply), reply).toBe(0);
        }
      }
    }
  });

  it('is deterministic under a seed and varies across seeds', () => {
    const ctx = contextFor('sophia', language, MESSAGES[language][3]!, { seed: 42 });
    expect(composeReply(ctx)).toBe(composeReply({ ...ctx }));
    const replies = new Set(
      Array.from({ length: 12 }, (_, seed) => composeReply({ ...ctx, seed })),
    );
    expect(replies.size).toBeGreaterThan(3);
  });

  it('replays the same conversation the same way without a seed', () => {
    const ctx = contextFor('maya', language, MESSAGES[language][1]!, {
      history: [{ sender: 'user', content: MESSAGES[language][0]! }],
    });
    expect(composeReply(ctx)).toBe(
      composeReply(contextFor('maya', language, ctx.userMessage, ctx)),
    );
  });

  it('streams the reply word by word, and the pieces join into it', async () => {
    const ctx = contextFor('emma', language, MESSAGES[language][2]!, { seed: 7 });
    const pieces = await collect(engine.stream(ctx, new AbortController().signal));
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.join('')).toBe(composeReply(ctx));
    expect(pieces.every((piece) => piece.trim().split(/\s+/u).length === 1)).toBe(true);
  });
});

describe('streaming', () => {
  it('waits the configured delay between words', async () => {
    const slow = createBuiltinEngine({ wordDelayMs: 5 });
    const ctx = contextFor('sophia', 'en', 'Hello!', { seed: 1 });
    const started = performance.now();
    const pieces = await collect(slow.stream(ctx, new AbortController().signal));
    expect(performance.now() - started).toBeGreaterThanOrEqual(pieces.length * 4);
  });

  it('stops when the signal aborts', async () => {
    const controller = new AbortController();
    const slow = createBuiltinEngine({ wordDelayMs: 5 });
    const pieces: string[] = [];
    const reading = (async () => {
      for await (const piece of slow.stream(
        contextFor('sophia', 'en', 'Hello!'),
        controller.signal,
      )) {
        pieces.push(piece);
        controller.abort();
      }
    })();
    await expect(reading).rejects.toThrow();
    expect(pieces).toHaveLength(1);
  });

  it('reports itself as the built-in engine', async () => {
    expect(engine.kind).toBe('builtin');
    expect(await replyText(engine, contextFor('giulia', 'en', 'Hi'))).toMatch(/\S/u);
  });
});
