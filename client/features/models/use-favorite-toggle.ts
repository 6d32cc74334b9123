import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { useSession } from '../session/use-session';

/**
 * A companion's favourite state. Signed out, the heart leads to sign-in (the caller renders a
 * link); signed in, it adds or removes through the API and keeps the server's list. Failures are
 * ignored, as the documents say.
 */
export function useFavoriteToggle(modelId: string) {
  const { user, setFavorites } = useSession();
  const isFavorite = user?.favorites.includes(modelId) ?? false;

  const mutation = useMutation({
    mutationFn: (add: boolean) =>
      apiRequest<{ favorites: string[] }>(`/users/favorites/${encodeURIComponent(modelId)}`, {
        method: add ? 'POST' : 'DELETE',
      }),
    onSuccess: (data) => {
      if (data?.favorites) setFavorites(data.favorites);
    },
  });

  return {
    isSignedIn: user !== null,
    isFavorite,
    isPending: mutation.isPending,
    toggle: () => mutation.mutate(!isFavorite),
  };
}
