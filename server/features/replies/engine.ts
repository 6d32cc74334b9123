import type { z } from 'zod';
import type { RelationshipStage } from '#common/chat/stage';
import type { CommunicationStyle } from '#common/contracts/profile';
import type { Language } from '#common/i18n/languages';
import type { LocalizedPersona } from '#server/features/companions';
import type { RecalledMemory, ReturnAfterPause } from '#server/features/memories';

/**
 * How many of the latest messages a reply engine puts in front of the model (docs/product-rules.md,
 * "Replies").
 */
export const CONTEXT_MESSAGES = 8;

export interface ReplyCompanion {
  name: string;
  slug: string;
  age: number | null;
  location: string | null;
  allowsExplicit: boolean;
}

export interface ReplyUser {
  firstName: string | null;
  bio: string | null;
  interests: string[];
  communicationStyle: CommunicationStyle | null;
}

export interface HistoryMessage {
  sender: 'user' | 'model';
  content: string;
  /** The conversation's rolling summary already covers it (`ReplyContext.summary`). */
  summarized?: boolean;
}

/** Everything an engine needs to write one reply. Built by the chat service, read-only here. */
export interface ReplyContext {
  companion: ReplyCompanion;
  /** The persona in the reply language (see minimal-persona.ts for companions without one). */
  persona: LocalizedPersona;
  /** The reply language, decided by the caller with detectReplyLanguage on the user's message. */
  language: Language;
  user: ReplyUser | null;
  stage: RelationshipStage;
  explicitMode: boolean;
  /**
   * The conversation before the new message, oldest first. Pass all of it (or a long window):
   * the language-model engine sends only the last 8, but the built-in engine reads further
   * back to avoid repeating itself.
   */
  history: HistoryMessage[];
  userMessage: string;
  /** Makes the built-in engine's choices repeatable; defaults to a hash of the conversation. */
  seed?: number;
  /**
   * What the companion remembers about the user, most relevant first, as lines for a language
   * model ("Has a job interview tomorrow (told 2 days ago)"). Built by the memories feature.
   */
  memories?: string[];
  /** The same memories prepared for the built-in engine (phrases in the reply language). */
  recalled?: RecalledMemory[];
  /** Set when the user comes back after a pause: her first reply opens with a short recap. */
  returning?: ReturnAfterPause | null;
  /**
   * The conversation's rolling summary of older turns (those marked `summarized` in `history`
   * and before it), for a language model whose window cannot hold them all.
   */
  summary?: string | null;
  /**
   * Replies this one replaces (the user asked for another): no longer in the conversation, but
   * the built-in engine counts their sentences as said, so the new reply differs where it can.
   */
  replaced?: string[];
}

export type EngineKind = 'builtin' | 'openai';

/** How a prompt was fitted to the provider's context window (openai/prompt-fit.ts). */
export interface PromptFitReport {
  /** 1, or 2 when the provider refused the first as over its context and it was fitted tighter. */
  attempt: number;
  /** The prompt's size by our estimate, in tokens. */
  estimatedTokens: number;
  /** LLM_CONTEXT_TOKENS. */
  contextTokens: number;
  /** What the prompt could use: the window less the reply's tokens and a margin (or tighter). */
  budgetTokens: number;
  /** The provider's own window when a context error said it. */
  providerContextTokens?: number;
  /** What was left out to fit: history messages, memories, story facts, the summary. */
  dropped: { history: number; memories: number; storyFacts: number; summary: boolean };
  /** Even the instructions and the message alone are over the budget (sent anyway). */
  overBudget: boolean;
}

/** What an engine can tell its caller while it writes (the admin's connection test reads it). */
export interface EngineObserver {
  onPrompt?(report: PromptFitReport): void;
}

export interface ReplyEngine {
  kind: EngineKind;
  model: string;
  /** The reply as text pieces, in order. Throws a ReplyEngineError when the provider fails. */
  stream(ctx: ReplyContext, signal: AbortSignal, observer?: EngineObserver): AsyncIterable<string>;
}

/** One structured answer asked of the provider (background work: memory facts, summaries). */
export interface JsonTask<T> {
  system: string;
  user: string;
  maxTokens: number;
  /** What a valid answer is; anything else counts as a failure. */
  schema: z.ZodType<T>;
}

/** Writes JSON answers with the configured provider (openai/json-writer.ts). */
export interface JsonWriter {
  model: string;
  /** The validated answer; throws a ReplyEngineError (`invalid` for garbage) on any failure. */
  write<T>(task: JsonTask<T>, signal: AbortSignal): Promise<T>;
}
