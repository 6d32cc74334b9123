import type { TFunction } from 'i18next';
import { isApiError, type ApiError } from '#client/lib/api-client';
import { apiErrorMessage } from '#client/lib/api-error-message';
import type { PhotoLimits } from './photo-items';

/** 400 UNDER_18 in our own words, naming the field (`persona.bg.backstory.childhood`). */
export function underAgeMessage(error: ApiError, t: TFunction): string {
  const field = typeof error.body?.field === 'string' ? error.body.field : '';
  return t('adminModels.errors.underAge', { field });
}

/**
 * The reason under a "Failed to … model" banner: for a photo the server refused (413 too large,
 * 415 not an allowed image) our own words with the limit, then the server's message, which names
 * the file; the server's message for other refusals (it says which field); else the usual text.
 */
export function companionErrorDetail(error: unknown, t: TFunction, limits: PhotoLimits): string {
  if (!isApiError(error)) return apiErrorMessage(error, t);
  if (error.status === 413) {
    return `${t('adminModels.errors.tooLarge', { max: limits.maxFileSizeMb })} ${error.message}`;
  }
  if (error.status === 415) {
    const formats = limits.formats.map((format) => format.toUpperCase()).join(', ');
    return `${t('adminModels.errors.unsupported', { formats })} ${error.message}`;
  }
  if (error.code === 'UNDER_18') return underAgeMessage(error, t);
  if (error.status === 400 || error.status === 409) {
    const fields = error.fields ? Object.values(error.fields).join(' ') : '';
    return fields || error.message;
  }
  return apiErrorMessage(error, t);
}
