import { z } from 'zod';
import { LANGUAGES } from '#common/i18n/languages';
import { ACCOUNT_STATUSES, PLANS, ROLES } from './user';

/** The admin panel's API (docs/api.md, "Admin"). */

// ---- Overview ----------------------------------------------------------------------------------

export const dailyFigureSchema = z.object({
  day: z.string(),
  messages: z.number().int(),
  signups: z.number().int(),
});

/** Why a language-model provider failed a reply (the server's reply-errors.ts kinds). */
export const REPLY_FAILURE_REASONS = [
  'timeout',
  'context',
  'http',
  'connection',
  'invalid',
  'empty',
  'cut',
  'unknown',
] as const;
export type ReplyFailureReason = (typeof REPLY_FAILURE_REASONS)[number];

/** How the reply engine did over the last hours, counted from the stored replies. */
export const engineHealthSchema = z.object({
  hours: z.number().int(),
  /** Companion chat replies by the engine whose text they are. */
  replies: z.object({ openai: z.number().int(), builtin: z.number().int() }),
  /** Replies the built-in engine wrote because the provider failed, by reason and HTTP status. */
  fallbacks: z.array(
    z.object({
      reason: z.enum(REPLY_FAILURE_REASONS),
      status: z.number().int().nullable(),
      count: z.number().int(),
    }),
  ),
  /** Provider replies that failed after a complete sentence and ended with what had arrived. */
  cutShort: z.number().int(),
});
export type EngineHealth = z.infer<typeof engineHealthSchema>;

export const overviewSchema = z.object({
  users: z.number().int(),
  premiumUsers: z.number().int(),
  conversations: z.number().int(),
  messagesToday: z.number().int(),
  openTickets: z.number().int(),
  /** Minutes from a ticket's creation to its first staff or Nova reply; null without data. */
  averageFirstResponseMinutes: z.number().nullable(),
  /** Hours from creation to resolution of resolved tickets; null without data. */
  averageResolutionHours: z.number().nullable(),
  /** Dollars paid this calendar month (UTC) through completed checkouts. */
  revenueThisMonth: z.number(),
  currency: z.literal('usd'),
  /** The last 30 UTC days, oldest first. */
  daily: z.array(dailyFigureSchema),
  /** The reply engine's last 24 hours. */
  engineHealth: engineHealthSchema,
});
export type Overview = z.infer<typeof overviewSchema>;
export const overviewResponseSchema = z.object({ overview: overviewSchema });

// ---- Users ---------------------------------------------------------------------------------------

export const adminUserSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  status: z.enum(ACCOUNT_STATUSES),
  created_at: z.string(),
  last_login: z.string().nullable(),
  /** The plan their subscriptions give now. */
  subscription: z.enum(PLANS),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUsersQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  status: z.enum(ACCOUNT_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: z.string().max(200).optional(),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;
/** What the admin's users list filters by (`status` absent: every status). */
export type AdminUsersFilter = Pick<AdminUsersQuery, 'search' | 'status'>;
export const adminUsersResponseSchema = z.object({
  users: z.array(adminUserSchema),
  nextCursor: z.string().nullable(),
});
export type AdminUsersPage = z.infer<typeof adminUsersResponseSchema>;
export const adminUserParamsSchema = z.object({ id: z.string().uuid() });
export const updateAdminUserRequestSchema = z
  .object({ status: z.enum(ACCOUNT_STATUSES).optional(), role: z.enum(ROLES).optional() })
  .refine((body) => body.status !== undefined || body.role !== undefined, {
    message: 'Nothing to change.',
  });
export const adminUserResponseSchema = z.object({ user: adminUserSchema });

// ---- Discount codes -------------------------------------------------------------------------------

export const discountCodeSchema = z.object({
  id: z.string().uuid(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.enum(['percentage', 'fixed']),
  value: z.number(),
  max_uses: z.number().int(),
  used: z.number().int(),
  expires_at: z.string().nullable(),
  is_active: z.boolean(),
  min_amount: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DiscountCode = z.infer<typeof discountCodeSchema>;

const discountFields = {
  /** Upper-cased; letters, digits, dashes and underscores. */
  code: z
    .string()
    .trim()
    .min(1, 'Please enter a code.')
    .max(64)
    .transform((code) => code.toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9_-]+$/, 'Use letters, digits, dashes and underscores only.')),
  name: z.string().trim().max(200),
  description: z.string().trim().max(1000),
  type: z.enum(['percentage', 'fixed']),
  value: z.number().min(0).max(100_000),
  max_uses: z.number().int().min(0).max(1_000_000),
  expires_at: z.string().datetime({ offset: true }).nullable(),
  is_active: z.boolean(),
  min_amount: z.number().min(0).max(100_000),
};

/** Document 001 section 9 defaults: max uses 100, value 0, min amount 0, active. */
export const createDiscountCodeRequestSchema = z
  .object({
    ...discountFields,
    name: discountFields.name.default(''),
    description: discountFields.description.default(''),
    type: discountFields.type.default('percentage'),
    value: discountFields.value.default(0),
    max_uses: discountFields.max_uses.default(100),
    expires_at: discountFields.expires_at.default(null),
    is_active: discountFields.is_active.default(true),
    min_amount: discountFields.min_amount.default(0),
  })
  .refine((body) => body.type !== 'percentage' || body.value <= 100, {
    message: 'A percentage is at most 100.',
    path: ['value'],
  });
export const updateDiscountCodeRequestSchema = z
  .object(discountFields)
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Nothing to change.',
  });
