import type { ParseKeys, TFunction } from 'i18next';
import { isApiError } from '#client/lib/api-client';
import { retryAfterOf, waitText } from '#client/lib/wait-text';

export type AuthAction = 'login' | 'register' | 'googleLogin' | 'googleRegister';

/** What each action says when nothing more specific applies: [4xx answer, failure without one]. */
const FALLBACKS: Record<AuthAction, { rejected: ParseKeys; failed: ParseKeys }> = {
  login: { rejected: 'auth.errors.loginFailed', failed: 'auth.errors.generic' },
  register: { rejected: 'auth.errors.registerFailed', failed: 'auth.errors.registerRetry' },
  googleLogin: { rejected: 'auth.google.loginFailed', failed: 'auth.google.authFailed' },
  googleRegister: { rejected: 'auth.google.registerFailed', failed: 'auth.google.registerRetry' },
};

const isGoogle = (action: AuthAction) => action === 'googleLogin' || action === 'googleRegister';

function specificKey(code: string, status: number, action: AuthAction): ParseKeys | null {
  switch (code) {
    case 'INVALID_CREDENTIALS':
      return 'auth.errors.invalidCredentials';
    case 'ACCOUNT_SUSPENDED':
      return 'auth.errors.suspended';
    case 'EMAIL_TAKEN':
      return isGoogle(action) ? 'auth.google.alreadyRegistered' : 'auth.errors.emailTaken';
    case 'USERNAME_TAKEN':
      return 'auth.errors.usernameTaken';
    case 'EMAIL_NOT_VERIFIED':
      return 'auth.google.emailNotVerified';
    case 'INVALID_GOOGLE_TOKEN':
      return 'auth.google.invalidToken';
    case 'GOOGLE_NOT_CONFIGURED':
      return 'auth.google.notInitialized';
    case 'MAINTENANCE':
      return 'errors.maintenance';
  }
  if (action === 'googleLogin' && status === 404) return 'auth.google.noAccount';
  if (action === 'register' && status === 403) return 'auth.errors.registrationClosed';
  return null;
}

/** The text for a failed sign-in or sign-up, in the interface's language. */
export function authErrorMessage(error: unknown, action: AuthAction, t: TFunction): string {
  const fallback = FALLBACKS[action];
  if (!isApiError(error)) return t(fallback.failed);
  if (error.isNetworkError) {
    return isGoogle(action) ? t('auth.google.authFailed') : t('auth.errors.network');
  }
  if (error.status === 429) {
    const seconds = retryAfterOf(error.body);
    return seconds === null
      ? t('auth.errors.rateLimitedNoWait')
      : t('auth.errors.rateLimited', { wait: waitText(seconds, t) });
  }
  const key = specificKey(error.code, error.status, action);
  if (key) return t(key);
  return t(error.status >= 500 ? fallback.failed : fallback.rejected);
}
