import { useQuery } from '@tanstack/react-query';
import { favoritesListResponseSchema } from '#common/contracts/favorites';
import { apiRequest } from '#client/lib/api-client';
import { useLanguage } from '#client/lib/language-context';
import { FAVORITES_KEY } from '#client/features/session';

/**
 * `GET /api/users/favorites?lang=`: the signed-in user's favourite companions, as cards in the
 * page's language.
 */
export function useFavoritesList(enabled: boolean) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: [...FAVORITES_KEY, language],
    queryFn: async ({ signal }) =>
      (
        await apiRequest('/users/favorites', {
          query: { lang: language },
          signal,
          schema: favoritesListResponseSchema,
        })
      ).favorites,
    enabled,
  });
}