export const discountCodeParamsSchema = z.object({ id: z.string().uuid() });
export const discountCodesResponseSchema = z.object({ discountCodes: z.array(discountCodeSchema) });
export const discountCodeResponseSchema = z.object({ discountCode: discountCodeSchema });

// ---- Settings ------------------------------------------------------------------------------------

export const IMAGE_FORMATS = ['jpg', 'png', 'gif', 'webp'] as const;

export const siteSettingsSchema = z.object({
  site_name: z.string(),
  maintenance_mode: z.boolean(),
  registration_enabled: z.boolean(),
  ai_enabled: z.boolean(),
  /** Megabytes per uploaded photo. */
  max_file_size: z.number().int(),
  supported_formats: z.array(z.enum(IMAGE_FORMATS)),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export const updateSiteSettingsRequestSchema = z.object({
  site_name: z.string().trim().min(1, 'Please enter the site name.').max(100),
  maintenance_mode: z.boolean(),
  registration_enabled: z.boolean(),
  ai_enabled: z.boolean(),
  max_file_size: z.number().int().min(1, 'At least 1 MB.').max(50, 'At most 50 MB.'),
  supported_formats: z.array(z.enum(IMAGE_FORMATS)).min(1, 'Allow at least one format.'),
});
export const siteSettingsResponseSchema = z.object({ settings: siteSettingsSchema });

// ---- AI engine -----------------------------------------------------------------------------------

export const REPLY_ENGINES = ['openai', 'builtin'] as const;

/** The reply engine as the server's settings (LLM_*) made it; never the key itself. */
export const aiEngineSchema = z.object({
  engine: z.enum(REPLY_ENGINES),
  model: z.string(),
  /** The provider's host and port from LLM_BASE_URL; null for OpenAI's own API or no provider. */
  server: z.string().nullable(),
  apiKeySet: z.boolean(),
  /** LLM_TIMEOUT_MS: no first token by then and a chat falls back to the built-in engine. */
  firstTokenTimeoutMs: z.number().int(),
  /** LLM_TOTAL_TIMEOUT_MS. */
  totalTimeoutMs: z.number().int(),
  /** LLM_CONTEXT_TOKENS: every prompt is fitted to it. */
  contextTokens: z.number().int(),
});
export type AiEngine = z.infer<typeof aiEngineSchema>;
export const aiEngineResponseSchema = z.object({ aiEngine: aiEngineSchema });

export const aiEngineTestRequestSchema = z.object({
  /** The conversation's language (Bulgarian prompts take more tokens); English by default. */
  language: z.enum(LANGUAGES).optional(),
});

/** How the test's prompt was fitted to the context window (as last sent). */
export const aiEngineTestPromptSchema = z.object({
  /** 2 when the provider found the first over its window and a tighter one was sent. */
  attempt: z.number().int(),
  estimatedTokens: z.number().int(),
  contextTokens: z.number().int(),
  budgetTokens: z.number().int(),
  /** The window the provider's context error named, if it did. */
  providerContextTokens: z.number().int().nullable(),
  /** The first try's estimated size when a second was sent. */
  firstAttemptTokens: z.number().int().nullable(),
  dropped: z.object({
    history: z.number().int(),
    memories: z.number().int(),
    storyFacts: z.number().int(),
    summary: z.boolean(),
  }),
  overBudget: z.boolean(),
});

export const aiEngineTestSchema = z.object({
  ok: z.boolean(),
  engine: z.enum(REPLY_ENGINES),
  model: z.string(),
  language: z.enum(LANGUAGES),
  /** Null for the built-in engine: it writes offline, without a prompt. */
  prompt: aiEngineTestPromptSchema.nullable(),
  firstTokenMs: z.number().int().nullable(),
  totalMs: z.number().int(),
  /** The start of her reply. */
  replySample: z.string(),
  failure: z
    .object({
      kind: z.enum(REPLY_FAILURE_REASONS),
      status: z.number().int().nullable(),
      /** The server's own words for it. */
      message: z.string(),
      /** The provider's own error text (the key masked); null when it said nothing. */
      providerMessage: z.string().nullable(),
    })
    .nullable(),
});
export type AiEngineTest = z.infer<typeof aiEngineTestSchema>;
export const aiEngineTestResponseSchema = z.object({ test: aiEngineTestSchema });
