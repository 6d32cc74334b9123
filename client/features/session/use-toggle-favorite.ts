import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '#client/lib/api-client';
import { toast } from '#client/lib/toast';
import { useSession } from './use-session';

/** The favourites page's list; refreshed after every change. */
export const FAVORITES_KEY = ['favorites'] as const;
const TOGGLE_KEY = ['favorites', 'toggle'] as const;

export interface FavoriteChange {
  companionId: string;
  add: boolean;
}

function withFavorite(favorites: string[], { companionId, add }: FavoriteChange): string[] {
  const without = favorites.filter((id) => id !== companionId);
  return add ? [...without, companionId] : without;
}

/**
 * Adds or removes a favourite for the signed-in user. The heart changes at once (optimistic);
 * the server's list replaces it on success; a failure undoes the change and says so.
 */
export function useToggleFavorite() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { updateUser } = useSession();
  return useMutation({
    mutationKey: TOGGLE_KEY,
    mutationFn: (change: FavoriteChange) =>
      apiRequest<{ favorites: string[] }>(
        `/users/favorites/${encodeURIComponent(change.companionId)}`,
        { method: change.add ? 'POST' : 'DELETE' },
      ),
    onMutate: (change) => {
      updateUser((user) => ({
        ...user,
        favorites: withFavorite(user.favorites, change),
      }));
    },
    onError: (_error, change) => {
      updateUser((user) => ({
        ...user,
        favorites: withFavorite(user.favorites, { ...change, add: !change.add }),
      }));
      toast.error(change.add ? t('favorites.addFailed') : t('favorites.removeFailed'));
    },
    onSuccess: (data) => {
      // With another change still on its way, its answer will be the newer list.
      const othersPending = queryClient.isMutating({ mutationKey: TOGGLE_KEY }) > 1;
      if (Array.isArray(data?.favorites) && !othersPending) {
        const favorites = data.favorites;
        updateUser((user) => ({ ...user, favorites }));
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAVORITES_KEY }),
  });
}
