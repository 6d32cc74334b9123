import type { TFunction } from 'i18next';
import { isApiError } from './api-client';

/** A translated, human text for any failure of an API call. */
export function apiErrorMessage(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('errors.generic');
  if (error.isNetworkError) return t('errors.network');
  switch (error.code) {
    case 'VALIDATION_FAILED':
      return t('errors.validation');
    case 'NOT_FOUND':
      return t('errors.notFound');
    case 'RATE_LIMITED':
      return t('errors.rateLimited');
    case 'MAINTENANCE':
      return t('errors.maintenance');
    case 'UNAUTHENTICATED':
      return t('errors.unauthenticated');
    default:
      return error.status >= 500 ? t('errors.server') : t('errors.http', { status: error.status });
  }
}
