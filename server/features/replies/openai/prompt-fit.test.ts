import { describe, expect, it } from 'vitest';
import type { HistoryMessage, ReplyContext } from '../engine';
import { contextFor } from '../test-support';
import { defaultBudget, fitPrompt, recentHistory, tighterBudget } from './prompt-fit';
import { buildSystemPrompt } from './system-prompt';
import { estimatePromptTokens, estimateTokens } from './token-estimate';

const REPLY_TOKENS = 150;

/** A long conversation: each message a paragraph, alternating user and companion. */
function longHistory(count: number, words = 60): HistoryMessage[] {
  return Array.from({ length: count }, (_, index) => ({
    sender: index % 2 === 0 ? 'user' : 'model',
    content: `Message ${index}: ${'and then we talked about the weather and books '.repeat(words / 10)}`,
  }));
}

/** A persona blown up to several thousand tokens (an admin's long backstory). */
function bigPersona(ctx: ReplyContext): ReplyContext {
  const long = (text: string) => `${text} ${'She remembers every summer by the sea. '.repeat(60)}`;
  return {
    ...ctx,
    persona: {
      ...ctx.persona,
      backstory: {
        childhood: long(ctx.persona.backstory.childhood),
        career: long(ctx.persona.backstory.career),
        relationshipHistory: long(ctx.persona.backstory.relationshipHistory),
        currentSituation: long(ctx.persona.backstory.currentSituation),
        dreams: long(ctx.persona.backstory.dreams),
      },
      values: [long('Honesty')],
      speechPatterns: [long('Says "darling"')],
    },
  };
}

const MEMORIES = [
  'Has a sister named Ana',
  'Lives in Plovdiv',
  'Works as a nurse',
  'Loves hiking',
  'Has a dog named Rex',
];

function fit(ctx: ReplyContext, contextTokens: number) {
  return fitPrompt(ctx, { contextTokens, replyTokens: REPLY_TOKENS });
}

const systemOf = (fitted: ReturnType<typeof fit>) => fitted.messages[0]!.content as string;

describe('token estimate', () => {
  it('counts Cyrillic heavier than English and stays above a 4-characters-a-token rule', () => {
    const english = 'I went hiking with my sister last weekend and it was lovely.';
    const bulgarian = 'Миналата седмица ходих на поход със сестра ми и беше чудесно.';
    expect(estimateTokens(english)).toBeGreaterThanOrEqual(Math.ceil(english.length / 4));
    expect(estimateTokens(bulgarian)).toBeGreaterThan(estimateTokens(english));
    expect(estimatePromptTokens([{ content: '' }, { content: '' }])).toBeGreaterThan(0);
  });
});

