import type { BillingCycle, PaidPlanId } from '#common/billing/plans';
import type { PaymentMethod } from '#common/contracts/billing';
import type { Clock } from '#server/clock';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { HttpError, notFound } from '#server/http-error';
import { findSessionByProviderId, recordPlanChangePayment } from '../checkout-repository';
import { planChangeChargeCents } from '../proration';
import type { BillingEvent, PaymentProvider, SubscriptionSnapshot } from '../provider';
import {
  findSubscriptionById,
  findSubscriptionByProviderId,
  lockSubscriptionByProviderId,
  writeSubscriptionSnapshot,
  type SubscriptionRow,
} from '../subscription-repository';
import { deleteCard, insertCard, listCards, toPaymentMethod } from './card-repository';
import { chargeNewestCard } from './charges';
import { addBillingPeriod, randomIdPart } from './periods';
import { findTestPaymentMethod } from './test-cards';

export interface SandboxProviderOptions {
  config: Pick<AppConfig, 'publicUrl'>;
  db: Database;
  clock: Clock;
}

/** The sandbox's ids look like Stripe's test-mode ids, marked `sbx`. */
export const SANDBOX_SESSION_PREFIX = 'cs_test_sbx_';

export function snapshotOf(row: SubscriptionRow): SubscriptionSnapshot {
  return {
    providerSubscriptionId: row.providerSubscriptionId,
    providerCustomerId: row.providerCustomerId,
    planId: row.planId,
    billingCycle: row.billingCycle,
    status: row.status,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    canceledAt: row.canceledAt,
    scheduledChange:
      row.scheduledPlanId && row.scheduledBillingCycle
        ? { planId: row.scheduledPlanId, billingCycle: row.scheduledBillingCycle }
        : null,
  };
}

/**
 * The offline provider (the default without STRIPE_SECRET_KEY). Its hosted checkout is a page of
 * the web app that pays through `POST /api/stripe/sandbox/pay`; the subscriptions it keeps are
 * our own rows, changed the way Stripe changes its subscriptions.
 */
