import type { TFunction } from 'i18next';
import { isApiError } from '#client/lib/api-client';
import { apiErrorMessage } from '#client/lib/api-error-message';

/**
 * The sandbox's refusals in the page's language: insufficient funds (402 PAYMENT_FAILED), a
 * declined card (402 CARD_DECLINED), an expired session (410 CHECKOUT_EXPIRED), card details the
 * server would not take (400), else the usual failure texts.
 */
export function sandboxPayErrorMessage(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('errors.generic');
  switch (error.code) {
    case 'PAYMENT_FAILED':
      return t('billing.sandbox.errors.insufficientFunds');
    case 'CARD_DECLINED':
      return t('billing.sandbox.errors.declined');
    case 'CHECKOUT_EXPIRED':
      return t('billing.sandbox.errors.expired');
    case 'VALIDATION_FAILED':
      return t('billing.sandbox.errors.invalidCard');
    case 'DISCOUNT_NO_LONGER_VALID':
      return t('billing.discountRejected.title');
    case 'NOT_FOUND':
      return t('billing.sandbox.errors.notFound');
    default:
      return apiErrorMessage(error, t);
  }
}
