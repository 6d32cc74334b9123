import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  subscriptionResponseSchema,
  subscriptionsResponseSchema,
  type Subscription,
} from '#common/contracts/billing';
import { apiRequest } from '#client/lib/api-client';
import { useRefreshEntitlements } from '#client/features/session';

export const SUBSCRIPTIONS_KEY = ['billing', 'subscriptions'] as const;

/** `GET /api/stripe/user-subscriptions`: the user's subscriptions; the tab shows the first. */
export function userSubscriptionsQuery() {
  return queryOptions({
    queryKey: SUBSCRIPTIONS_KEY,
    queryFn: async ({ signal }) =>
      (
        await apiRequest('/stripe/user-subscriptions', {
          signal,
          schema: subscriptionsResponseSchema,
        })
      ).subscriptions,
  });
}

/**
 * Cancel (at period end), reactivate a subscription, or keep its plan (drop the downgrade
 * scheduled for the period end). Afterwards the list and the signed-in user are fetched again,
 * so the banner and the crown follow.
 */
function useSubscriptionAction(
  path: 'cancel-subscription' | 'reactivate-subscription' | 'cancel-scheduled-change',
) {
  const queryClient = useQueryClient();
  const refresh = useRefreshEntitlements();
  return useMutation({
    mutationFn: (subscriptionId: string) =>
      apiRequest(`/stripe/${path}`, {
        method: 'POST',
        body: { subscription_id: subscriptionId },
        schema: subscriptionResponseSchema,
      }),
    onSuccess: async (data) => {
      const updated = data?.subscription;
      if (updated) {
        queryClient.setQueryData<Subscription[]>(SUBSCRIPTIONS_KEY, (list) =>
          list?.map((entry) => (entry.id === updated.id ? updated : entry)),
        );
      }
      await refresh();
    },
  });
}

export const useCancelSubscription = () => useSubscriptionAction('cancel-subscription');
export const useReactivateSubscription = () => useSubscriptionAction('reactivate-subscription');
export const useKeepCurrentPlan = () => useSubscriptionAction('cancel-scheduled-change');

/** Cancel is offered only for an active subscription not already set to end. */
export function canCancel(subscription: Subscription): boolean {
  return subscription.status === 'active' && !subscription.cancel_at_period_end;
}

/** Set to end, and its period has not ended yet (reactivation is possible until then). */
export function canReactivate(subscription: Subscription, now: Date = new Date()): boolean {
  if (!subscription.cancel_at_period_end || subscription.status === 'canceled') return false;
  if (!subscription.current_period_end) return true;
  return new Date(subscription.current_period_end).getTime() > now.getTime();
}

/** The id as the tab shows it: its last 8 characters. */
export function shortSubscriptionId(id: string): string {
  return id.slice(-8);
}
