import type { TFunction } from 'i18next';
import { isApiError } from '#client/lib/api-client';
import { retryAfterOf, waitText } from '#client/lib/wait-text';

/** What asking for another link came to, as text; null while nothing was asked or it is under way. */
export function resendFeedback(
  state: { isSuccess: boolean; data?: { sent: boolean }; error: unknown },
  t: TFunction,
): { tone: 'ok' | 'problem'; text: string } | null {
  if (state.isSuccess && state.data) {
    return {
      tone: 'ok',
      text: t(state.data.sent ? 'verifyReminder.sent' : 'verifyReminder.alreadyVerified'),
    };
  }
  const { error } = state;
  if (!error) return null;
  if (isApiError(error) && error.isNetworkError) {
    return { tone: 'problem', text: t('auth.errors.network') };
  }
  if (isApiError(error) && error.status === 429) {
    const seconds = retryAfterOf(error.body);
    return {
      tone: 'problem',
      text:
        seconds === null
          ? t('verifyReminder.rateLimitedNoWait')
          : t('verifyReminder.rateLimited', { wait: waitText(seconds, t) }),
    };
  }
  return { tone: 'problem', text: t('verifyReminder.failed') };
}
