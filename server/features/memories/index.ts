// The memories feature's public module: what the rest of the server may use of it (decision 012).
export { deleteMemoriesFromMessage, markMemoriesUsed } from './repository';
export {
  NOTHING_RECALLED,
  forgetAll,
  forgetCompanion,
  learnFromMessage,
  memoriesSection,
  recallForReply,
  rememberFromMessage,
} from './service';
export type { MemoryLogger, Recall, ToldMessage } from './service';
export { extractFacts } from './extract/extract';
export type { ExtractedFact } from './extract/fact';
export { bulgarianPhrases } from './recall/phrases-bg';
export { englishPhrases } from './recall/phrases-en';
export { readRecall } from './recall/recall';
export type { RecallRequest, RecalledMemory, ReturnAfterPause } from './recall/recall';
export { duePlan } from './recall/plan-follow-up';
export type { DuePlan, PlanMemory } from './recall/plan-follow-up';
