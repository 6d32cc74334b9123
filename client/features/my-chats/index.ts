// The "My chats" feature's public module: what the rest of the client may use of it (decision 012).
export { MyChatsPage } from './my-chats-page';
