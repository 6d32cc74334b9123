import { useMutation, useQuery } from '@tanstack/react-query';
import { okResponseSchema, resetLinkStatusSchema } from '#common/contracts/auth';
import { apiRequest } from '#client/lib/api-client';

/**
 * `POST /api/auth/reset-password`: sets the new password with the single-use token from the
 * e-mail; the server then ends every session of the account.
 */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; password: string }) =>
      apiRequest('/auth/reset-password', {
        method: 'POST',
        body: input,
        schema: okResponseSchema,
      }),
  });
}

/**
 * `GET /api/auth/reset-password/{token}/status`: whether the link still works, so a used or
 * expired one is said before anyone types. A failed check leaves the form (the reset says).
 */
export function useResetLinkStatus(token: string) {
  return useQuery({
    queryKey: ['reset-link', token],
    queryFn: ({ signal }) =>
      apiRequest(`/auth/reset-password/${encodeURIComponent(token)}/status`, {
        signal,
        schema: resetLinkStatusSchema,
      }),
    enabled: token !== '',
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
