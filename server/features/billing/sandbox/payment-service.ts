import { centsToAmount } from '#common/billing/plans';
import type { SandboxSession } from '#common/contracts/billing';
import type { Clock } from '#server/clock';
import type { Database } from '#server/db/client';
import { HttpError, notFound } from '#server/http-error';
import type { Account } from '#server/features/accounts';
import { findOwnSessionByProviderId, type CheckoutSessionRow } from '../checkout-repository';
import { findDiscountCodeById } from '../discount-repository';
import { discountNoLongerValid } from '../pricing';
import { applyBillingEvent } from '../fulfilment';
import type { BillingNotifications } from '../notifications';
import { withSessionId } from '../return-urls';
import { saveCustomerId } from '../customer-repository';
import { refuseSecondSubscription } from '../checkout-service';
import { insertCard } from './card-repository';
import { addBillingPeriod, randomIdPart } from './periods';
import { checkoutEventId, SANDBOX_SESSION_PREFIX } from './sandbox-provider';
import { chargeFailure, findTestCard, passesLuhn } from './test-cards';

export interface SandboxDeps {
  db: Database;
  clock: Clock;
  notify: Pick<BillingNotifications, 'confirmed'>;
}

/** The caller's own sandbox session; anyone else's is a 404. */
async function ownSession(deps: SandboxDeps, userId: string, id: string) {
  const session = await findOwnSessionByProviderId(deps.db, userId, id);
  if (!session || session.provider !== 'sandbox') throw notFound('Checkout session not found.');
  return session;
}

function isExpired(session: CheckoutSessionRow, now: Date): boolean {
  return session.status === 'expired' || (session.status === 'open' && session.expiresAt <= now);
}

/** What the sandbox's hosted checkout page shows. */
export async function describeSandboxSession(
  deps: SandboxDeps,
  user: Account,
  id: string,
): Promise<SandboxSession> {
  const session = await ownSession(deps, user.id, id);
  // The code as it is now; a deleted code still shows what was taken off.
  const code = session.discountCodeId
    ? await findDiscountCodeById(deps.db, session.discountCodeId)
    : null;
  const discount = session.discountCode
    ? {
        code: session.discountCode,
        name: code?.name ?? session.discountCode,
        type: code?.type ?? ('fixed' as const),
        value: code?.value ?? centsToAmount(session.discountCents),
        amount: centsToAmount(session.discountCents),
      }
    : null;
  return {
    id: session.providerSessionId,
    plan_id: session.planId,
    billing_cycle: session.billingCycle,
    currency: 'usd',
    subtotal: centsToAmount(session.subtotalCents),
    discount,
    total: centsToAmount(session.totalCents),
    status: isExpired(session, deps.clock()) ? 'expired' : session.status,
    rejection_reason:
      session.status === 'rejected' ? (session.rejectionReason ?? 'exhausted') : null,
    email: user.email,
    success_url: withSessionId(session.successUrl, session.providerSessionId),
    cancel_url: session.cancelUrl,
    expires_at: session.expiresAt.toISOString(),
  };
}

export interface CardInput {
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

function invalidCard(field: keyof CardInput, message: string): never {
  throw new HttpError(400, 'VALIDATION_FAILED', message, { fields: { [field]: message } });
}

/** The checks Stripe's card form makes before anything is charged. */
function checkCard(card: CardInput, now: Date): { expYear: number } {
  if (!passesLuhn(card.cardNumber)) invalidCard('cardNumber', 'Your card number is incorrect.');
  const expYear = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  if (expYear < year || (expYear === year && card.expMonth < month)) {
    invalidCard('expYear', 'Your card has expired.');
  }
  if (expYear > year + 50) invalidCard('expYear', "Your card's expiration year is invalid.");
  return { expYear };
}

/**
 * Pays a sandbox session with a Stripe test card. A success fulfils through applyBillingEvent,
 * like a Stripe webhook; paying a session already paid answers its success address again.
 */
export async function paySandboxSession(
  deps: SandboxDeps,
  user: Account,
  input: CardInput & { sessionId: string },
): Promise<{ url: string }> {
  const session = await ownSession(deps, user.id, input.sessionId);
  const successUrl = withSessionId(session.successUrl, session.providerSessionId);
  if (session.status === 'complete') return { url: successUrl };
  if (session.status === 'rejected') throw discountNoLongerValid(session);
  const now = deps.clock();
  if (isExpired(session, now)) {
    throw new HttpError(
      410,
      'CHECKOUT_EXPIRED',
      'This checkout session has expired. Go back to the plans page and start again.',
    );
  }
  const { expYear } = checkCard(input, now);
  const card = findTestCard(input.cardNumber);
  if (!card) {
    throw new HttpError(
      402,
      'CARD_DECLINED',
      'Your card was declined. The sandbox accepts Stripe test cards only, such as 4242 4242 4242 4242.',
      { declineCode: 'generic_decline' },
    );
  }
  if (card.behaviour !== 'succeeds') throw chargeFailure(card.behaviour);
  // A session opened before the user subscribed (two tabs, or another plan's checkout) is not
  // paid beside the subscription: nothing is charged.
  await refuseSecondSubscription(deps.db, user.id, session.planId);

  // Ids come from the session's, so that two payments of one session racing make one
  // subscription and one event (the second is a duplicate).
  const token = session.providerSessionId.slice(SANDBOX_SESSION_PREFIX.length);
  const customerId = `cus_sbx_${user.id.replaceAll('-', '').slice(0, 24)}`;
  await saveCustomerId(deps.db, user.id, 'sandbox', customerId);
  const result = await applyBillingEvent(
    deps.db,
    {
      kind: 'checkout_completed',
      eventId: checkoutEventId(session.providerSessionId),
      provider: 'sandbox',
      occurredAt: now,
      providerSessionId: session.providerSessionId,
      userId: user.id,
      subscription: {
        providerSubscriptionId: `sub_sbx_${token}`,
        providerCustomerId: customerId,
        planId: session.planId,
        billingCycle: session.billingCycle,
        status: 'active',
        currentPeriodStart: now,
        currentPeriodEnd: addBillingPeriod(now, session.billingCycle),
        cancelAtPeriodEnd: false,
        canceledAt: null,
      },
    },
    { onCheckoutPaid: deps.notify.confirmed },
  );
  // The code stopped holding since the checkout opened: nothing was charged (the refusal and
  // the "charge" are one transaction), the card is not kept, the session says why.
  if (result === 'rejected')
    throw discountNoLongerValid(await ownSession(deps, user.id, session.providerSessionId));
  if (result === 'applied') {
    await insertCard(deps.db, {
      id: `pm_sbx_${randomIdPart()}`,
      userId: user.id,
      brand: card.brand,
      last4: card.number.slice(-4),
      expMonth: input.expMonth,
      expYear,
      behaviour: card.behaviour,
    });
  }
  return { url: successUrl };
}
