import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { SESSION_KEY } from './api';
import { useSession } from './use-session';

/** Set in a query's `meta` to keep it out of the refresh (e.g. the payment confirmation itself). */
export const KEEP_ON_REFRESH = 'keepOnEntitlementRefresh';

/**
 * Asks the server again who is signed in and what their plan unlocks, after something changed
 * it (a payment, a cancellation, a reactivation). The user (crown, plan) is replaced, and every
 * other cached answer is refetched: the server decides premium, so gallery addresses, premium
 * companions and the daily limit all come back different. Never throws: a failed check leaves
 * the current state, and the next check (or page load) picks the change up. `onUserChecked`
 * runs as soon as the user's check has answered or failed, before the other answers are back.
 */
export function useRefreshEntitlements(): (onUserChecked?: () => void) => Promise<void> {
  const { reloadUser } = useSession();
  const queryClient = useQueryClient();
  return useCallback(
    async (onUserChecked?: () => void) => {
      try {
        await reloadUser();
      } catch {
        return;
      } finally {
        onUserChecked?.();
      }
      await queryClient
        .invalidateQueries({
          predicate: (query) =>
            query.queryKey[0] !== SESSION_KEY[0] && query.meta?.[KEEP_ON_REFRESH] !== true,
        })
        .catch(() => undefined);
    },
    [reloadUser, queryClient],
  );
}
