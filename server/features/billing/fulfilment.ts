import type { DiscountRefusal, PaymentProvider as ProviderName } from '#common/contracts/billing';
import type { Clock } from '#server/clock';
import type { Database, Queryable } from '#server/db/client';
import { billingEvents } from '#server/db/schema';
import {
  completeSession,
  lockSessionByProviderId,
  recordPlanChangePayment,
  rejectSession,
  type CheckoutSessionRow,
} from './checkout-repository';
import { claimDiscountUse, findDiscountCodeById } from './discount-repository';
import { discountProblem } from './pricing';
import type { ApplyResult, BillingEvent, SubscriptionSnapshot } from './provider';
import { saveCustomerId } from './customer-repository';
import {
  findSubscriptionByProviderId,
  writeSubscriptionSnapshot,
  type SubscriptionRow,
} from './subscription-repository';

export interface FulfilmentHooks {
  /**
   * After the commit, when this event turned an open checkout into a paid one: once per
   * checkout, however many deliveries or confirmations report the same payment.
   */
  onCheckoutPaid?(subscription: SubscriptionRow): Promise<void>;
}

/**
 * The one place a provider's report changes our records (docs/architecture.md, "A payment, end to
 * end"): a sandbox payment, the welcome page's confirmation and a Stripe webhook all end here, so
 * they behave the same. Each event is applied at most once (its id is recorded in the same
 * transaction), and an event older than the stored state never overwrites it.
 */
export async function applyBillingEvent(
  db: Database,
  event: BillingEvent,
  hooks: FulfilmentHooks = {},
): Promise<ApplyResult> {
  let paid: SubscriptionRow | null = null;
  const result = await db.transaction(async (tx): Promise<ApplyResult> => {
    // A checkout names its buyer through our session row; a change needs a known subscription
    // or an owner. Decided before the event is recorded so that an ignored event is looked at
    // again when it is delivered again, once its subscription may be known.
    const session =
      event.kind === 'checkout_completed'
        ? await lockSessionByProviderId(tx, event.providerSessionId)
        : null;
    // A payment refused for its code stays refused, however often it is reported (each report
    // lets the provider's side make sure the money went back).
    if (session?.status === 'rejected') return 'rejected';
    const userId = session?.userId ?? event.userId;
    if (userId === null) {
      const known = await findSubscriptionByProviderId(
        tx,
        event.subscription.providerSubscriptionId,
      );
      if (!known) return 'ignored';
    }

    const [recorded] = await tx
      .insert(billingEvents)
      .values({ id: event.eventId, provider: event.provider, type: event.kind })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id });
    if (!recorded) return 'duplicate';

    // The code is checked again as the payment is taken, and its use counted in the same
    // statement: only the open → complete transition does it, so a replay, or the welcome page
    // and the payment both fulfilling one session, count it once. A code that no longer holds
    // refuses the payment: no subscription, and the session says why.
    if (session && session.status !== 'complete' && session.discountCode !== null) {
      const refused = await claimUse(tx, session, event.occurredAt);
      if (refused) {
        await rejectSession(tx, session.id, refused);
        return 'rejected';
      }
    }

    const written = await writeSubscriptionSnapshot(tx, {
      provider: event.provider,
      userId,
      snapshot: event.subscription,
      stateAt: event.occurredAt,
    });
    if (written.outcome === 'unknown') return 'ignored';
    await rememberCustomer(tx, written.subscription, event.provider);

    if (event.kind === 'checkout_completed') {
      const completed = await completeSession(
        tx,
        event.providerSessionId,
        written.subscription.id,
        event.occurredAt,
      );
      if (completed) paid = written.subscription;
      return 'applied';
    }
    // A paid plan change counts as revenue even when its state is older than the stored one.
    const charge = event.planChangePayment;
    const counted =
      charge !== undefined &&
      (await recordPlanChangePayment(tx, {
        userId: written.subscription.userId,
        provider: event.provider,
        providerInvoiceId: charge.providerInvoiceId,
        subscriptionId: written.subscription.id,
        planId: event.subscription.planId,
        billingCycle: event.subscription.billingCycle,
        amountCents: charge.amountCents,
        now: event.occurredAt,
      }));
    // An event older than the stored state is recorded (it was seen) but changes nothing.
    return written.outcome === 'stored' || counted ? 'applied' : 'ignored';
  });
  if (paid && hooks.onCheckoutPaid) await hooks.onCheckoutPaid(paid);
  return result;
}

/** Counts the session's code, or says why it no longer holds (null when it was counted). */
async function claimUse(
  tx: Queryable,
  session: CheckoutSessionRow,
  now: Date,
): Promise<DiscountRefusal | null> {
  const codeId = session.discountCodeId;
  // A code deleted since the checkout opened keeps its text on the session but has no row.
  if (codeId && (await claimDiscountUse(tx, codeId, session.subtotalCents, now))) return null;
  const row = codeId ? await findDiscountCodeById(tx, codeId) : null;
  const problem = discountProblem(row, session.discountCode ?? '', session.subtotalCents, now);
  // The row changed between the two statements (an admin's edit): still refused, as exhausted
  // is what a lost race for the last use looks like.
  return problem?.reason ?? 'exhausted';
}

async function rememberCustomer(
  db: Queryable,
  subscription: SubscriptionRow,
  provider: ProviderName,
): Promise<void> {
  if (subscription.providerCustomerId) {
    await saveCustomerId(db, subscription.userId, provider, subscription.providerCustomerId);
  }
}

/**
 * Stores the snapshot a provider action (cancel, reactivate, plan change) answered with. It is
 * stamped with the clock's now: the provider produced it just now, so webhook events created
 * before the action do not overwrite it, and later ones do.
 */
export async function storeProviderSnapshot(
  db: Queryable,
  input: {
    provider: ProviderName;
    userId: string;
    snapshot: SubscriptionSnapshot;
    clock: Clock;
  },
): Promise<SubscriptionRow> {
  const written = await writeSubscriptionSnapshot(db, {
    provider: input.provider,
    userId: input.userId,
    snapshot: input.snapshot,
    stateAt: input.clock(),
  });
  if (written.outcome === 'unknown') throw new Error('subscription snapshot without an owner');
  return written.subscription;
}
