import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client';
import type { MailContent, Mailer } from '#server/features/mail';
import { type Account, findAccountById } from '#server/features/accounts';
import type { SubscriptionRow } from './subscription-repository';

/**
 * The e-mails a subscription's life sends (confirmed after payment, cancelled at period end).
 * They go out after the change is committed; a failure to send never undoes a payment or a
 * cancellation (the mailer records transport failures in its outbox; anything else is logged).
 */
export interface BillingNotifications {
  /** Once per paid checkout (fulfilment calls it on the open → complete transition only). */
  confirmed(subscription: SubscriptionRow): Promise<void>;
  /** When the user sets a subscription to end at its period's end. */
  cancelled(subscription: SubscriptionRow): Promise<void>;
}

export function createBillingNotifications(deps: {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
}): BillingNotifications {
  async function mailOwner(
    subscription: SubscriptionRow,
    content: (owner: Account) => MailContent,
  ): Promise<void> {
    try {
      const owner = await findAccountById(deps.db, subscription.userId);
      if (!owner) return;
      await deps.mailer.send({
        to: owner.email,
        language: owner.language,
        userId: owner.id,
        ...content(owner),
      });
    } catch (error) {
      deps.log.error({ err: error, subscriptionId: subscription.id }, 'Billing e-mail failed');
    }
  }

  const nameOf = (owner: Account) => owner.firstName || owner.username;

  return {
    confirmed: (subscription) =>
      mailOwner(subscription, (owner) => ({
        template: 'subscription_confirmed',
        name: nameOf(owner),
        plan: subscription.planId,
        billingCycle: subscription.billingCycle,
        periodEnd: subscription.currentPeriodEnd,
      })),
    cancelled: (subscription) =>
      mailOwner(subscription, (owner) => ({
        template: 'subscription_cancelled',
        name: nameOf(owner),
        plan: subscription.planId,
        periodEnd: subscription.currentPeriodEnd,
      })),
  };
}
