import type { RelationshipStage } from '../../../common/chat/stage';
import type { CommunicationStyle } from '../../../common/contracts/profile';
import type { Language } from '../../../common/i18n/languages';
import type { LocalizedPersona } from '../models/persona';

/** How many of the latest messages a reply engine puts in front of the model (document 000, 7). */
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
  /** Things the companion remembers about the user (filled by a later feature). */
  memories?: string[];
}

export type EngineKind = 'builtin' | 'openai';

export interface ReplyEngine {
  kind: EngineKind;
  model: string;
  /** The reply as text pieces, in order. Throws a ReplyEngineError when the provider fails. */
  stream(ctx: ReplyContext, signal: AbortSignal): AsyncIterable<string>;
  /** A tiny request that proves the engine answers (used by testConnection). */
  ping?(signal: AbortSignal): Promise<void>;
}
