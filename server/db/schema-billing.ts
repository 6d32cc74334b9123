import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BillingCycle, PaidPlanId } from '#common/billing/plans';
import type {
  CheckoutSessionStatus,
  DiscountRefusal,
  PaymentProvider,
  SubscriptionStatus,
} from '#common/contracts/billing';
import { users } from './schema-accounts';

/** Plans, checkout and subscriptions (the billing issue). Money is whole cents. */

const timestampColumn = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => timestampColumn('created_at').notNull().defaultNow();
const updatedAt = () => timestampColumn('updated_at').notNull().defaultNow();

/** Discount codes applied at checkout; admins manage them. */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Upper-case and unique. */
    code: text('code').notNull().unique(),
    name: text('name').notNull().default(''),
    description: text('description').notNull().default(''),
    type: text('type').$type<'percentage' | 'fixed'>().notNull(),
    /** Percent for percentage codes, dollars for fixed ones. */
    value: numeric('value', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    maxUses: integer('max_uses').notNull().default(100),
    /** Paid checkouts that used the code; counted once per checkout at fulfilment. */
    used: integer('used').notNull().default(0),
    expiresAt: timestampColumn('expires_at'),
    isActive: boolean('is_active').notNull().default(true),
    /** The smallest order subtotal in dollars the code applies to. */
    minAmount: numeric('min_amount', { precision: 10, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    /** Stripe's coupon and promotion code made for this code's current terms (lazily). */
    stripeCouponId: text('stripe_coupon_id'),
    stripePromotionCodeId: text('stripe_promotion_code_id'),
    /** `type:value` the Stripe objects were made for; an edit makes new ones. */
    stripeTermsKey: text('stripe_terms_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('discount_codes_code_upper_check', sql`${table.code} = upper(${table.code})`),
    check('discount_codes_type_check', sql`${table.type} in ('percentage', 'fixed')`),
    check('discount_codes_value_check', sql`${table.value} >= 0`),
    check('discount_codes_uses_check', sql`${table.maxUses} >= 0 and ${table.used} >= 0`),
  ],
);

/** The provider's customer of a user (one per user and provider). */
export const billingCustomers = pgTable(
  'billing_customers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.provider] }),
    uniqueIndex('billing_customers_customer_idx').on(table.provider, table.customerId),
  ],
);

/** Checkout sessions; an open one is reused for the same user, plan, cycle and code. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    /** The provider's id (`cs_…`); the sandbox makes its own. The API's `sessionId`. */
    providerSessionId: text('provider_session_id').notNull().unique(),
    planId: text('plan_id').$type<PaidPlanId>().notNull(),
    billingCycle: text('billing_cycle').$type<BillingCycle>().notNull(),
    discountCodeId: uuid('discount_code_id').references(() => discountCodes.id, {
      onDelete: 'set null',
    }),
    /** The code as applied, kept even if the code is later deleted. */
    discountCode: text('discount_code'),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    language: text('language').notNull().default('en'),
    url: text('url').notNull(),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    status: text('status').$type<CheckoutSessionStatus>().notNull().default('open'),
    /**
     * Why a payment was refused because its discount code no longer held when it was taken
     * (status 'rejected'): the refusal reason of the code at that moment.
     */
    rejectionReason: text('rejection_reason').$type<DiscountRefusal>(),
    /** When a rejected payment the provider had already taken was refunded (Stripe). */
    refundedAt: timestampColumn('refunded_at'),
    subscriptionId: uuid('subscription_id'),
    expiresAt: timestampColumn('expires_at').notNull(),
    completedAt: timestampColumn('completed_at'),
    createdAt: createdAt(),
  },
  (table) => [
    // The admin overview's revenue of a period.
    index('checkout_sessions_completed_idx').on(table.status, table.completedAt),
    index('checkout_sessions_reuse_idx').on(
      table.userId,
      table.planId,
      table.billingCycle,
      table.status,
    ),
    check(
      'checkout_sessions_status_check',
      sql`${table.status} in ('open', 'complete', 'expired', 'rejected')`,
    ),
    check('checkout_sessions_amounts_check', sql`${table.totalCents} >= 0`),
  ],
);

/** Subscriptions as the provider reports them; the source of every premium decision. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    /** `sub_…` at Stripe; the sandbox makes its own. */
    providerSubscriptionId: text('provider_subscription_id').notNull().unique(),
    providerCustomerId: text('provider_customer_id'),
    planId: text('plan_id').$type<PaidPlanId>().notNull(),
    billingCycle: text('billing_cycle').$type<BillingCycle>().notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    currentPeriodStart: timestampColumn('current_period_start'),
    currentPeriodEnd: timestampColumn('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: timestampColumn('canceled_at'),
    /**
     * A downgrade waiting for the period end (common/billing/plan-change.ts): the plan and cycle
     * the subscription moves to at `current_period_end`; both null when nothing is scheduled.
     */
    scheduledPlanId: text('scheduled_plan_id').$type<PaidPlanId>(),
    scheduledBillingCycle: text('scheduled_billing_cycle').$type<BillingCycle>(),
    /**
     * When the provider produced the state stored here (a webhook event's `created`). An older
     * event arriving late is not applied over a newer state.
     */
    providerStateAt: timestampColumn('provider_state_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // Serves the premium check of every signed-in request and the subscription lists.
    index('subscriptions_user_idx').on(table.userId, table.status),
    check(
      'subscriptions_status_check',
      sql`${table.status} in ('active', 'trialing', 'past_due', 'canceled', 'incomplete')`,
    ),
    check('subscriptions_plan_check', sql`${table.planId} in ('premium', 'pro')`),
    check(
      'subscriptions_scheduled_change_check',
      sql`(${table.scheduledPlanId} is null and ${table.scheduledBillingCycle} is null) or (${table.scheduledPlanId} in ('premium', 'pro') and ${table.scheduledBillingCycle} in ('monthly', 'yearly'))`,
    ),
  ],
);

/** Every provider event applied, so that a replayed event is applied once. */
export const billingEvents = pgTable('billing_events', {
  /** The provider's event id (`evt_…`); the sandbox makes its own. */
  id: text('id').primaryKey(),
  provider: text('provider').$type<PaymentProvider>().notNull(),
  type: text('type').notNull(),
  receivedAt: createdAt(),
});

/** Cards the sandbox provider keeps for a user (Stripe keeps its own). */
export const sandboxPaymentMethods = pgTable(
  'sandbox_payment_methods',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    /** How this test card behaves when charged again (renewals): 'succeeds' or a failure. */
    behaviour: text('behaviour').notNull().default('succeeds'),
    createdAt: createdAt(),
  },
  (table) => [index('sandbox_payment_methods_user_idx').on(table.userId)],
);
