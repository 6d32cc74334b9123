// The admin feature's public module: what the rest of the server may use of it (decision 012).
export { adminRoutes } from './routes';
export { adminModelRoutes } from './models/routes';