export function createSandboxProvider({
  config,
  db,
  clock,
}: SandboxProviderOptions): PaymentProvider {
  async function subscription(providerSubscriptionId: string): Promise<SubscriptionRow> {
    const row = await findSubscriptionByProviderId(db, providerSubscriptionId);
    if (!row || row.provider !== 'sandbox') throw notFound('Subscription not found.');
    return row;
  }

  return {
    name: 'sandbox',

    async createCheckout(order) {
      const providerSessionId = `${SANDBOX_SESSION_PREFIX}${randomIdPart()}`;
      const base = config.publicUrl?.replace(/\/+$/, '') ?? '';
      return {
        providerSessionId,
        url: `${base}/${order.language}/sandbox-checkout/${providerSessionId}`,
      };
    },

    // The sandbox fulfils at payment, so a paid session is already complete; its completion is
    // reported again for the welcome page (applying it twice changes nothing).
    async findCompletedCheckout(providerSessionId): Promise<BillingEvent | null> {
      const session = await findSessionByProviderId(db, providerSessionId);
      if (session?.status !== 'complete' || !session.subscriptionId) return null;
      const row = await findSubscriptionById(db, session.subscriptionId);
      if (!row) return null;
      return {
        kind: 'checkout_completed',
        eventId: checkoutEventId(providerSessionId),
        provider: 'sandbox',
        occurredAt: row.providerStateAt,
        providerSessionId,
        userId: session.userId,
        subscription: snapshotOf(row),
      };
    },

    // The sandbox checks the code before it "charges" (in the payment's own transaction), so a
    // refused payment took no money and started no subscription.
    // The sandbox's sessions live only in our table: the caller marking its row expired is all.
    async expireCheckout() {
      return 'expired' as const;
    },

    async settleRejectedCheckout() {
      return { refunded: false, subscription: null };
    },

    async cancelAtPeriodEnd(providerSubscriptionId) {
      const row = await subscription(providerSubscriptionId);
      // Stripe: canceled_at is when the cancellation was asked for. Nothing is left to move to.
      return {
        ...snapshotOf(row),
        cancelAtPeriodEnd: true,
        canceledAt: clock(),
        scheduledChange: null,
      };
    },

    async reactivate(providerSubscriptionId) {
      const row = await subscription(providerSubscriptionId);
      return { ...snapshotOf(row), cancelAtPeriodEnd: false, canceledAt: null };
    },

    // Paid before it is granted: the charge (the prorated difference, or a new cycle in full),
    // its payment record and the new plan are one transaction on the locked subscription. A
    // failed charge changes nothing (Stripe's payment_behavior=error_if_incomplete), and a second
    // request for the same change waits for the first and is refused instead of charging again.
    async changePlan(providerSubscriptionId, planId: PaidPlanId, billingCycle: BillingCycle) {
      return db.transaction(async (tx) => {
        const row = await lockSubscriptionByProviderId(tx, providerSubscriptionId);
        if (!row || row.provider !== 'sandbox') throw notFound('Subscription not found.');
        if (row.planId === planId && row.billingCycle === billingCycle) {
          throw new HttpError(
            409,
            'CONFLICT',
            'This subscription is already on that plan and billing cycle.',
          );
        }
        const now = clock();
        const amountCents = planChangeChargeCents(row, { planId, billingCycle }, now);
        const newCycle = billingCycle !== row.billingCycle;
        if (amountCents > 0 || newCycle) {
          const charge = await chargeNewestCard(tx, row.userId);
          if (charge !== 'succeeds') throw charge;
        }
        if (amountCents > 0) {
          await recordPlanChangePayment(tx, {
            userId: row.userId,
            provider: 'sandbox',
            providerInvoiceId: `in_sbx_${randomIdPart()}`,
            subscriptionId: row.id,
            planId,
            billingCycle,
            amountCents,
            now,
          });
        }
        // An upgrade replaces a downgrade scheduled before.
        const snapshot: SubscriptionSnapshot = newCycle
          ? {
              ...snapshotOf(row),
              planId,
              billingCycle,
              status: 'active',
              currentPeriodStart: now,
              currentPeriodEnd: addBillingPeriod(now, billingCycle),
              scheduledChange: null,
            }
          : { ...snapshotOf(row), planId, billingCycle, scheduledChange: null };
        await writeSubscriptionSnapshot(tx, {
          provider: 'sandbox',
          userId: row.userId,
          snapshot,
          stateAt: now,
        });
        return snapshot;
      });
    },

    // Nothing is charged now: the renewal at the period end moves the subscription to this plan
    // and cycle and charges its price (renewals.ts).
    async scheduleChange(providerSubscriptionId, planId, billingCycle) {
      const row = await subscription(providerSubscriptionId);
      return { ...snapshotOf(row), scheduledChange: { planId, billingCycle } };
    },

    async cancelScheduledChange(providerSubscriptionId) {
      const row = await subscription(providerSubscriptionId);
      return { ...snapshotOf(row), scheduledChange: null };
    },

    async listPaymentMethods(userId): Promise<PaymentMethod[]> {
      return (await listCards(db, userId)).map(toPaymentMethod);
    },

    async detachPaymentMethod(userId, paymentMethodId) {
      if (!(await deleteCard(db, userId, paymentMethodId))) {
        throw notFound('Payment method not found.');
      }
    },

    async createSetupIntent() {
      return `seti_sbx_${randomIdPart()}_secret_${randomIdPart()}`;
    },

    async attachPaymentMethod(userId, paymentMethodId) {
      const card = findTestPaymentMethod(paymentMethodId);
      if (!card) {
        throw new HttpError(
          400,
          'VALIDATION_FAILED',
          "The sandbox accepts Stripe's test payment methods only, such as pm_card_visa.",
          { fields: { payment_method_id: 'Unknown test payment method.' } },
        );
      }
      const row = await insertCard(db, {
        id: `pm_sbx_${randomIdPart()}`,
        userId,
        brand: card.brand,
        last4: card.number.slice(-4),
        expMonth: 12,
        expYear: clock().getUTCFullYear() + 3,
        behaviour: card.behaviour,
      });
      return toPaymentMethod(row);
    },

    // The sandbox has no portal of its own: the settings' subscription tab is where a user
    // manages the plan.
    async customerPortalUrl(_userId, returnUrl) {
      return returnUrl;
    },
  };
}

/** One completion per session, whichever path reports it. */
export function checkoutEventId(providerSessionId: string): string {
  return `evt_sbx_${providerSessionId.slice(SANDBOX_SESSION_PREFIX.length)}`;
}
