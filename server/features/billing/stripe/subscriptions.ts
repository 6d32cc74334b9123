import type Stripe from 'stripe';
import { planDefinition, type BillingCycle, type PaidPlanId } from '#common/billing/plans';
import { HttpError, notFound } from '#server/http-error';
import { recordPlanChangePayment } from '../checkout-repository';
import type { SubscriptionSnapshot } from '../provider';
import { findSubscriptionByProviderId } from '../subscription-repository';
import { callStripe, isInvalidRequest, isMissingAtStripe } from './stripe-errors';
import type { StripeContext } from './stripe-context';
import { configuredPriceId, toSnapshot } from './subscription-snapshot';

/** Product ids we create with fixed ids, so that plan changes need no stored product. */
const PRODUCTS = {
  premium: { id: 'amora_premium', name: 'Amora Premium' },
  pro: { id: 'amora_pro', name: 'Amora Pro' },
} as const;

export function snapshotOf(context: StripeContext, subscription: Stripe.Subscription) {
  const snapshot = toSnapshot(context.settings, subscription);
  if (!snapshot) throw new Error(`Stripe subscription ${subscription.id} is on no plan of ours`);
  return snapshot;
}

async function retrieve(context: StripeContext, id: string): Promise<Stripe.Subscription> {
  try {
    return await callStripe(() => context.stripe.subscriptions.retrieve(id));
  } catch (error) {
    if (isMissingAtStripe(error)) throw notFound('Subscription not found');
    throw error;
  }
}

async function updateAtStripe(
  context: StripeContext,
  id: string,
  params: Stripe.SubscriptionUpdateParams,
): Promise<Stripe.Subscription> {
  try {
    return await callStripe(() => context.stripe.subscriptions.update(id, params));
  } catch (error) {
    if (isMissingAtStripe(error)) throw notFound('Subscription not found');
    // E.g. the subscription ended at Stripe and its webhook has not reached us yet.
    if (isInvalidRequest(error)) {
      throw new HttpError(409, 'CONFLICT', `Stripe refused the change: ${error.message}`);
    }
    throw error;
  }
}

async function update(
  context: StripeContext,
  id: string,
  params: Stripe.SubscriptionUpdateParams,
): Promise<SubscriptionSnapshot> {
  return snapshotOf(context, await updateAtStripe(context, id, params));
}

/**
 * A subscription on a schedule (a downgrade waiting for the period end) is released from it
 * first: Stripe refuses a cancellation of a scheduled subscription, and an upgrade or a cancel
 * replaces the scheduled change (docs/decisions/018-downgrades-at-period-end.md).
 */
async function releaseSchedule(
  context: StripeContext,
  subscription: Stripe.Subscription,
): Promise<Stripe.Subscription> {
  const schedule = subscription.schedule;
  if (!schedule) return subscription;
  const scheduleId = typeof schedule === 'string' ? schedule : schedule.id;
  try {
    await callStripe(() => context.stripe.subscriptionSchedules.release(scheduleId));
  } catch (error) {
    // Released or ended in between (the dashboard, its last phase): nothing is left to release.
    if (!isInvalidRequest(error)) throw error;
  }
  return retrieve(context, subscription.id);
}

export async function cancelAtPeriodEnd(context: StripeContext, id: string) {
  await releaseSchedule(context, await retrieve(context, id));
  return update(context, id, { cancel_at_period_end: true });
}

/**
 * Undoes a cancellation before the period ends: ours sets cancel_at_period_end, the customer
 * portal may have set a cancel_at date instead (and some API versions keep both); whatever is
 * set is cleared.
 */
export async function reactivate(context: StripeContext, id: string) {
  let subscription = await retrieve(context, id);
  if (subscription.cancel_at_period_end) {
    subscription = await updateAtStripe(context, id, { cancel_at_period_end: false });
  }
  if (subscription.cancel_at !== null) {
    subscription = await updateAtStripe(context, id, { cancel_at: '' });
  }
  return snapshotOf(context, subscription);
}

/** The product of a plan for inline prices; made on first use under its fixed id. */
async function ensureProduct(context: StripeContext, planId: PaidPlanId): Promise<string> {
  const product = PRODUCTS[planId];
  try {
    await callStripe(() => context.stripe.products.retrieve(product.id));
    return product.id;
  } catch (error) {
    if (!isMissingAtStripe(error)) throw error;
  }
  try {
    await callStripe(() =>
      context.stripe.products.create({ id: product.id, name: product.name, metadata: { planId } }),
    );
  } catch (error) {
    // Another request created it in between: it exists, which is all we need.
    if (!isInvalidRequest(error) || error.code !== 'resource_already_exists') throw error;
  }
  return product.id;
}

/**
 * Moves the subscription's one item to the new plan and cycle and records the plan in the
 * metadata, which the snapshot reads for inline prices. Paid before it is granted: Stripe
 * invoices the proration at once (always_invoice) and, with error_if_incomplete, makes no change
 * and answers a card error (402) when that invoice cannot be paid; so a snapshot it answers is
 * of a paid change. A downgrade's credit goes to the customer's balance for the next invoices.
 */
