// The models feature's public module: what the rest of the server may use of it (decision 012).
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
export { findModelByAnyId } from './service';
