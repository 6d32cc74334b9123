import { useMutation } from '@tanstack/react-query';
import { earlyAccessResponseSchema, type EarlyAccessRequest } from '#common/contracts/early-access';
import { apiRequest } from '#client/lib/api-client';

/** `POST /api/early-access`: stores the address once (201). */
export function useEarlyAccessSignup() {
  return useMutation({
    mutationFn: (input: EarlyAccessRequest) =>
      apiRequest('/early-access', {
        method: 'POST',
        body: input,
        schema: earlyAccessResponseSchema,
      }),
  });
}
