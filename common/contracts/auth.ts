import { z } from 'zod';

/**
 * The password rule (docs/product-rules.md, "Accounts and sessions"); the checklist in the browser
 * shows the same four.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_RULES = {
  length: (p: string) => p.length >= PASSWORD_MIN_LENGTH,
  upper: (p: string) => /\p{Lu}/u.test(p),
  lower: (p: string) => /\p{Ll}/u.test(p),
  digit: (p: string) => /\d/.test(p),
} as const;
export type PasswordRule = keyof typeof PASSWORD_RULES;

export function passwordMeetsRules(password: string): boolean {
  return Object.values(PASSWORD_RULES).every((rule) => rule(password));
}

/**
 * A Bearer client (an app, a script) sends `x-session-delivery: token` with sign-up, sign-in or
 * Google sign-in to get the session token in the answer instead of a cookie. Without it the
 * token only travels in the HttpOnly cookie, so no script in a page can read it.
 */
export const SESSION_DELIVERY_HEADER = 'x-session-delivery';

export const passwordSchema = z
  .string()
  .max(200, 'Password is too long')
  .refine(passwordMeetsRules, 'Please ensure your password meets all requirements.');

const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .email('Please enter a valid e-mail address');
const usernameSchema = z
  .string()
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(30, 'Username must be at most 30 characters')
  .regex(/^[a-zA-Z0-9._-]+$/, 'Username may contain letters, digits, dots, dashes and underscores');

export const registerRequestSchema = z.object({
  email: emailSchema,
  username: usernameSchema.optional(),
  password: passwordSchema,
  firstName: z.string().trim().min(1, 'Please enter your name').max(60),
  lastName: z.string().trim().max(60).optional().default(''),
  termsAccepted: z.literal(true, { error: 'Please accept the terms to continue' }),
  ageConfirmed: z.literal(true, { error: 'Please confirm that you are 18 or older' }),
  language: z.enum(['en', 'bg']).optional(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  /** The e-mail or the username. */
  login: z.string().trim().min(1, 'Please enter your e-mail or username').max(254),
  password: z.string().min(1, 'Please enter your password').max(200),
  /**
   * Unchecked "Remember me" gives a session that ends sooner (docs/product-rules.md, "Accounts and
   * sessions").
   */
  remember: z.boolean().optional().default(true),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const googleLoginRequestSchema = z.object({
  credential: z.string().min(10).max(4096),
  remember: z.boolean().optional().default(true),
});
export const googleRegisterRequestSchema = googleLoginRequestSchema.extend({
  termsAccepted: z.literal(true, { error: 'Please accept the terms to continue' }),
  ageConfirmed: z.literal(true, { error: 'Please confirm that you are 18 or older' }),
  language: z.enum(['en', 'bg']).optional(),
});
export type GoogleLoginRequest = z.input<typeof googleLoginRequestSchema>;
export type GoogleRegisterRequest = z.input<typeof googleRegisterRequestSchema>;

/** The answer of a request that only says it was done (forgot and reset password). */
export const okResponseSchema = z.object({ ok: z.literal(true) });
/** `GET /api/auth/reset-password/{token}/status`: whether a reset link still works. */
export const resetLinkStatusSchema = z.object({ valid: z.boolean() });

/** `POST /api/auth/google/link`: a Google ID token to link to the signed-in account. */
export const googleLinkRequestSchema = z.object({
  credential: z.string().min(10).max(4096),
});

/** Splits "Full Name" at the first space: the rest (possibly empty) is the last name. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const trimmed = fullName.trim().replace(/\s+/g, ' ');
  const space = trimmed.indexOf(' ');
  return space === -1
    ? { firstName: trimmed, lastName: '' }
    : { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1) };
}
