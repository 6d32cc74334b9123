import { FavoritesPage } from '#client/features/favorites';

export default function FavoritesRoute() {
  return <FavoritesPage />;
}
