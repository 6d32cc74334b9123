import type Stripe from 'stripe';
import type { BillingEvent, SubscriptionSnapshot } from '../provider';
import { completedCheckoutEvent } from './checkout';
import { findUserIdByStripeCustomer } from './repository';
import { callStripe, isMissingAtStripe } from './stripe-errors';
import type { StripeContext } from './stripe-context';
import { toSnapshot } from './subscription-snapshot';
import { planChangeCharge } from './subscriptions';

/** The event types the webhook acts on; Stripe may send others, which are acknowledged only. */
export const HANDLED_EVENT_TYPES = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

interface EventStamp {
  eventId: string;
  occurredAt: Date;
}

/** Who a subscription belongs to: our metadata, else the customer we created for the user. */
async function ownerOf(
  context: StripeContext,
  subscription: Stripe.Subscription,
  snapshot: SubscriptionSnapshot,
): Promise<string | null> {
  const fromMetadata = subscription.metadata?.userId;
  if (fromMetadata) return fromMetadata;
  return snapshot.providerCustomerId
    ? findUserIdByStripeCustomer(context.db, snapshot.providerCustomerId)
    : null;
}

async function subscriptionChanged(
  context: StripeContext,
  subscription: Stripe.Subscription,
  stamp: EventStamp,
  adjust: (snapshot: SubscriptionSnapshot) => SubscriptionSnapshot = (snapshot) => snapshot,
): Promise<Extract<BillingEvent, { kind: 'subscription_changed' }> | null> {
  const snapshot = toSnapshot(context.settings, subscription);
  if (!snapshot) return null;
  return {
    kind: 'subscription_changed',
    provider: 'stripe',
    ...stamp,
    userId: await ownerOf(context, subscription, snapshot),
    subscription: adjust(snapshot),
  };
}

/**
 * A subscription made by Checkout starts incomplete and turns active within a second, and Stripe
 * may deliver customer.subscription.created after the events of the paid state, stamped with the
 * same second (which the out-of-order guard lets through). Such a transient state is read again
 * from Stripe, so that a late `incomplete` never takes premium away from a paying user.
 */
async function settled(
  context: StripeContext,
  subscription: Stripe.Subscription,
): Promise<Stripe.Subscription> {
  if (subscription.status !== 'incomplete') return subscription;
  try {
    return await callStripe(() => context.stripe.subscriptions.retrieve(subscription.id));
  } catch (error) {
    if (isMissingAtStripe(error)) return subscription;
    throw error;
  }
}

/** Current API versions name an invoice's subscription under parent.subscription_details. */
function subscriptionIdOfInvoice(invoice: Stripe.Invoice): string | null {
  const subscription = invoice.parent?.subscription_details?.subscription;
  if (!subscription) return null;
  return typeof subscription === 'string' ? subscription : subscription.id;
}

/**
 * An invoice event changes the subscription it bills: its state is read from Stripe (the
 * invoice does not carry it). A failed payment leaves the subscription past_due even if Stripe
 * has not moved it there yet when we ask; a first invoice (incomplete) stays incomplete.
 */
async function invoiceEvent(
  context: StripeContext,
  invoice: Stripe.Invoice,
  stamp: EventStamp,
  failed: boolean,
): Promise<BillingEvent | null> {
  const subscriptionId = subscriptionIdOfInvoice(invoice);
  if (!subscriptionId) return null;
  let subscription: Stripe.Subscription;
  try {
    subscription = await callStripe(() => context.stripe.subscriptions.retrieve(subscriptionId));
  } catch (error) {
    if (isMissingAtStripe(error)) return null;
    throw error;
  }
  const event = await subscriptionChanged(context, subscription, stamp, (snapshot) =>
    failed && (snapshot.status === 'active' || snapshot.status === 'trialing')
      ? { ...snapshot, status: 'past_due' }
      : snapshot,
  );
  const charge = failed ? null : planChangeCharge(invoice);
  return event && charge ? { ...event, planChangePayment: charge } : event;
}

/**
 * What a verified Stripe event means for us, as a BillingEvent (null: nothing to apply). The
 * event's id and creation time go along, so that a replay is applied once and an older event
 * never overwrites a newer state.
 */
export async function toBillingEvent(
  context: StripeContext,
  event: Stripe.Event,
): Promise<BillingEvent | null> {
  const stamp: EventStamp = { eventId: event.id, occurredAt: new Date(event.created * 1000) };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return completedCheckoutEvent(context, event.data.object, stamp);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
      return subscriptionChanged(context, await settled(context, event.data.object), stamp);
    case 'customer.subscription.deleted':
      return subscriptionChanged(context, event.data.object, stamp, (snapshot) => ({
        ...snapshot,
        status: 'canceled',
        cancelAtPeriodEnd: false,
        canceledAt: snapshot.canceledAt ?? stamp.occurredAt,
        // An ended subscription moves to no other plan.
        scheduledChange: null,
      }));
    case 'invoice.paid':
      return invoiceEvent(context, event.data.object, stamp, false);
    case 'invoice.payment_failed':
      return invoiceEvent(context, event.data.object, stamp, true);
    default:
      return null;
  }
}
