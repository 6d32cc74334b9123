import { useQuery } from '@tanstack/react-query';
import { favoritesListResponseSchema, type FavoriteModel } from '#common/contracts/favorites';
import type { Language } from '#common/i18n/languages';
import { apiRequest } from '#client/lib/api-client';
import { FAVORITES_KEY } from '#client/features/session';

/** `GET /api/users/favorites`: the signed-in user's favourite companions. */
export function useFavoritesList(enabled: boolean) {
  return useQuery({
    queryKey: FAVORITES_KEY,
    queryFn: async ({ signal }) =>
      (await apiRequest('/users/favorites', { signal, schema: favoritesListResponseSchema }))
        .favorites,
    enabled,
  });
}

/** A favourite's texts in one language (Bulgarian fields when they are filled). */
export function localizeFavorite(model: FavoriteModel, language: Language) {
  const pick = (bg: string | null | undefined, en: string | null) =>
    language === 'bg' && bg?.trim() ? bg : en;
  return {
    name: pick(model.name_bg, model.name) ?? model.name,
    personality: pick(model.personality_bg, model.personality) ?? '',
    location: pick(model.location_bg, model.location),
  };
}
