// The chat feature's public module: what the rest of the client may use of it (decision 012).
export { chatKeys } from './api';
export { ChatPage } from './chat-page';