describe('fitting a prompt to the context window', () => {
  it('sends everything when it fits: the last 8 messages, every story line and memory', () => {
    const ctx = contextFor('sophia', 'en', 'How was your day?', {
      history: longHistory(12, 10),
      memories: MEMORIES,
    });
    const fitted = fit(ctx, 8192);
    expect(fitted.report.dropped).toEqual({
      history: 0,
      memories: 0,
      storyFacts: 0,
      summary: false,
    });
    expect(fitted.report.overBudget).toBe(false);
    expect(fitted.messages).toHaveLength(1 + 8 + 1);
    expect(systemOf(fitted)).toBe(buildSystemPrompt(ctx));
  });

  it('drops the oldest history first, keeping the newest turns and the message', () => {
    const ctx = contextFor('sophia', 'en', 'And what about tomorrow?', {
      history: longHistory(8, 200),
      memories: MEMORIES,
    });
    const whole = fit(ctx, 100_000);
    const budget = whole.report.estimatedTokens - 300;
    const fitted = fitPrompt(ctx, {
      contextTokens: 100_000,
      replyTokens: REPLY_TOKENS,
      budgetTokens: budget,
    });
    expect(fitted.report.dropped.history).toBeGreaterThan(0);
    expect(fitted.report.dropped.memories).toBe(0);
    expect(fitted.report.dropped.storyFacts).toBe(0);
    expect(fitted.report.estimatedTokens).toBeLessThanOrEqual(budget);
    const sent = fitted.messages.slice(1).map((message) => message.content);
    expect(sent.at(-1)).toBe('And what about tomorrow?');
    expect(sent.at(-2)).toBe(ctx.history.at(-1)!.content);
    expect(sent).not.toContain(ctx.history[0]!.content);
  });

  it('then leaves out what the message is least about, keeping the facts it asks for', () => {
    const ctx = contextFor('sophia', 'en', 'Tell me about your sister Ana and your work', {
      history: longHistory(8, 200),
      memories: MEMORIES,
      stage: 'intimate',
    });
    const whole = fit(ctx, 100_000).report.estimatedTokens;
    // Less than the whole history's six oldest messages would free.
    const history = estimatePromptTokens(ctx.history.slice(0, 6)) - 3;
    const budget = whole - history - 40;
    const fitted = fitPrompt(ctx, {
      contextTokens: 100_000,
      replyTokens: REPLY_TOKENS,
      budgetTokens: budget,
    });
    const system = systemOf(fitted);
    // Only the last exchange is left of the history before a single fact goes.
    expect(fitted.report.dropped.history).toBe(6);
    expect(fitted.report.dropped.storyFacts).toBeGreaterThan(0);
    // Secrets go before her work; the memory the message is about stays.
    expect(system).not.toContain('Secrets you may confide');
    expect(system).toContain('Work:');
    expect(system).toContain('Has a sister named Ana');
    expect(fitted.report.estimatedTokens).toBeLessThanOrEqual(budget);
  });

  it('drops the least relevant memories before the relevant ones', () => {
    const ctx = contextFor('sophia', 'en', 'My dog Rex is sick', { memories: MEMORIES });
    const full = fit(ctx, 100_000).report.estimatedTokens;
    // Just enough to cost the minor story lines and a couple of memories.
    let budget = full;
    let fitted = fit(ctx, 100_000);
    while (fitted.report.dropped.memories < 2 && budget > 0) {
      budget -= 10;
      fitted = fitPrompt(ctx, {
        contextTokens: 100_000,
        replyTokens: REPLY_TOKENS,
        budgetTokens: budget,
      });
    }
    const system = systemOf(fitted);
    expect(system).toContain('Has a dog named Rex');
    // The memories come most relevant first; the last ones go first.
    expect(system).not.toContain('Loves hiking');
    expect(system).toContain('Has a sister named Ana');
  });

  it('never drops the instructions, even when they alone are over the budget', () => {
    const plain = contextFor('maya', 'bg', 'Как си днес?');
    // Her own prompt is an instruction: an admin's very long one cannot be cut.
    const longPrompt = `${plain.persona.prompt} ${'Бъди мила и внимателна. '.repeat(120)}`;
    const ctx = bigPersona(
      contextFor('maya', 'bg', 'Как си днес?', {
        persona: { ...plain.persona, prompt: longPrompt },
        history: longHistory(30, 100),
        memories: MEMORIES,
        summary: 'They talked about hiking and Ana.',
        explicitMode: true,
        stage: 'intimate',
      }),
    );
    const fitted = fit(ctx, 1_024);
    const system = systemOf(fitted);
    expect(fitted.report.overBudget).toBe(true);
    expect(fitted.report.dropped).toEqual({
      // No message is marked as summarised yet: the window holds 16 while the summary lags.
      history: 16,
      memories: MEMORIES.length,
      storyFacts: expect.any(Number) as number,
      summary: true,
    });
    expect(fitted.messages).toHaveLength(2);
    expect(system).toContain(ctx.persona.prompt);
    expect(system).toContain('Relationship stage: intimate');
    expect(system).toMatch(/never describe sexual acts in graphic detail/u);
    expect(system).toMatch(/Always reply in Bulgarian/u);
    expect(system).toContain('Reply like a text message');
    expect(fitted.messages[1]).toEqual({ role: 'user', content: 'Как си днес?' });
  });

  it('keeps a big persona and a long history under the limit of 8192', () => {
    for (const language of ['en', 'bg'] as const) {
      const ctx = bigPersona(
        contextFor('isabelle', language, language === 'bg' ? 'Разкажи ми нещо' : 'Tell me more', {
          history: longHistory(40, 300),
          memories: MEMORIES,
          summary: 'A long story. '.repeat(40),
        }),
      );
      const fitted = fit(ctx, 8192);
      expect(fitted.report.overBudget).toBe(false);
      expect(fitted.report.estimatedTokens).toBeLessThanOrEqual(defaultBudget(8192, REPLY_TOKENS));
      expect(fitted.report.estimatedTokens + REPLY_TOKENS).toBeLessThan(8192);
      expect(estimatePromptTokens(fitted.messages as Array<{ content: string }>)).toBe(
        fitted.report.estimatedTokens,
      );
    }
  });

  it('puts the summary in the prompt and sends the turns it does not cover yet', () => {
    const history = longHistory(20, 10).map((message, index) => ({
      ...message,
      summarized: index < 8,
    }));
    const ctx = contextFor('sophia', 'en', 'Hi again', {
      history,
      summary: 'They planned a trip to Sofia in May.',
    });
    expect(recentHistory(ctx)).toHaveLength(12);
    const fitted = fit(ctx, 8192);
    expect(systemOf(fitted)).toContain('They planned a trip to Sofia in May.');
    expect(fitted.messages).toHaveLength(1 + 12 + 1);
    // Without a summary, the documents' last 8.
    expect(recentHistory({ ...ctx, summary: null })).toHaveLength(8);
  });
});

describe('the tighter budget after a context error', () => {
  const sent = {
    attempt: 1,
    estimatedTokens: 3_000,
    contextTokens: 8192,
    budgetTokens: 7_800,
    dropped: { history: 0, memories: 0, storyFacts: 0, summary: false },
    overBudget: false,
  };

  it('fits the window the provider reported, scaled by how it counted', () => {
    const budget = tighterBudget(sent, { limit: 2_048, promptTokens: 4_500 }, REPLY_TOKENS);
    // 2048 less the reply and the margin, over a ratio of 1.5.
    expect(budget).toBe(Math.floor(defaultBudget(2_048, REPLY_TOKENS) / 1.5));
  });

  it('takes 60% of what was sent when the provider said no figure', () => {
    expect(tighterBudget(sent, {}, REPLY_TOKENS)).toBe(1_800);
  });

  it('is always below what was sent', () => {
    expect(tighterBudget(sent, { limit: 100_000 }, REPLY_TOKENS)).toBe(2_700);
  });
});
