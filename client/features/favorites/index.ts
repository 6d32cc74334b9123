// The favorites feature's public module: what the rest of the client may use of it (decision 012).
export { FavoritesPage } from './favorites-page';
