// The companions feature's public module: what the rest of the server may use of it (decision 012).
// A companion is the character a user talks to; "model" in this server means only the language
// model. The SQL names (`ai_models`, `model_id`) and the HTTP fields (`model_id`, `aiModelId`,
// `modelId`) keep their old names: in TypeScript the table is `companions` and its key
// `companionId`, and companion-view.ts is the one place that maps a companion to the contract.
export { cachedCompanion, companionVersion } from './companion-cache';
export { decodeListCursor, encodeListCursor } from './cursor';
export type {
  Backstory,
  CompanionSeed,
  EmotionalTriggers,
  LocalizedPersona,
  PortraitLook,
} from './persona';
export { escapeLikePattern } from './repository';
export type { ListPosition } from './repository';
export { findCompanion, personaFor } from './lookup';
export type { CompanionRecord } from './lookup';
export { findCompanionByAnyId } from './service';
export { toCompanionCard } from './companion-view';
export { readCard } from './cards/read';
export { cardImportSummary, readCardOr400 } from './cards/read-or-400';
export type { ReadCardOptions } from './cards/read';
export { writeCard, writeCardPng } from './cards/write';
export type { CardV2, CardV3, WriteCardOptions } from './cards/write';
export { stripMarkup } from './cards/text';
export { inCatalogue } from './repository';
