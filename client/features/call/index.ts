// The call feature's public module: what the rest of the client may use of it (decision 012).
export { CallPage } from './call-page';
