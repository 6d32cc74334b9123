import { useToggleFavorite } from './use-toggle-favorite';
import { useSession } from './use-session';

/**
 * A companion's favourite state. Signed out, the heart leads to sign-in (the caller renders a
 * link); signed in, it toggles at once and the session rolls it back with a message on failure.
 */
export function useFavoriteToggle(companionId: string) {
  const { user } = useSession();
  const mutation = useToggleFavorite();
  const isFavorite = user?.favorites.includes(companionId) ?? false;

  return {
    isSignedIn: user !== null,
    isFavorite,
    toggle: () => mutation.mutate({ companionId, add: !isFavorite }),
  };
}
