import { z } from 'zod';

export const PLANS = ['basic', 'premium', 'pro'] as const;
export type PlanId = (typeof PLANS)[number];
export const ROLES = ['user', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const ACCOUNT_STATUSES = ['active', 'suspended', 'banned'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
/**
 * How the user wants to be addressed where a language marks it (Bulgarian "готов/готова"):
 * neutral wording unless they chose a feminine or masculine form (docs/product-rules.md).
 */
export const ADDRESS_FORMS = ['neutral', 'female', 'male'] as const;
export type AddressForm = (typeof ADDRESS_FORMS)[number];

/** The signed-in user as the API sends it (docs/api.md, "Auth and session"). Never a secret. */
export const userSchema = z.object({
  id: z.string().uuid(),
  /** First and last name joined, else the username, else the e-mail. */
  name: z.string(),
  email: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
  isPremium: z.boolean(),
  plan: z.enum(PLANS),
  role: z.enum(ROLES),
  status: z.enum(ACCOUNT_STATUSES),
  favorites: z.array(z.string()),
  /** Whether the account can sign in with a password (false for Google-only accounts). */
  hasPassword: z.boolean(),
  /** Whether a Google account is linked. */
  google: z.boolean(),
  /**
   * Whether the owner proved the address is theirs (a verification link, or Google). Unverified
   * accounts can use the app; Google sign-in does not link to them.
   */
  emailVerified: z.boolean(),
  createdAt: z.string(),
  /** How texts address the user: 'neutral' (the default) or a chosen feminine or masculine form. */
  addressAs: z.enum(ADDRESS_FORMS),
});
export type User = z.infer<typeof userSchema>;

export const userResponseSchema = z.object({ user: userSchema });
/** `token` only for a Bearer client that asked for it (SESSION_DELIVERY_HEADER in ./auth). */
export const sessionResponseSchema = z.object({ user: userSchema, token: z.string().optional() });
/** `GET /api/auth/session`: who is signed in, or `user: null`, never a 401. */
export const sessionProbeResponseSchema = z.object({ user: userSchema.nullable() });
