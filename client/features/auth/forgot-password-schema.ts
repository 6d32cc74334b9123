import type { ParseKeys } from 'i18next';
import { z } from 'zod';

const key = (k: ParseKeys) => k;

/** The request form's rule; the same address rule as the contract, with translated messages. */
export const forgotPasswordFormSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, key('auth.validation.emailRequired'))
    .max(254)
    .pipe(z.email(key('auth.validation.emailInvalid'))),
});
export type ForgotPasswordFormValues = z.infer<typeof forgotPasswordFormSchema>;
