// The coming-soon feature's public module: what the rest of the client may use of it (decision 012).
export { ComingSoonPage } from './coming-soon-page';
