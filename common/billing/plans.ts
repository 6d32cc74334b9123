import { DEFAULT_FREE_DAILY_MESSAGES, PREMIUM_DAILY_MESSAGES } from '#common/chat/limits';
import type { PlanId } from '#common/contracts/user';

/**
 * The plan catalogue (docs/product-rules.md, "Plans and prices"). Prices are whole cents so that no
 * sum is ever a float; the API turns them into dollars at its edge. Basic is free and never sold
 * through checkout.
 */

export const BILLING_CYCLES = ['monthly', 'yearly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

export const PAID_PLANS = ['premium', 'pro'] as const;
export type PaidPlanId = (typeof PAID_PLANS)[number];

export interface PlanDefinition {
  id: PlanId;
  priceCents: Record<BillingCycle, number>;
  popular: boolean;
  free: boolean;
  /** How many feature lines the plan card shows (`plans.catalogue.<id>.features.<n>`). */
  featureCount: number;
  /** How many companions of their own a user may have (docs/decisions/021); null is unlimited. */
  ownCompanions: number | null;
}

export const PLAN_CATALOGUE: readonly PlanDefinition[] = [
  {
    id: 'basic',
    ownCompanions: 1,
    priceCents: { monthly: 0, yearly: 0 },
    popular: false,
    free: true,
    featureCount: 4,
  },
  {
    id: 'premium',
    ownCompanions: 10,
    priceCents: { monthly: 1499, yearly: 14999 },
    popular: true,
    free: false,
    featureCount: 6,
  },
  {
    id: 'pro',
    ownCompanions: null,
    priceCents: { monthly: 3999, yearly: 39999 },
    popular: false,
    free: false,
    featureCount: 6,
  },
];

export function isPaidPlan(plan: string): plan is PaidPlanId {
  return (PAID_PLANS as readonly string[]).includes(plan);
}

export function planDefinition(plan: PlanId): PlanDefinition {
  const found = PLAN_CATALOGUE.find((entry) => entry.id === plan);
  if (!found) throw new Error(`Unknown plan ${plan}`);
  return found;
}

/** Daily messages per plan; `null` is unlimited (pro). */
export function planDailyMessages(
  plan: PlanId,
  freeDailyMessages: number = DEFAULT_FREE_DAILY_MESSAGES,
): number | null {
  if (plan === 'basic') return freeDailyMessages;
  return plan === 'premium' ? PREMIUM_DAILY_MESSAGES : null;
}

/** Own companions a plan allows (docs/decisions/021); `null` is unlimited. */
export function planOwnCompanions(plan: PlanId): number | null {
  return planDefinition(plan).ownCompanions;
}

/** The percentage the yearly price saves, as the plans page's badge states it. */
export const YEARLY_DISCOUNT_PERCENT = 20;

/** Twelve months at the monthly price minus the yearly price. */
export function yearlySavingCents(plan: PlanDefinition): number {
  return Math.max(0, plan.priceCents.monthly * 12 - plan.priceCents.yearly);
}

/** What a yearly card shows per month: the yearly price divided by 12, rounded to the cent. */
export function yearlyPerMonthCents(plan: PlanDefinition): number {
  return Math.round(plan.priceCents.yearly / 12);
}

/** Cents as the API's dollar amount (1499 → 14.99). */
export function centsToAmount(cents: number): number {
  return Math.round(cents) / 100;
}

export interface DiscountTerms {
  type: 'percentage' | 'fixed';
  /** Percent (0-100) for percentage codes, dollars for fixed ones. */
  value: number;
}

/**
 * Cents a discount takes off a subtotal: a percentage rounded to the cent, or a fixed amount;
 * never more than the subtotal, never negative.
 */
export function discountCents(subtotalCents: number, terms: DiscountTerms): number {
  const raw =
    terms.type === 'percentage'
      ? Math.round((subtotalCents * terms.value) / 100)
      : Math.round(terms.value * 100);
  return Math.min(subtotalCents, Math.max(0, raw));
}
