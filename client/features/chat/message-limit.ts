/**
 * The longest message a user can send: MAX_MESSAGE_LENGTH of common/contracts/chats.ts. Kept
 * here as a plain number because that module builds zod schemas at import time, which would add
 * zod to the chat page's download; message-limit.test.ts keeps the two equal.
 */
export const MESSAGE_MAX_LENGTH = 4000;
