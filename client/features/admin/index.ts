// The admin feature's public module: what the rest of the client may use of it (decision 012).
export { AdminPage } from './admin-page';
export { AdminCompanionsPage } from './companions/admin-companions-page';
