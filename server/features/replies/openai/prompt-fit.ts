import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import {
  CONTEXT_MESSAGES,
  type HistoryMessage,
  type PromptFitReport,
  type ReplyContext,
} from '../engine';
import type { ContextReport } from '../reply-errors';
import {
  buildSystemPrompt,
  fullSelection,
  type StoryFact,
  type StoryFactKey,
} from './system-prompt';
import { estimatePromptTokens } from './token-estimate';

/**
 * Fits a reply's prompt to the provider's context window by a token estimate
 * (token-estimate.ts). The budget is the window less the reply's tokens and a margin. Over it,
 * parts are left out in this order until it fits:
 *
 * 1. history, oldest first, down to the last exchange (two messages);
 * 2. what she knows that the message is least about: memories and her story's lines that
 *    share no word with the user's message before those that do; among them her secrets,
 *    values, dreams, past loves, childhood, speech patterns and interests first, then the
 *    memories least relevant first, then her age, life now, work and city;
 * 3. the rolling summary;
 * 4. the last exchange.
 *
 * Never the instructions (her prompt, stage, boundaries, how and in which language to reply)
 * nor the user's message: a prompt still over the budget then is sent as it is and reported
 * `overBudget` (the provider's context error then says what is wrong).
 */

export interface FitOptions {
  /** LLM_CONTEXT_TOKENS. */
  contextTokens: number;
  /** The reply's max_tokens: the window must hold them too. */
  replyTokens: number;
  /** A tighter budget than the window gives (after a context error). */
  budgetTokens?: number;
  attempt?: number;
  providerContextTokens?: number;
}

export interface FittedPrompt {
  messages: ChatCompletionMessageParam[];
  report: PromptFitReport;
}

/** Older turns the summary does not cover yet are sent too, up to this many messages in all. */
export const MAX_WINDOW_MESSAGES = 16;

/** A little room for the estimate's error and the template's own tokens. */
export function defaultBudget(contextTokens: number, replyTokens: number): number {
  return contextTokens - replyTokens - Math.max(32, Math.ceil(contextTokens * 0.03));
}

/**
 * The messages that go before the new one: the last 8 (docs/product-rules.md, "Replies"), and while
 * the rolling summary lags behind, the older ones it does not cover yet (up to 16 in all).
 */
export function recentHistory(ctx: ReplyContext): HistoryMessage[] {
  const { history } = ctx;
  if (!ctx.summary) return history.slice(-CONTEXT_MESSAGES);
  let uncovered = 0;
  while (uncovered < history.length && !history[history.length - 1 - uncovered]!.summarized) {
    uncovered += 1;
  }
  const count = Math.min(Math.max(uncovered, CONTEXT_MESSAGES), MAX_WINDOW_MESSAGES);
  return history.slice(-count);
}

/** Lower goes first; memories sit between her minor and her core facts. */
const STORY_PRIORITY: Record<StoryFactKey, number> = {
  secrets: 10,
  values: 15,
  dreams: 20,
  relationshipHistory: 25,
  childhood: 30,
  speechPatterns: 35,
  interests: 40,
  age: 60,
  currentSituation: 70,
  career: 75,
  location: 80,
};
const MEMORY_PRIORITY = 50;

/** Words too common to tell what a message is about. */
const COMMON = new Set(
  `the and you your are was were how what who why has have had her his she him with for not but
  all can did got its may our too yes about that this there they them then than from will would
  like love tell more some much very just really when where which been
  как кой коя кое кои сам там тук още без ако или ние вие той тук това тази този тези има имам
  беше съм как защо къде кога много само също`.split(/\s+/u),
);

/** Words of three letters or more, cut to five: "sisters"/"sister", "котката"/"котка". */
function stems(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? [];
  return new Set(words.filter((word) => !COMMON.has(word)).map((word) => word.slice(0, 5)));
}

function touches(line: string, message: Set<string>): boolean {
  for (const stem of stems(line)) if (message.has(stem)) return true;
  return false;
}

type Droppable = { kind: 'memory'; index: number } | { kind: 'story'; fact: StoryFact };