export async function changePlan(
  context: StripeContext,
  id: string,
  planId: PaidPlanId,
  billingCycle: BillingCycle,
): Promise<SubscriptionSnapshot> {
  const subscription = await releaseSchedule(context, await retrieve(context, id));
  const item = subscription.items.data[0];
  if (!item) throw new Error(`Stripe subscription ${id} has no items`);
  const newItem: Stripe.SubscriptionUpdateParams.Item = {
    id: item.id,
    ...(await priceOf(context, planId, billingCycle)),
  };
  const updated = await updateAtStripe(context, id, {
    items: [newItem],
    proration_behavior: 'always_invoice',
    payment_behavior: 'error_if_incomplete',
    metadata: { planId, billingCycle },
    expand: ['latest_invoice'],
  });
  const invoice = updated.latest_invoice;
  const charge = invoice && typeof invoice !== 'string' ? planChangeCharge(invoice) : null;
  // Counted now so the overview shows it at once; its invoice.paid webhook finds it counted.
  if (charge && invoiceIdOf(subscription.latest_invoice) !== charge.providerInvoiceId) {
    const row = await findSubscriptionByProviderId(context.db, id);
    if (row) {
      await recordPlanChangePayment(context.db, {
        userId: row.userId,
        provider: 'stripe',
        providerInvoiceId: charge.providerInvoiceId,
        subscriptionId: row.id,
        planId,
        billingCycle,
        amountCents: charge.amountCents,
        now: context.clock(),
      });
    }
  }
  return snapshotOf(context, updated);
}

const interval = (billingCycle: BillingCycle) => (billingCycle === 'yearly' ? 'year' : 'month');

/** A plan and cycle's configured price (STRIPE_PRICE_*), else an inline price of our catalogue. */
async function priceOf(context: StripeContext, planId: PaidPlanId, billingCycle: BillingCycle) {
  const price = configuredPriceId(context.settings, { planId, billingCycle });
  if (price) return { price };
  return {
    price_data: {
      currency: 'usd',
      product: await ensureProduct(context, planId),
      unit_amount: planDefinition(planId).priceCents[billingCycle],
      recurring: { interval: interval(billingCycle) },
    },
  };
}

function idOf(value: string | { id: string } | null): string | null {
  return typeof value === 'string' ? value : (value?.id ?? null);
}

/**
 * A downgrade, as Stripe does a change at the period end: the subscription goes on a schedule
 * (made from it, or the one a change scheduled before made) of two phases, its current price
 * until the period end, then the new one (with the plan in the phase's metadata, which Stripe
 * copies to the subscription as the phase starts). Nothing is invoiced now; the renewal that
 * starts the second phase charges the new price, and the schedule then releases the
 * subscription. The subscription keeps its plan until then, so no webhook grants the new plan
 * early; the one of the new phase clears the scheduled change (subscription-repository.ts).
 */
export async function scheduleChange(
  context: StripeContext,
  id: string,
  planId: PaidPlanId,
  billingCycle: BillingCycle,
): Promise<SubscriptionSnapshot> {
  const subscription = await retrieve(context, id);
  const current = snapshotOf(context, subscription);
  const item = subscription.items.data[0];
  const currentPrice = idOf(item?.price ?? null);
  if (!item || !currentPrice) throw new Error(`Stripe subscription ${id} has no items`);
  const existing = idOf(subscription.schedule);
  try {
    const schedule = existing
      ? await callStripe(() => context.stripe.subscriptionSchedules.retrieve(existing))
      : await callStripe(() =>
          context.stripe.subscriptionSchedules.create({ from_subscription: id }),
        );
    const phaseStart = schedule.current_phase?.start_date ?? item.current_period_start;
    const next = await priceOf(context, planId, billingCycle);
    await callStripe(() =>
      context.stripe.subscriptionSchedules.update(schedule.id, {
        end_behavior: 'release',
        proration_behavior: 'none',
        phases: [
          {
            start_date: phaseStart,
            end_date: item.current_period_end,
            items: [{ price: currentPrice, quantity: item.quantity ?? 1 }],
            metadata: { planId: current.planId, billingCycle: current.billingCycle },
          },
          {
            items: [{ ...next, quantity: 1 }],
            duration: { interval: interval(billingCycle), interval_count: 1 },
            metadata: { planId, billingCycle },
          },
        ],
      }),
    );
  } catch (error) {
    if (isMissingAtStripe(error)) throw notFound('Subscription not found');
    if (isInvalidRequest(error)) {
      throw new HttpError(409, 'CONFLICT', `Stripe refused the change: ${error.message}`);
    }
    throw error;
  }
  return {
    ...snapshotOf(context, await retrieve(context, id)),
    scheduledChange: { planId, billingCycle },
  };
}

/** Keeps the current plan: the subscription is released from its schedule. */
export async function cancelScheduledChange(
  context: StripeContext,
  id: string,
): Promise<SubscriptionSnapshot> {
  const released = await releaseSchedule(context, await retrieve(context, id));
  return { ...snapshotOf(context, released), scheduledChange: null };
}

/**
 * The paid invoice of a plan change (Stripe's always_invoice proration): revenue beside the
 * checkouts. Renewals and first invoices are not: a checkout already counts the first.
 */
export function planChangeCharge(
  invoice: Stripe.Invoice,
): { providerInvoiceId: string; amountCents: number } | null {
  if (invoice.billing_reason !== 'subscription_update' || invoice.status !== 'paid') return null;
  if (!invoice.id || invoice.amount_paid <= 0) return null;
  return { providerInvoiceId: invoice.id, amountCents: invoice.amount_paid };
}

function invoiceIdOf(invoice: string | Stripe.Invoice | null): string | null {
  return typeof invoice === 'string' ? invoice : (invoice?.id ?? null);
}
