import type { ParseKeys } from 'i18next';
import { isApiError } from '#client/lib/api-client';

/** Why linking Google failed, as a text key (the codes of POST /api/auth/google/link). */
export function googleLinkErrorKey(error: unknown): ParseKeys {
  if (!isApiError(error)) return 'settings.google.failed';
  if (error.isNetworkError) return 'auth.errors.network';
  switch (error.code) {
    case 'GOOGLE_ALREADY_LINKED':
      return 'settings.google.alreadyLinked';
    case 'INVALID_GOOGLE_TOKEN':
      return 'auth.google.invalidToken';
    case 'GOOGLE_NOT_CONFIGURED':
      return 'auth.google.notInitialized';
  }
  return 'settings.google.failed';
}
