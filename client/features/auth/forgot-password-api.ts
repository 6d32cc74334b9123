import { useMutation } from '@tanstack/react-query';
import { okResponseSchema } from '#common/contracts/auth';
import { forgotPasswordRequestSchema } from '#common/contracts/support';
import type { Language } from '#common/i18n/languages';
import { apiRequest } from '#client/lib/api-client';

/**
 * `POST /api/auth/forgot-password`: the server answers the same whether or not the address has
 * an account, and sends the link in the page's language.
 */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: { email: string; language: Language }) =>
      apiRequest('/auth/forgot-password', {
        schema: okResponseSchema,
        method: 'POST',
        body: forgotPasswordRequestSchema.parse(input),
      }),
  });
}
