import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isApiError } from '#client/lib/api-client';
import { KEEP_ON_REFRESH, useRefreshEntitlements, useSession } from '#client/features/session';
import { billingKeys, confirmSession } from './api';

/**
 * The session is checked again this long after the first check (docs/product-rules.md, "Premium and
 * subscriptions").
 */
export const REVERIFY_DELAY_MS = 2500;
/** Tries of confirm-session while the payment is still pending (409 PAYMENT_PENDING). */
const PENDING_TRIES = 6;

/** The provider has not reported the payment paid yet (after the tries, too). */
export const isPaymentPending = (error: unknown) =>
  isApiError(error) && error.status === 409 && error.code === 'PAYMENT_PENDING';

/**
 * After a payment: confirms the provider's session (`confirm-session`, retried with backoff
 * while the payment is still pending), then checks the signed-in user again at once and after
 * 2.5 s, so the crown and the premium features appear without a reload. Without a session id
 * the two checks still run (the payment may have been confirmed by a webhook). `checked` turns
 * true once the first check of the user has answered (or failed): from then on the session's
 * user is what the server says now, not what this browser knew before.
 */
export function useConfirmPayment(sessionId: string | null) {
  const { updateUser } = useSession();
  const refresh = useRefreshEntitlements();
  const confirm = useQuery({
    queryKey: billingKeys.confirm(sessionId ?? ''),
    queryFn: ({ signal }) => confirmSession(sessionId!, signal),
    enabled: sessionId !== null,
    meta: { [KEEP_ON_REFRESH]: true },
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: (failures, error) => isPaymentPending(error) && failures < PENDING_TRIES - 1,
    retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 5000),
  });
  const settled = sessionId === null || confirm.isSuccess || confirm.isError;
  const confirmedUser = confirm.data?.user;
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    if (confirmedUser) updateUser(() => confirmedUser);
  }, [confirmedUser, updateUser]);

  useEffect(() => {
    if (!settled) return;
    let active = true;
    void refresh(() => {
      if (active) setChecked(true);
    });
    const timer = setTimeout(() => void refresh(), REVERIFY_DELAY_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [settled, refresh]);

  return { confirm, checked };
}
