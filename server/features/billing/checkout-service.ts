import { randomUUID } from 'node:crypto';
import type { PaidPlanId } from '#common/billing/plans';
import type { Subscription } from '#common/contracts/billing';
import type { User } from '#common/contracts/user';
import type { Language } from '#common/i18n/languages';
import { addMilliseconds } from '#server/clock';
import type { Queryable } from '#server/db/client';
import { HttpError, notFound } from '#server/http-error';
import { type Account, describeUser } from '#server/features/accounts';
import {
  findOwnSessionByProviderId,
  findReusableSession,
  insertCheckoutSession,
  listPayableSessions,
  lockUserCheckouts,
  markSessionExpired,
  setProviderSession,
} from './checkout-repository';
import type { BillingDeps } from './billing-deps';
import { applyPaymentReport } from './payment-reports';
import { discountNoLongerValid, priceOrder, type OrderRequest } from './pricing';
import { checkoutReturnUrls } from './return-urls';
import { premiumPlanOf } from './subscription-service';
import { findSubscriptionById, listPremiumSubscriptions } from './subscription-repository';
import { toApiSubscription } from './subscription-view';

/** English plan names for messages (the API's messages are English). */
const PLAN_NAMES: Record<PaidPlanId, string> = { premium: 'Premium', pro: 'Pro' };

/** Stripe's longest Checkout Session life; the sandbox keeps the same. */
export const CHECKOUT_SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface CheckoutInput extends OrderRequest {
  language: Language;
  /** The app's address the provider sends the browser back to. */
  baseUrl: string;
}

/**
 * A checkout session for the order, priced here. Pressing the button again for the same plan, cycle
 * and code while the session lives answers the same session (docs/product-rules.md, "Plans and
 * prices"); any other order closes the user's older checkouts first, so one checkout at most can
 * be paid. A user's checkouts are made one at a time, in every process: two presses at the very
 * same moment would otherwise both find nothing open, both make a session, and at Stripe both
 * could be paid.
 */
export async function createCheckout(
  deps: BillingDeps,
  user: Account,
  input: CheckoutInput,
): Promise<{ url: string; sessionId: string }> {
  // Everything runs on the transaction that holds the user's lock (one connection, so a busy
  // pool cannot leave a lock holder waiting for a second one), the provider's call included;
  // a failed call rolls our row back with it.
  return deps.db.transaction(async (tx) => {
    await lockUserCheckouts(tx, user.id);
    return openCheckout(tx, deps, user, input);
  });
}

async function openCheckout(
  db: Queryable,
  deps: BillingDeps,
  user: Account,
  input: CheckoutInput,
): Promise<{ url: string; sessionId: string }> {
  const now = deps.clock();
  await refuseSecondSubscription(db, user.id, input.plan_id);
  const order = await priceOrder(db, input, now);
  const reusable = await findReusableSession(
    db,
    {
      userId: user.id,
      provider: deps.provider.name,
      planId: order.planId,
      billingCycle: order.billingCycle,
      discountCode: order.discount?.code ?? null,
      totalCents: order.totalCents,
    },
    now,
  );
  if (reusable) return { url: reusable.url, sessionId: reusable.providerSessionId };
  await closeOlderCheckouts(db, deps, user.id, now);

  const { successUrl, cancelUrl } = checkoutReturnUrls(input.baseUrl, input.language);
  const expiresAt = addMilliseconds(now, CHECKOUT_SESSION_LIFETIME_MS);
  // Our row exists first so that the provider can be given its id; it gets the provider's id
  // and address once the provider made the session.
  const row = await insertCheckoutSession(db, {
    userId: user.id,
    provider: deps.provider.name,
    providerSessionId: `pending_${randomUUID()}`,
    planId: order.planId,
    billingCycle: order.billingCycle,
    discountCodeId: order.discount?.codeId ?? null,
    discountCode: order.discount?.code ?? null,
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    totalCents: order.totalCents,
    language: input.language,
    url: '',
    successUrl,
    cancelUrl,
    expiresAt,
  });
  const created = await deps.provider.createCheckout({
    checkoutId: row.id,
    userId: user.id,
    email: user.email,
    language: input.language,
    planId: order.planId,
    billingCycle: order.billingCycle,
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    totalCents: order.totalCents,
    discount: order.discount && {
      codeId: order.discount.codeId,
      code: order.discount.code,
      type: order.discount.type,
      value: order.discount.value,
    },
    successUrl,
    cancelUrl,
    expiresAt,
  });
  const stored = await setProviderSession(db, row.id, created.providerSessionId, created.url);
  return { url: stored.url, sessionId: stored.providerSessionId };
}

