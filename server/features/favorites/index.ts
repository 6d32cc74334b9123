// The favorites feature's public module: what the rest of the server may use of it (decision 012).
export { favoritesSection } from './export';
