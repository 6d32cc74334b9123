import type { PlanId } from '../../../common/contracts/user';
import type { Account } from '../users/account-repository';

export interface Entitlements {
  plan: PlanId;
  isPremium: boolean;
}

const FREE: Entitlements = { plan: 'basic', isPremium: false };

/**
 * What a user's plan unlocks. Every premium decision of the server (the user object, gallery
 * images, premium media, later premium companions and voice) comes from here. There is no billing
 * yet, so everyone is on the free plan. The billing issue derives this from the user's
 * subscription: premium or pro while a subscription is active, trialing or past_due (past_due
 * keeps access during the payment retries), else basic. It should load the subscription together
 * with the session so that this stays a synchronous function of the user.
 */
export function entitlementsFor(_user: Pick<Account, 'id'>): Entitlements {
  return FREE;
}
