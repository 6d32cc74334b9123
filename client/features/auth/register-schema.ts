import type { ParseKeys } from 'i18next';
import { z } from 'zod';
import { passwordMeetsRules } from '#common/contracts/auth';

const key = (k: ParseKeys) => k;

/**
 * The sign-up form's rules (docs/product-rules.md, "Accounts and sessions"); messages are
 * translation keys.
 */
export const registerFormSchema = z
  .object({
    fullName: z.string().trim().min(1, key('auth.validation.nameRequired')).max(121),
    email: z
      .string()
      .trim()
      .min(1, key('auth.validation.emailRequired'))
      .max(254)
      .email(key('auth.validation.emailInvalid')),
    password: z.string().max(200).refine(passwordMeetsRules, key('auth.password.requirements')),
    confirmPassword: z.string(),
    termsAccepted: z.boolean().refine(Boolean, key('auth.validation.termsRequired')),
    ageConfirmed: z.boolean().refine(Boolean, key('auth.validation.ageRequired')),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: key('auth.password.mismatch'),
    path: ['confirmPassword'],
    // Checked even while other fields are still invalid.
    when: () => true,
  });
export type RegisterFormValues = z.infer<typeof registerFormSchema>;
