import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { SessionContext, type SessionContextValue } from './session-context';
import type { SessionUser } from './session-user';

/**
 * Holds who is signed in. Accounts do not exist yet, so everyone is signed out; the accounts work
 * fills `user` from `GET /api/auth/verify` and sign-in, behind this same interface.
 */
export function SessionProvider({
  children,
  initialUser = null,
}: {
  children: ReactNode;
  /** For tests and stories of the signed-in shell. */
  initialUser?: SessionUser | null;
}) {
  const [user, setUser] = useState<SessionUser | null>(initialUser);

  const setFavorites = useCallback((favorites: string[]) => {
    setUser((current) => (current ? { ...current, favorites } : current));
  }, []);

  const signOut = useCallback(async () => {
    setUser(null);
  }, []);

  const value = useMemo<SessionContextValue>(
    () => ({ user, isLoading: false, setFavorites, signOut }),
    [user, setFavorites, signOut],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
