import type { TFunction } from 'i18next';
import { DISCOUNT_REFUSALS, type DiscountRefusal } from '#common/contracts/billing';
import { isApiError } from '#client/lib/api-client';
import { apiErrorMessage } from '#client/lib/api-error-message';

/** Thrown when the server answered a checkout without a hosted page to go to. */
export class MissingCheckoutUrlError extends Error {
  constructor() {
    super('Failed to create checkout session');
    this.name = 'MissingCheckoutUrlError';
  }
}

/** Why the server refused a discount code (400 DISCOUNT_INVALID with `reason`), else null. */
export function discountRefusalOf(error: unknown): DiscountRefusal | null {
  if (!isApiError(error) || error.code !== 'DISCOUNT_INVALID') return null;
  const reason = error.body?.reason;
  return (DISCOUNT_REFUSALS as readonly unknown[]).includes(reason)
    ? (reason as DiscountRefusal)
    : 'not_found';
}

/** The translated message for a refused code, or for any other failure of the check. */
export function discountErrorMessage(error: unknown, t: TFunction): string {
  const refusal = discountRefusalOf(error);
  return refusal ? t(`billing.discount.refusals.${refusal}`) : apiErrorMessage(error, t);
}

/**
 * Why the checkout could not start: a refused code in words, the
 * server's own message for other refusals, 'Failed to initialize checkout' when the request
 * itself broke.
 */
export function checkoutFailureMessage(error: unknown, t: TFunction): string {
  if (error instanceof MissingCheckoutUrlError) return t('billing.checkout.failedCreate');
  if (discountRefusalOf(error)) return discountErrorMessage(error, t);
  if (!isApiError(error)) return t('billing.checkout.failedInit');
  if (error.code === 'HAS_SUBSCRIPTION') return t('billing.checkout.hasSubscription');
  if (error.code === 'CHECKOUT_ALREADY_PAID') return t('billing.checkout.alreadyPaid');
  if (error.isNetworkError || error.status >= 500) return apiErrorMessage(error, t);
  return error.message || t('billing.checkout.failedInit');
}
