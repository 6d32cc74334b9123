import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { useSession } from '#client/features/session';

const resendResponse = () =>
  import('#common/contracts/account').then((m) => m.resendVerificationResponseSchema);

/**
 * `POST /api/auth/resend-verification`: a new link to the signed-in user's address. `sent: false`
 * means the address was verified meanwhile (e.g. from another device): the session is asked
 * again, so the reminder goes.
 */
export function useResendVerification() {
  const { reloadUser } = useSession();
  return useMutation({
    mutationFn: () =>
      apiRequest('/auth/resend-verification', { method: 'POST', schema: resendResponse }),
    onSuccess: async ({ sent }) => {
      if (!sent) await reloadUser().catch(() => undefined);
    },
  });
}