/** Memories and story lines, the first to leave first. */
function factDropOrder(ctx: ReplyContext, facts: StoryFact[], memories: string[]): Droppable[] {
  const message = stems(ctx.userMessage);
  const ranked = [
    ...facts.map((fact) => ({
      item: { kind: 'story', fact } as Droppable,
      touches: touches(fact.line, message),
      priority: STORY_PRIORITY[fact.key],
    })),
    // The memories come most relevant first: the last one is the least relevant.
    ...memories.map((memory, index) => ({
      item: { kind: 'memory', index } as Droppable,
      touches: touches(memory, message),
      priority: MEMORY_PRIORITY + (memories.length - index) / (memories.length + 1),
    })),
  ];
  ranked.sort((a, b) => Number(a.touches) - Number(b.touches) || a.priority - b.priority);
  return ranked.map((entry) => entry.item);
}

export function fitPrompt(ctx: ReplyContext, options: FitOptions): FittedPrompt {
  const budgetTokens =
    options.budgetTokens ?? defaultBudget(options.contextTokens, options.replyTokens);
  const full = fullSelection(ctx);
  const recent = recentHistory(ctx);
  const keptFacts = new Set(full.storyFacts);
  const keptMemories = new Set(full.memories.map((_, index) => index));
  let summary = full.summary;
  let historyStart = 0;

  const build = (): ChatCompletionMessageParam[] => {
    const system = buildSystemPrompt(ctx, {
      storyFacts: full.storyFacts.filter((fact) => keptFacts.has(fact)),
      memories: full.memories.filter((_, index) => keptMemories.has(index)),
      summary,
    });
    return [
      { role: 'system', content: system },
      ...recent.slice(historyStart).map((message): ChatCompletionMessageParam => ({
        role: message.sender === 'user' ? 'user' : 'assistant',
        content: message.content,
      })),
      { role: 'user', content: ctx.userMessage },
    ];
  };

  const lastExchange = Math.max(0, recent.length - 2);
  const steps: Array<() => void> = [
    ...Array.from({ length: lastExchange }, () => () => {
      historyStart += 1;
    }),
    ...factDropOrder(ctx, full.storyFacts, full.memories).map((item) => () => {
      if (item.kind === 'story') keptFacts.delete(item.fact);
      else keptMemories.delete(item.index);
    }),
    ...(summary
      ? [
          () => {
            summary = null;
          },
        ]
      : []),
    ...Array.from({ length: recent.length - lastExchange }, () => () => {
      historyStart += 1;
    }),
  ];

  let messages = build();
  let estimatedTokens = estimatePromptTokens(messages as Array<{ content: string }>);
  for (const step of steps) {
    if (estimatedTokens <= budgetTokens) break;
    step();
    messages = build();
    estimatedTokens = estimatePromptTokens(messages as Array<{ content: string }>);
  }

  return {
    messages,
    report: {
      attempt: options.attempt ?? 1,
      estimatedTokens,
      contextTokens: options.contextTokens,
      budgetTokens,
      ...(options.providerContextTokens
        ? { providerContextTokens: options.providerContextTokens }
        : {}),
      dropped: {
        history: historyStart,
        memories: full.memories.length - keptMemories.size,
        storyFacts: full.storyFacts.length - keptFacts.size,
        summary: full.summary !== null && summary === null,
      },
      overBudget: estimatedTokens > budgetTokens,
    },
  };
}

/**
 * The budget for a second try after the provider said the prompt was over its window: fitted
 * to the window it reported, scaled by how far our estimate was from its count; without either
 * figure, 60% of what was sent. Always below what was sent.
 */
export function tighterBudget(
  sent: PromptFitReport,
  context: ContextReport | undefined,
  replyTokens: number,
): number {
  const ratio =
    context?.promptTokens && sent.estimatedTokens > 0
      ? Math.max(1, context.promptTokens / sent.estimatedTokens)
      : 1;
  const window = Math.min(context?.limit ?? sent.contextTokens, sent.contextTokens);
  const fromReport =
    context?.limit || context?.promptTokens
      ? Math.floor(defaultBudget(window, replyTokens) / ratio)
      : Math.floor(sent.estimatedTokens * 0.6);
  return Math.max(1, Math.min(fromReport, Math.floor(sent.estimatedTokens * 0.9)));
}
