import type { ParseKeys } from 'i18next';
import { z } from 'zod';

/** Field messages are translation keys; the form translates them. */
export const loginFormSchema = z.object({
  login: z
    .string()
    .trim()
    .min(1, 'auth.validation.loginRequired' satisfies ParseKeys)
    .max(254),
  password: z
    .string()
    .min(1, 'auth.validation.passwordRequired' satisfies ParseKeys)
    .max(200),
  remember: z.boolean(),
});
export type LoginFormValues = z.infer<typeof loginFormSchema>;
