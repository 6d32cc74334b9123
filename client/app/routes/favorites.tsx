import { FavoritesPage } from '../../features/favorites/favorites-page';

export default function FavoritesRoute() {
  return <FavoritesPage />;
}
