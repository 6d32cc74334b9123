import type { BillingCycle, PaidPlanId } from '#common/billing/plans';
import type {
  PaymentMethod,
  PaymentProvider as ProviderName,
  SubscriptionStatus,
} from '#common/contracts/billing';
import type { Language } from '#common/i18n/languages';

/**
 * One interface, two implementations (docs/architecture.md, "A payment, end to end"): the offline
 * sandbox (default) and Stripe (STRIPE_SECRET_KEY). Services price orders and keep our records; a
 * provider only talks to the outside world. Both report what happened as BillingEvents, which one
 * module (fulfilment.ts) applies, so a sandbox payment and a Stripe webhook change a subscription
 * through the same code.
 */

/** An order the server has priced; the provider must charge exactly `totalCents`. */
export interface CheckoutOrder {
  /** Our checkout_sessions.id (Stripe: client_reference_id is the user, metadata has this). */
  checkoutId: string;
  userId: string;
  email: string;
  language: Language;
  planId: PaidPlanId;
  billingCycle: BillingCycle;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  discount: {
    codeId: string;
    code: string;
    type: 'percentage' | 'fixed';
    value: number;
  } | null;
  /** Absolute or app-relative; `{CHECKOUT_SESSION_ID}` is replaced by the provider's id. */
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
}

export interface CreatedCheckout {
  providerSessionId: string;
  /** Where the browser goes to pay: Stripe's hosted page or the sandbox page of the web app. */
  url: string;
}

/** A subscription as the provider reports it at one moment. */
export interface SubscriptionSnapshot {
  providerSubscriptionId: string;
  providerCustomerId: string | null;
  planId: PaidPlanId;
  billingCycle: BillingCycle;
  status: SubscriptionStatus;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
  /**
   * A downgrade waiting for the period end (common/billing/plan-change.ts), or null for none.
   * Undefined when the provider does not say (a Stripe subscription on a schedule): the stored
   * one is kept until the subscription reaches that plan and cycle, and then cleared.
   */
  scheduledChange?: ScheduledPlan | null | undefined;
}

export interface ScheduledPlan {
  planId: PaidPlanId;
  billingCycle: BillingCycle;
}

interface EventBase {
  /** The provider's event id; an id applied once is never applied again. */
  eventId: string;
  provider: ProviderName;
  /** When the provider produced this state; an older state never overwrites a newer one. */
  occurredAt: Date;
}

export type BillingEvent =
  | (EventBase & {
      kind: 'checkout_completed';
      providerSessionId: string;
      userId: string;
      subscription: SubscriptionSnapshot;
    })
  | (EventBase & {
      kind: 'subscription_changed';
      /** Known from metadata or the customer; needed only for a subscription we have not seen. */
      userId: string | null;
      subscription: SubscriptionSnapshot;
      /** A plan change's charge the provider reports paid (its invoice), counted as revenue. */
      planChangePayment?: { providerInvoiceId: string; amountCents: number } | undefined;
    });

/**
 * 'rejected': a checkout's payment was refused because its discount code no longer held when the
 * payment was taken (the session says why; a provider that already took the money refunds it).
 */
export type ApplyResult = 'applied' | 'duplicate' | 'ignored' | 'rejected';

/** What the provider did about a payment we refused (its discount code no longer held). */
export interface RejectedCheckoutSettlement {
  /** The money the provider had taken went back (false when it never took any: the sandbox). */
  refunded: boolean;
  /** The subscription the payment had started, as ended at once; null when there was none. */
  subscription: SubscriptionSnapshot | null;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  createCheckout(order: CheckoutOrder): Promise<CreatedCheckout>;
  /**
   * The completion of a paid session, asked for when the user lands on the welcome page before
   * any webhook arrived; null while it is unpaid.
   */
  findCompletedCheckout(providerSessionId: string): Promise<BillingEvent | null>;
  /**
   * Closes an open checkout so that it can no longer be paid. 'expired' when it is closed (or
   * the provider no longer has it); 'paid' when it was paid before it could be closed (its
   * report may still be on its way).
   */
  expireCheckout(providerSessionId: string): Promise<'expired' | 'paid'>;
  /**
   * Undoes a checkout payment that fulfilment refused because its discount code no longer held:
   * ends the subscription it started and refunds the payment. Safe to call again.
   */
  settleRejectedCheckout(checkout: {
    providerSessionId: string;
    providerSubscriptionId: string;
  }): Promise<RejectedCheckoutSettlement>;
  /** Sets the subscription to end at its period end; a scheduled downgrade is dropped. */
  cancelAtPeriodEnd(providerSubscriptionId: string): Promise<SubscriptionSnapshot>;
  reactivate(providerSubscriptionId: string): Promise<SubscriptionSnapshot>;
  /** An upgrade, paid and granted at once; a scheduled downgrade is dropped. */
  changePlan(
    providerSubscriptionId: string,
    planId: PaidPlanId,
    billingCycle: BillingCycle,
  ): Promise<SubscriptionSnapshot>;
  /**
   * A downgrade: nothing is charged now; the subscription keeps its plan until the period end,
   * then moves to this plan and cycle, and that renewal charges the new price. Replaces a
   * change scheduled before.
   */
  scheduleChange(
    providerSubscriptionId: string,
    planId: PaidPlanId,
    billingCycle: BillingCycle,
  ): Promise<SubscriptionSnapshot>;
  /** Drops the scheduled downgrade: the subscription renews on its current plan. */
  cancelScheduledChange(providerSubscriptionId: string): Promise<SubscriptionSnapshot>;
  listPaymentMethods(userId: string): Promise<PaymentMethod[]>;
  /** Throws a 404 HttpError when the method is not the user's. */
  detachPaymentMethod(userId: string, paymentMethodId: string): Promise<void>;
  createSetupIntent(userId: string): Promise<string>;
  attachPaymentMethod(userId: string, paymentMethodId: string): Promise<PaymentMethod>;
  customerPortalUrl(userId: string, returnUrl: string): Promise<string>;
}
