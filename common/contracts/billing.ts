import { z } from 'zod';
import { BILLING_CYCLES, PAID_PLANS } from '#common/billing/plans';
import { LANGUAGES } from '#common/i18n/languages';
import { PLANS, userSchema } from './user';

/** Plans and billing (docs/api.md, "Plans and billing"). Amounts are US dollars with cents. */

export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'canceled',
  'incomplete',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The statuses that give access (past_due keeps access while payment is retried). */
export const PREMIUM_STATUSES = ['active', 'trialing', 'past_due'] as const;

export const PAYMENT_PROVIDERS = ['stripe', 'sandbox'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

const cycleSchema = z.enum(BILLING_CYCLES);
const paidPlanSchema = z.enum(PAID_PLANS);

// ---- GET /api/plans?lang= ----------------------------------------------------------------------

export const plansQuerySchema = z.object({ lang: z.enum(LANGUAGES).default('en') });

export const planSchema = z.object({
  id: z.enum(PLANS),
  name: z.string(),
  description: z.string(),
  price: z.object({ monthly: z.number(), yearly: z.number() }),
  currency: z.literal('usd'),
  features: z.array(z.string()),
  popular: z.boolean(),
  free: z.boolean(),
  /** Messages per UTC day; null is unlimited. */
  dailyMessages: z.number().int().nullable(),
  /** The yearly price divided by 12, what a yearly card shows per month. */
  yearlyPerMonth: z.number(),
  /** Twelve monthly payments minus the yearly price. */
  yearlySaving: z.number(),
});
export type Plan = z.infer<typeof planSchema>;
export const plansResponseSchema = z.object({ plans: z.array(planSchema) });

// ---- Quotes and checkout -----------------------------------------------------------------------

/** Codes are upper-case; what a user types is trimmed and upper-cased before any lookup. */
export const discountCodeInputSchema = z
  .string()
  .trim()
  .max(64, 'A discount code has at most 64 characters.')
  .transform((code) => code.toUpperCase());

export const quoteRequestSchema = z.object({
  plan_id: paidPlanSchema,
  billing_cycle: cycleSchema.default('monthly'),
  discount_code: discountCodeInputSchema.optional(),
});
export type QuoteRequest = z.input<typeof quoteRequestSchema>;

export const appliedDiscountSchema = z.object({
  code: z.string(),
  name: z.string(),
  type: z.enum(['percentage', 'fixed']),
  value: z.number(),
  /** Dollars taken off the subtotal. */
  amount: z.number(),
});
export type AppliedDiscount = z.infer<typeof appliedDiscountSchema>;

/** The server's price for an order: what the checkout page's summary shows. */
export const quoteSchema = z.object({
  plan_id: paidPlanSchema,
  billing_cycle: cycleSchema,
  currency: z.literal('usd'),
  subtotal: z.number(),
  /** 20 on yearly orders (the -20% line), 0 on monthly ones. */
  annualDiscountPercent: z.number().int(),
  /** Yearly orders: twelve monthly payments minus the yearly price; 0 on monthly ones. */
  yearlySaving: z.number(),
  discount: appliedDiscountSchema.nullable(),
  tax: z.number(),
  total: z.number(),
});
export type Quote = z.infer<typeof quoteSchema>;
export const quoteResponseSchema = z.object({ quote: quoteSchema });

/** Why a discount code was refused; the client shows a translated message per reason. */
export const DISCOUNT_REFUSALS = [
  'not_found',
  'inactive',
  'expired',
  'exhausted',
  'min_amount',
] as const;
export type DiscountRefusal = (typeof DISCOUNT_REFUSALS)[number];

/** A client-sent amount, success_url or cancel_url is ignored: the server prices and links. */
export const checkoutRequestSchema = quoteRequestSchema.extend({
  /** The language of the pages the provider sends the user back to. */
  language: z.enum(LANGUAGES).optional(),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;
export const checkoutResponseSchema = z.object({ url: z.string(), sessionId: z.string() });

// ---- Subscriptions -------------------------------------------------------------------------------

/**
 * A downgrade waiting for the period end (common/billing/plan-change.ts): the subscription moves
 * to this plan and cycle at `effective_at` (its current_period_end); until then it keeps its plan.
 */
export const scheduledChangeSchema = z.object({
  plan_id: paidPlanSchema,
  billing_cycle: cycleSchema,
  effective_at: z.string().nullable(),
});
export type ScheduledChange = z.infer<typeof scheduledChangeSchema>;

export const subscriptionSchema = z.object({
  id: z.string().uuid(),
  plan_id: paidPlanSchema,
  status: z.enum(SUBSCRIPTION_STATUSES),
  billing_cycle: cycleSchema,
  current_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  scheduled_change: scheduledChangeSchema.nullable(),
  provider: z.enum(PAYMENT_PROVIDERS),
  created_at: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const currentSubscriptionResponseSchema = z.object({
  subscription: subscriptionSchema.nullable(),
});
export const subscriptionsResponseSchema = z.object({
  subscriptions: z.array(subscriptionSchema),
});
export const subscriptionResponseSchema = z.object({ subscription: subscriptionSchema });
/** `GET /api/stripe/confirm-session`: the paid checkout's subscription and the user now. */
export const confirmSessionResponseSchema = z.object({
  subscription: subscriptionSchema,
  user: userSchema,
});

export const confirmSessionQuerySchema = z.object({
  session_id: z.string().trim().min(1, 'session_id is required.').max(255),
});

export const subscriptionActionSchema = z.object({ subscription_id: z.string().uuid() });
export const updateSubscriptionSchema = z.object({
  subscription_id: z.string().uuid(),
  plan_id: paidPlanSchema,
  billing_cycle: cycleSchema.optional(),
});

/** What a plan change charges at once, shown before the user confirms it. */
export const planChangeQuoteSchema = z.object({
  plan_id: paidPlanSchema,
  billing_cycle: cycleSchema,
  currency: z.literal('usd'),
  /**
   * Dollars charged when the change is confirmed: the prorated price difference for the rest of
   * the period (same cycle), the new cycle's full price (cycle change), or 0 (a downgrade).
   */
  amount_due_now: z.number(),
  /**
   * Null when the change takes effect at once (an upgrade); for a downgrade the date it takes
   * effect (the end of the paid period), when the new plan's price is charged.
   */
  effective_at: z.string().nullable(),
});
export type PlanChangeQuote = z.infer<typeof planChangeQuoteSchema>;
export const planChangeQuoteResponseSchema = z.object({ quote: planChangeQuoteSchema });

// ---- Payment methods and portal ---------------------------------------------------------------

export const paymentMethodSchema = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const paymentMethodsResponseSchema = z.object({
  paymentMethods: z.array(paymentMethodSchema),
});
export const paymentMethodParamsSchema = z.object({ id: z.string().min(1).max(255) });
export const attachPaymentMethodSchema = z.object({
  payment_method_id: z.string().trim().min(1).max(255),
});
export const setupIntentResponseSchema = z.object({ clientSecret: z.string() });
export const urlResponseSchema = z.object({ url: z.string() });

// ---- The sandbox provider's hosted checkout ---------------------------------------------------

/**
 * 'rejected': the payment was refused (or refunded) because its discount code no longer held
 * when the payment was taken; a new checkout without the code is the way on.
 */
export const CHECKOUT_SESSION_STATUSES = ['open', 'complete', 'expired', 'rejected'] as const;
export type CheckoutSessionStatus = (typeof CHECKOUT_SESSION_STATUSES)[number];

export const sandboxSessionSchema = z.object({
  id: z.string(),
  plan_id: paidPlanSchema,
  billing_cycle: cycleSchema,
  currency: z.literal('usd'),
  subtotal: z.number(),
  discount: appliedDiscountSchema.nullable(),
  total: z.number(),
  status: z.enum(CHECKOUT_SESSION_STATUSES),
  /** Why the discount code stopped holding, when `status` is 'rejected'. */
  rejection_reason: z.enum(DISCOUNT_REFUSALS).nullable(),
  email: z.string(),
  success_url: z.string(),
  cancel_url: z.string(),
  expires_at: z.string(),
});
export type SandboxSession = z.infer<typeof sandboxSessionSchema>;
export const sandboxSessionResponseSchema = z.object({ session: sandboxSessionSchema });
export const sandboxSessionParamsSchema = z.object({ id: z.string().min(1).max(255) });

const digits = (label: string) => z.string().trim().regex(/^\d+$/, `${label} must be digits.`);

export const sandboxPayRequestSchema = z.object({
  sessionId: z.string().min(1).max(255),
  /** Spaces and dashes as people type them are allowed. */
  cardNumber: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'The card number must have 12 to 19 digits.')),
  expMonth: z.coerce
    .number()
    .int()
    .min(1, 'Invalid expiry month.')
    .max(12, 'Invalid expiry month.'),
  /** Two or four digits (27 or 2027). */
  expYear: z.coerce.number().int().min(0).max(9999),
  cvc: digits('The security code').pipe(
    z.string().regex(/^\d{3,4}$/, 'The security code has 3 or 4 digits.'),
  ),
  name: z.string().trim().max(200).optional(),
});
export type SandboxPayRequest = z.input<typeof sandboxPayRequestSchema>;
