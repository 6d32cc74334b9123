import {
  centsToAmount,
  discountCents,
  planDefinition,
  YEARLY_DISCOUNT_PERCENT,
  yearlySavingCents,
  type BillingCycle,
  type PaidPlanId,
} from '#common/billing/plans';
import type { DiscountRefusal, Quote } from '#common/contracts/billing';
import { HttpError } from '#server/http-error';
import { findDiscountCode, type DiscountCodeRow } from './discount-repository';
import type { Queryable } from '#server/db/client';

/**
 * The server's price of an order (docs/product-rules.md, "Plans and prices"): the plan's price for
 * the cycle, less an accepted discount code; tax is always 0. Whatever amount a client sends is
 * ignored.
 */
export interface PricedOrder {
  planId: PaidPlanId;
  billingCycle: BillingCycle;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  discount: {
    codeId: string;
    code: string;
    name: string;
    type: 'percentage' | 'fixed';
    value: number;
  } | null;
}

export interface OrderRequest {
  plan_id: PaidPlanId;
  billing_cycle: BillingCycle;
  discount_code?: string | undefined;
}

export async function priceOrder(
  db: Queryable,
  request: OrderRequest,
  now: Date,
): Promise<PricedOrder> {
  const subtotalCents = planDefinition(request.plan_id).priceCents[request.billing_cycle];
  const code = request.discount_code ?? '';
  const row = code === '' ? null : await findDiscountCode(db, code);
  if (code !== '') checkDiscount(row, code, subtotalCents, now);
  const discount = row
    ? { codeId: row.id, code: row.code, name: row.name, type: row.type, value: row.value }
    : null;
  const taken = discount ? discountCents(subtotalCents, discount) : 0;
  return {
    planId: request.plan_id,
    billingCycle: request.billing_cycle,
    subtotalCents,
    discountCents: taken,
    totalCents: subtotalCents - taken,
    discount,
  };
}

/** Why a code does not apply to an order now, with the message the API answers; null if it does. */
export interface DiscountProblem {
  reason: DiscountRefusal;
  message: string;
  extra: Record<string, unknown>;
}

/**
 * The first rule the code breaks for an order of `subtotalCents` at `now`, or null. The same
 * rules decide the quote, the checkout and the payment (claimDiscountUse), so a code that
 * passed when the checkout opened is refused at payment for the same reasons.
 */
export function discountProblem(
  row: DiscountCodeRow | null,
  code: string,
  subtotalCents: number,
  now: Date,
): DiscountProblem | null {
  const problem = (reason: DiscountRefusal, message: string, extra = {}) => ({
    reason,
    message,
    extra,
  });
  if (!row) return problem('not_found', `The discount code ${code} does not exist.`);
  if (!row.isActive) return problem('inactive', `The discount code ${code} is no longer active.`);
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) {
    return problem('expired', `The discount code ${code} has expired.`);
  }
  if (row.used >= row.maxUses) {
    return problem(
      'exhausted',
      `The discount code ${code} has already been used the maximum number of times.`,
    );
  }
  const minimumCents = Math.round(row.minAmount * 100);
  if (subtotalCents < minimumCents) {
    return problem(
      'min_amount',
      `The discount code ${code} needs an order of at least $${centsToAmount(minimumCents).toFixed(2)}.`,
      { minAmount: row.minAmount },
    );
  }
  return null;
}

/** Throws 400 DISCOUNT_INVALID with the first rule the code breaks. */
function checkDiscount(
  row: DiscountCodeRow | null,
  code: string,
  subtotalCents: number,
  now: Date,
): asserts row is DiscountCodeRow {
  const problem = discountProblem(row, code, subtotalCents, now);
  if (problem) throw discountRefused(problem.reason, problem.message, problem.extra);
}

function discountRefused(
  reason: DiscountRefusal,
  message: string,
  extra: Record<string, unknown> = {},
): HttpError {
  return new HttpError(400, 'DISCOUNT_INVALID', message, {
    reason,
    fields: { discount_code: message },
    ...extra,
  });
}

const REFUSAL_WORDS: Record<DiscountRefusal, string> = {
  not_found: 'it no longer exists',
  inactive: 'it has been switched off',
  expired: 'it has expired',
  exhausted: 'it has been used the maximum number of times',
  min_amount: 'the order is below its minimum amount',
};

/**
 * 409 DISCOUNT_NO_LONGER_VALID: a payment refused because its code stopped holding between the
 * checkout's start and the payment. It names the plan and cycle, so the client can start the
 * same checkout without the code (the way on), and says whether money was taken and refunded.
 */
export function discountNoLongerValid(session: {
  discountCode: string | null;
  rejectionReason: DiscountRefusal | null;
  refundedAt: Date | null;
  provider: string;
  planId: PaidPlanId;
  billingCycle: BillingCycle;
}): HttpError {
  const reason = session.rejectionReason ?? 'exhausted';
  const charged =
    session.provider === 'sandbox'
      ? 'Nothing was charged.'
      : session.refundedAt
        ? 'Your payment has been refunded in full.'
        : 'Your payment will be refunded in full.';
  return new HttpError(
    409,
    'DISCOUNT_NO_LONGER_VALID',
    `The discount code ${session.discountCode ?? ''} can no longer be used: ${REFUSAL_WORDS[reason]}. ` +
      `${charged} Start a new checkout without the code to pay the full price.`,
    {
      reason,
      discountCode: session.discountCode,
      refunded: session.refundedAt !== null,
      plan_id: session.planId,
      billing_cycle: session.billingCycle,
    },
  );
}

/** The priced order as the checkout page's summary shows it, in dollars. */
export function toQuote(order: PricedOrder): Quote {
  const yearly = order.billingCycle === 'yearly';
  return {
    plan_id: order.planId,
    billing_cycle: order.billingCycle,
    currency: 'usd',
    subtotal: centsToAmount(order.subtotalCents),
    annualDiscountPercent: yearly ? YEARLY_DISCOUNT_PERCENT : 0,
    yearlySaving: yearly ? centsToAmount(yearlySavingCents(planDefinition(order.planId))) : 0,
    discount: order.discount
      ? {
          code: order.discount.code,
          name: order.discount.name,
          type: order.discount.type,
          value: order.discount.value,
          amount: centsToAmount(order.discountCents),
        }
      : null,
    tax: 0,
    total: centsToAmount(order.totalCents),
  };
}
