import type { ParseKeys } from 'i18next';
import { z } from 'zod';
import { passwordMeetsRules } from '#common/contracts/auth';

const key = (k: ParseKeys) => k;

/** The same password rules as sign-up; messages are translation keys. */
export const resetPasswordFormSchema = z
  .object({
    password: z.string().max(200).refine(passwordMeetsRules, key('auth.password.requirements')),
    confirmPassword: z.string(),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: key('auth.password.mismatch'),
    path: ['confirmPassword'],
    when: () => true,
  });
export type ResetPasswordFormValues = z.infer<typeof resetPasswordFormSchema>;
