import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CompanionNotification,
  PushSubscriptionRequest,
  TestNotificationResponse,
} from '#common/contracts/push';
import { apiRequest } from '#client/lib/api-client';

/** The contract's schemas, loaded with this (lazy) page rather than the first load. */
const contract = () => import('#common/contracts/push');

/** `GET /api/notifications/push-key`: whether push is on, and the key to subscribe with. */
export function pushKeyQuery() {
  return queryOptions({
    queryKey: ['notifications', 'push-key'] as const,
    queryFn: ({ signal }) =>
      apiRequest('/notifications/push-key', {
        signal,
        schema: () => contract().then((c) => c.pushKeyResponseSchema),
      }),
    staleTime: 5 * 60_000,
  });
}

const COMPANIONS_KEY = ['notifications', 'companions'] as const;

/** `GET /api/notifications/companions`: who may notify the user. */
export function companionNotificationsQuery() {
  return queryOptions({
    queryKey: COMPANIONS_KEY,
    queryFn: async ({ signal }) =>
      (
        await apiRequest('/notifications/companions', {
          signal,
          schema: () => contract().then((c) => c.companionNotificationsResponseSchema),
        })
      ).companions,
  });
}

/** `GET /api/notifications/subscriptions`: the endpoints of the user's browsers. */
export async function subscribedEndpoints(): Promise<Set<string>> {
  const { subscriptions } = await apiRequest('/notifications/subscriptions', {
    schema: () => contract().then((c) => c.pushSubscriptionsResponseSchema),
  });
  return new Set(subscriptions.map((subscription) => subscription.endpoint));
}

/** `POST /api/notifications/subscriptions`: this browser's subscription, in the language shown. */
export function saveSubscription(body: PushSubscriptionRequest) {
  return apiRequest('/notifications/subscriptions', {
    method: 'POST',
    body,
    schema: () => contract().then((c) => c.pushSubscriptionResponseSchema),
  });
}

/** `DELETE /api/notifications/subscriptions`: forget this browser. */
export function deleteSubscription(endpoint: string) {
  return apiRequest<void>('/notifications/subscriptions', {
    method: 'DELETE',
    body: { endpoint },
  });
}

/** `POST /api/notifications/test`: a test notification to each of the user's browsers. */
export function useSendTestNotification() {
  return useMutation<TestNotificationResponse>({
    mutationFn: () =>
      apiRequest('/notifications/test', {
        method: 'POST',
        schema: () => contract().then((c) => c.testNotificationResponseSchema),
      }),
  });
}

/** `PUT /api/notifications/companions/{id}`: the switch moves at once and goes back on failure. */
export function useSetCompanionNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companionId, enabled }: { companionId: string; enabled: boolean }) =>
      apiRequest(`/notifications/companions/${encodeURIComponent(companionId)}`, {
        method: 'PUT',
        body: { enabled },
        schema: () => contract().then((c) => c.companionNotificationResponseSchema),
      }),
    onMutate: async ({ companionId, enabled }) => {
      await queryClient.cancelQueries({ queryKey: COMPANIONS_KEY });
      const previous = queryClient.getQueryData<CompanionNotification[]>(COMPANIONS_KEY);
      queryClient.setQueryData<CompanionNotification[]>(COMPANIONS_KEY, (list) =>
        list?.map((c) => (c.companionId === companionId ? { ...c, enabled } : c)),
      );
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(COMPANIONS_KEY, context.previous);
    },
    onSuccess: ({ companion }) => {
      queryClient.setQueryData<CompanionNotification[]>(COMPANIONS_KEY, (list) =>
        list?.map((c) => (c.companionId === companion.companionId ? companion : c)),
      );
    },
  });
}
