import { z } from 'zod';
import { passwordSchema } from './auth';

const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .email('Please enter a valid e-mail address');

/** `PUT /api/users/me/email`: a new address, confirmed with the current password. */
export const changeEmailRequestSchema = z.object({
  email: emailSchema,
  currentPassword: z.string().min(1, 'Please enter your current password').max(200),
});

/** `PUT /api/users/me/password`: every other session is revoked. */
export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1, 'Please enter your current password').max(200),
  newPassword: passwordSchema,
});

/** `DELETE /api/users/me`: the password, or `confirm: "DELETE"` for Google-only accounts. */
export const deleteAccountRequestSchema = z.union([
  z.object({ password: z.string().min(1).max(200) }),
  z.object({ confirm: z.literal('DELETE') }),
]);

/** `POST /api/auth/undo-email-change`: the token of the link mailed to the old address. */
export const undoEmailChangeRequestSchema = z.object({
  token: z.string().min(1, 'This link is incomplete').max(200),
});

/** `POST /api/auth/verify-email`: the token of the link mailed to the address to verify. */
export const verifyEmailRequestSchema = z.object({
  token: z.string().min(1, 'This link is incomplete').max(200),
});

/**
 * `POST /api/auth/resend-verification`: `sent` is false when the address was verified already
 * (nothing is mailed then).
 */
export const resendVerificationResponseSchema = z.object({ sent: z.boolean() });
export type ResendVerificationResponse = z.infer<typeof resendVerificationResponseSchema>;
