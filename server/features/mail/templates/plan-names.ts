import type { BillingCycle } from '#common/billing/plans';
import type { PlanId } from '#common/contracts/user';
import type { EmailTexts } from '../texts';

/** Plan and billing cycle names as the e-mails write them. */

export function planName(t: EmailTexts, plan: PlanId): string {
  return t(`plans.${plan}`);
}

export function billingCycleName(t: EmailTexts, cycle: BillingCycle): string {
  return t(`cycles.${cycle}`);
}
