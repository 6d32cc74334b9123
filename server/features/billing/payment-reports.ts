import type { BillingDeps } from './billing-deps';
import { findSessionByProviderId, markSessionRefunded } from './checkout-repository';
import { applyBillingEvent, storeProviderSnapshot } from './fulfilment';
import type { ApplyResult, BillingEvent } from './provider';

/**
 * A provider's report of a payment or a subscription change, applied (fulfilment.ts). A checkout
 * payment refused because its discount code no longer held is then undone at the provider: the
 * subscription it started ends at once and the money goes back. Its ended state is stored with
 * the server's clock, so a late report of the subscription's start cannot grant the plan.
 */
export async function applyPaymentReport(
  deps: BillingDeps,
  event: BillingEvent,
): Promise<ApplyResult> {
  const result = await applyBillingEvent(deps.db, event, { onCheckoutPaid: deps.notify.confirmed });
  if (result === 'rejected' && event.kind === 'checkout_completed') {
    await settleRejected(deps, event);
  }
  return result;
}

async function settleRejected(
  deps: BillingDeps,
  event: Extract<BillingEvent, { kind: 'checkout_completed' }>,
): Promise<void> {
  const session = await findSessionByProviderId(deps.db, event.providerSessionId);
  if (!session || session.refundedAt || session.provider !== deps.provider.name) return;
  const settled = await deps.provider.settleRejectedCheckout({
    providerSessionId: event.providerSessionId,
    providerSubscriptionId: event.subscription.providerSubscriptionId,
  });
  if (settled.subscription) {
    await storeProviderSnapshot(deps.db, {
      provider: deps.provider.name,
      userId: session.userId,
      snapshot: settled.subscription,
      clock: deps.clock,
    });
  }
  if (settled.refunded) await markSessionRefunded(deps.db, session.id, deps.clock());
}
