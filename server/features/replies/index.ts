// The replies feature's public module: what the rest of the server may use of it (decision 012).
export { createReplyEngines } from './engine-factory';
export { testReplyEngine } from './engine-test';
export type { EngineTestFailure, EngineTestReport } from './engine-test';
export type { ReplyEngines } from './engine-factory';
export { CONTEXT_MESSAGES } from './engine';
export type {
  EngineKind,
  EngineObserver,
  HistoryMessage,
  JsonTask,
  JsonWriter,
  PromptFitReport,
  ReplyContext,
} from './engine';
export { ReplyEngineError } from './reply-errors';
export type { ReplyFailureKind } from './reply-errors';
export { streamReply } from './stream-reply';
export type { ReplyLogger, ReplyMetrics, ReplyOutcome } from './stream-reply';
export {
  DEFAULT_FIRST_TOKEN_TIMEOUT_MS,
  DEFAULT_TOTAL_TIMEOUT_MS,
  createOpenAIClient,
} from './openai/openai-client';
export { streamChatCompletion } from './openai/stream-completion';
export { buildSystemPrompt } from './openai/system-prompt';
export { builtinOpening, writeOpening } from './opening';
export type { Opening, WrittenOpening } from './opening';
