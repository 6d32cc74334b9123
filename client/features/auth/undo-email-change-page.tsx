import type { ParseKeys } from 'i18next';
import { KeyRound, LogIn, Undo2 } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { Button } from '#client/components/ui/button';
import { ButtonLink } from '#client/components/ui/button-link';
import { FormAlert } from '#client/components/ui/form-alert';
import { apiRequest, isApiError } from '#client/lib/api-client';
import { useLocalizedPath } from '#client/lib/language-context';
import { useSession } from '#client/features/session';
import { AuthCard } from './auth-card';
import { LinkOutcome } from './link-outcome';

/** `POST /api/auth/undo-email-change`: restores the old address and ends every session. */
function useUndoEmailChange() {
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest<{ ok: boolean }>('/auth/undo-email-change', { method: 'POST', body: { token } }),
  });
}

/** Links that end the link for good: the user can only start over from here. */
function isFinal(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.code === 'UNDO_LINK_EXPIRED' ||
      error.code === 'INVALID_UNDO_TOKEN' ||
      error.code === 'OLD_EMAIL_TAKEN')
  );
}

function failureKey(error: unknown): ParseKeys {
  if (isApiError(error) && error.code === 'OLD_EMAIL_TAKEN') return 'emailUndo.taken';
  if (isApiError(error) && error.isNetworkError) return 'auth.errors.network';
  if (isFinal(error)) return 'emailUndo.invalid';
  return 'emailUndo.failed';
}

/**
 * {lang}/undo-email-change?token=: the link mailed to the old address after an e-mail change.
 * It asks for a click rather than acting on load, so a mail scanner opening the link undoes
 * nothing. Success says every session ended and leads to a new password and sign-in.
 */
export function UndoEmailChangePage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { user, clearSession } = useSession();
  const undo = useUndoEmailChange();

  // Every session of the account has ended, this browser's too.
  useEffect(() => {
    if (undo.isSuccess && user) clearSession();
  }, [undo.isSuccess, user, clearSession]);

  const signIn = (
    <ButtonLink to={to('/login')} variant="secondary" className="w-full">
      <LogIn aria-hidden="true" className="h-4 w-4" />
      {t('emailUndo.signIn')}
    </ButtonLink>
  );
  const resetPassword = (
    <ButtonLink to={to('/forgot-password')} className="w-full">
      <KeyRound aria-hidden="true" className="h-4 w-4" />
      {t('emailUndo.resetPassword')}
    </ButtonLink>
  );

  let title = t('emailUndo.title');
  let subtitle = t('emailUndo.subtitle');
  let content: ReactNode;
  if (undo.isSuccess) {
    title = t('emailUndo.doneTitle');
    subtitle = '';
    content = (
      <LinkOutcome tone="success" testId="undo-email" text={t('emailUndo.done')}>
        {resetPassword}
        {signIn}
      </LinkOutcome>
    );
  } else if (!token || isFinal(undo.error)) {
    title = t('emailUndo.invalidTitle');
    subtitle = '';
    content = (
      <LinkOutcome
        tone="problem"
        testId="undo-email"
        text={t(token ? failureKey(undo.error) : 'emailUndo.missing')}
      >
        {signIn}
        {resetPassword}
      </LinkOutcome>
    );
  } else {
    content = (
      <div className="flex flex-col gap-4">
        <FormAlert>{undo.error ? t(failureKey(undo.error)) : null}</FormAlert>
        <Button
          type="button"
          size="lg"
          disabled={undo.isPending}
          className="w-full"
          onClick={() => undo.mutate(token)}
        >
          <Undo2 aria-hidden="true" className="h-5 w-5" />
          {undo.isPending ? t('emailUndo.submitting') : t('emailUndo.submit')}
        </Button>
      </div>
    );
  }

  return (
    <AuthCard
      title={title}
      subtitle={subtitle}
      footer={
        <Link to={to('/login')} className="font-semibold text-accent-soft">
          {t('emailUndo.signIn')}
        </Link>
      }
    >
      {content}
    </AuthCard>
  );
}
