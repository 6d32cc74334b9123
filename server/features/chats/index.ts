// The chats feature's public module: what the rest of the server may use of it (decision 012).
export { conversationsSection } from './export';
export { findOwnMessagesPage } from './message-repository';
export { openConversation, ownConversation } from './service';
export { toMessage } from './view';
export { usageDay } from './usage';
export { storeVoiceTurns, type VoiceTurnsTarget } from './voice-turns';
export { findOpeningTarget, storeOpening } from './opening';
export type { OpeningTarget } from './opening';
export { buildReplyContext } from './reply-context';
