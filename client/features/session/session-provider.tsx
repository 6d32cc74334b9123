import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '#client/lib/api-client';
import { toast } from '#client/lib/toast';
import { SESSION_KEY, sessionApi, sessionQuery, verifySession } from './api';
import { SessionContext, type SessionContextValue } from './session-context';
import type { SessionUser } from './session-user';

const isExpiredSession = (error: unknown) =>
  isApiError(error) && error.status === 401 && error.code === 'UNAUTHENTICATED';

/**
 * Holds who is signed in. At start it asks `GET /api/auth/session` (the HttpOnly cookie is the
 * session; nothing is kept in storage) and reports `isLoading` until it knows; from then on
 * sign-in, sign-out and changes to the user are React state, so a page and the user change in
 * the same render. Signing in or out drops every cached query of the previous user. A request
 * answered 401 UNAUTHENTICATED (the session ended elsewhere) signs this browser out.
 */
export function SessionProvider({
  children,
  initialUser,
}: {
  children: ReactNode;
  /** Tests and stories: start with this user (or null) instead of asking the server. */
  initialUser?: SessionUser | null;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const verifyAtStart = initialUser === undefined;
  const verified = useQuery({ ...sessionQuery(), enabled: verifyAtStart });
  // After the start, the user is local state (null: signed out); undefined: as verified.
  const [local, setLocal] = useState<{ user: SessionUser | null } | undefined>(
    verifyAtStart ? undefined : { user: initialUser },
  );
  const user = local ? local.user : (verified.data ?? null);
  const signedIn = user !== null;

  const dropCachedData = useCallback(() => {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
    queryClient.getMutationCache().clear();
  }, [queryClient]);

  const signIn = useCallback(
    (next: SessionUser) => {
      dropCachedData();
      setLocal({ user: next });
    },
    [dropCachedData],
  );
  const clearSession = useCallback((leave?: () => void) => {
    // One transition: the router's navigation is one too, so both land in the same render.
    startTransition(() => {
      leave?.();
      setLocal({ user: null });
    });
  }, []);
  // The signed-out user's cached data goes once the members' pages have unmounted.
  const wasSignedIn = useRef(signedIn);
  useEffect(() => {
    if (wasSignedIn.current && !signedIn) dropCachedData();
    wasSignedIn.current = signedIn;
  }, [signedIn, dropCachedData]);
  const updateUser = useCallback(
    (update: (current: SessionUser) => SessionUser) =>
      setLocal((previous) => {
        const current = previous
          ? previous.user
          : (queryClient.getQueryData<SessionUser | null>(SESSION_KEY) ?? null);
        return { user: current ? update(current) : null };
      }),
    [queryClient],
  );
  const setFavorites = useCallback(
    (favorites: string[]) => updateUser((current) => ({ ...current, favorites })),
    [updateUser],
  );
  const reloadUser = useCallback(async () => {
    const fresh = await verifySession();
    setLocal({ user: fresh });
  }, []);

  const { mutateAsync: logout } = useMutation({ mutationFn: sessionApi.logout });
  const signOut = useCallback(
    async (leave?: () => void) => {
      try {
        await logout();
      } catch {
        // The local state is cleared regardless (docs/product-rules.md, "Accounts and sessions").
      }
      clearSession(leave);
    },
    [logout, clearSession],
  );

  useEffect(() => {
    if (!signedIn) return;
    const onError = (error: unknown) => {
      if (!isExpiredSession(error)) return;
      clearSession();
      toast.info(t('session.expired'), { id: 'session-expired' });
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (event.query.queryKey[0] === SESSION_KEY[0]) return;
      onError(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [signedIn, queryClient, clearSession, t]);

  const isLoading = local === undefined && verifyAtStart && verified.isPending;
  const value = useMemo<SessionContextValue>(
    () => ({
      user,
      isLoading,
      signIn,
      updateUser,
      setFavorites,
      reloadUser,
      signOut,
      clearSession,
    }),
    [user, isLoading, signIn, updateUser, setFavorites, reloadUser, signOut, clearSession],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