/**
 * Closes the user's checkouts that could still be paid, at the provider first: Stripe takes a
 * payment on its own page, so a Premium checkout left open in one tab and a Pro one in another
 * would otherwise both charge. One that was paid meanwhile, whose report has not reached us yet,
 * refuses the new checkout: the plan is on its way.
 */
async function closeOlderCheckouts(
  db: Queryable,
  deps: BillingDeps,
  userId: string,
  now: Date,
): Promise<void> {
  for (const session of await listPayableSessions(db, userId, deps.provider.name, now)) {
    if ((await deps.provider.expireCheckout(session.providerSessionId)) === 'paid') {
      throw new HttpError(
        409,
        'CHECKOUT_ALREADY_PAID',
        'A checkout you opened earlier has just been paid: your plan will show in a moment. Reload the page before buying again.',
      );
    }
    await markSessionExpired(db, session.id);
  }
}

/**
 * A user with a subscription that gives access changes its plan (paid or scheduled,
 * `update-subscription`); a checkout would start a second full-price subscription beside it.
 */
export async function refuseSecondSubscription(
  db: BillingDeps['db'],
  userId: string,
  planId: PaidPlanId,
): Promise<void> {
  const [owned] = await listPremiumSubscriptions(db, userId);
  if (!owned) return;
  const message =
    owned.planId === planId
      ? `You already have the ${PLAN_NAMES[planId]} plan. Manage it under Settings → Subscription.`
      : `You already have the ${PLAN_NAMES[owned.planId]} plan: change your plan to ${PLAN_NAMES[planId]} instead of buying a second subscription (POST /api/stripe/update-subscription).`;
  throw new HttpError(409, 'HAS_SUBSCRIPTION', message, {
    subscriptionId: owned.id,
    planId: owned.planId,
  });
}

/**
 * The welcome page's confirmation. A session the provider reports paid but whose webhook has
 * not arrived yet is fulfilled here, through the same code as the webhook.
 */
export async function confirmCheckout(
  deps: BillingDeps,
  user: Account,
  providerSessionId: string,
): Promise<{ subscription: Subscription; user: User }> {
  const userId = user.id;
  let session = await findOwnSessionByProviderId(deps.db, userId, providerSessionId);
  if (!session) throw notFound('Checkout session not found.');
  if (session.status !== 'complete' && session.provider === deps.provider.name) {
    const event = await deps.provider.findCompletedCheckout(providerSessionId);
    if (event) await applyPaymentReport(deps, event);
    session = await findOwnSessionByProviderId(deps.db, userId, providerSessionId);
  }
  if (session?.status === 'rejected') throw discountNoLongerValid(session);
  const subscription =
    session?.status === 'complete' && session.subscriptionId
      ? await findSubscriptionById(deps.db, session.subscriptionId)
      : null;
  if (!subscription) {
    throw new HttpError(
      409,
      'PAYMENT_PENDING',
      'The payment for this checkout is not complete yet.',
    );
  }
  // The caller's account was read with the request, before the fulfilment: its plan is read
  // again from the subscriptions as they are now.
  const premiumPlan = await premiumPlanOf(deps, userId);
  return {
    subscription: toApiSubscription(subscription),
    user: await describeUser(deps.db, { ...user, premiumPlan }),
  };
}
