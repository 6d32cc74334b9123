import type { PlanId } from '#common/contracts/user';
import type { Account } from './account-repository';

export interface Entitlements {
  plan: PlanId;
  isPremium: boolean;
}

/**
 * What a user's plan unlocks. Every premium decision of the server (the user object, gallery
 * images, premium media, premium companions, voice and the daily limit) comes from here.
 * `premiumPlan` is read with the account (ACCOUNT_COLUMNS) from the user's subscriptions: premium
 * or pro while one is active, trialing or past_due (past_due keeps access while the payment is
 * retried), else basic.
 */
export function entitlementsFor(user: Pick<Account, 'premiumPlan'>): Entitlements {
  const plan = user.premiumPlan ?? 'basic';
  return { plan, isPremium: plan !== 'basic' };
}
