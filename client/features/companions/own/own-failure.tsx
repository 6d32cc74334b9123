import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '#client/lib/api-client';
import { apiErrorMessage } from '#client/lib/api-error-message';
import { useLocalizedPath } from '#client/lib/language-context';
import { serverProblems } from './own-form-values';

/** A failure's reason in the form's words: 413 and 415 of an upload say what to do. */
export function useOwnReason() {
  const { t } = useTranslation();
  return (error: unknown) => {
    if (isApiError(error) && error.status === 413) return t('ownCompanions.avatar.tooLarge');
    if (isApiError(error) && error.status === 415) return t('ownCompanions.avatar.unsupported');
    return apiErrorMessage(error, t);
  };
}

/** The plan's limit was reached (403 `COMPANION_LIMIT_REACHED`, with `limit` and `used`). */
export function isLimitReached(error: unknown): boolean {
  return isApiError(error) && error.code === 'COMPANION_LIMIT_REACHED';
}

export function LimitReached({ used, limit }: { used: number; limit: number }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <p>
      {t('ownCompanions.errors.limit', { used, limit })}{' '}
      <Link to={to('/plans')} className="font-semibold underline underline-offset-2">
        {t('ownCompanions.errors.seePlans')}
      </Link>
    </p>
  );
}

/**
 * What the form says above its buttons after a refused save: the plan's limit with a link to the
 * plans, or the reason; nothing when the server named fields (they show at the fields).
 */
export function useOwnSaveFailure() {
  const { t } = useTranslation();
  const reason = useOwnReason();
  return (error: unknown, kind: 'create' | 'save'): ReactNode => {
    if (!error) return null;
    if (isLimitReached(error)) {
      const body = isApiError(error) ? error.body : undefined;
      return (
        <LimitReached
          used={typeof body?.used === 'number' ? body.used : 0}
          limit={typeof body?.limit === 'number' ? body.limit : 0}
        />
      );
    }
    if (Object.keys(serverProblems(error)).length > 0) return null;
    return kind === 'create'
      ? t('ownCompanions.errors.createFailed', { reason: reason(error) })
      : t('ownCompanions.errors.saveFailed', { reason: reason(error) });
  };
}
