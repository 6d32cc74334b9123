import type { ParseKeys } from 'i18next';
import { LayoutDashboard, LogIn, MailCheck } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { Button } from '#client/components/ui/button';
import { ButtonLink } from '#client/components/ui/button-link';
import { FormAlert } from '#client/components/ui/form-alert';
import { apiRequest, isApiError } from '#client/lib/api-client';
import { useLocalizedPath } from '#client/lib/language-context';
import { ResendVerification } from '#client/features/email-verification';
import { useSession } from '#client/features/session';
import { AuthCard } from './auth-card';
import { LinkOutcome } from './link-outcome';

/** `POST /api/auth/verify-email`: marks the address the link was mailed to as verified. */
function useVerifyEmail() {
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest<{ ok: boolean }>('/auth/verify-email', { method: 'POST', body: { token } }),
  });
}

const isCode = (error: unknown, code: string) => isApiError(error) && error.code === code;

function retryKey(error: unknown): ParseKeys {
  return isApiError(error) && error.isNetworkError ? 'auth.errors.network' : 'verifyEmail.failed';
}

/**
 * {lang}/verify-email?token=: the link mailed after a sign-up or an e-mail change. It asks for a
 * click rather than acting on load, so a mail scanner opening the link verifies nothing. Works
 * signed in or out; signed in, the session is asked again so the reminder goes at once.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { user, reloadUser } = useSession();
  const verify = useVerifyEmail();

  const signedIn = user !== null;
  const reloaded = useRef(false);
  useEffect(() => {
    if (!verify.isSuccess || !signedIn || reloaded.current) return;
    reloaded.current = true;
    void reloadUser().catch(() => undefined);
  }, [verify.isSuccess, signedIn, reloadUser]);

  const next = signedIn ? (
    <ButtonLink to={to('/dashboard')} className="w-full">
      <LayoutDashboard aria-hidden="true" className="h-4 w-4" />
      {t('verifyEmail.toDashboard')}
    </ButtonLink>
  ) : (
    <ButtonLink to={to('/login')} className="w-full">
      <LogIn aria-hidden="true" className="h-4 w-4" />
      {t('verifyEmail.signIn')}
    </ButtonLink>
  );

  let title = t('verifyEmail.title');
  let subtitle = t('verifyEmail.subtitle');
  let content: ReactNode;
  if (verify.isSuccess) {
    title = t('verifyEmail.doneTitle');
    subtitle = '';
    content = (
      <LinkOutcome tone="success" testId="verify-email" text={t('verifyEmail.done')}>
        {next}
      </LinkOutcome>
    );
  } else if (isCode(verify.error, 'VERIFICATION_LINK_EXPIRED')) {
    title = t('verifyEmail.expiredTitle');
    subtitle = '';
    content = (
      <LinkOutcome
        tone="problem"
        testId="verify-email"
        text={t(signedIn ? 'verifyEmail.expired' : 'verifyEmail.expiredSignedOut')}
      >
        {signedIn ? <ResendVerification variant="primary" buttonClassName="w-full" /> : next}
      </LinkOutcome>
    );
  } else if (!token || isCode(verify.error, 'INVALID_VERIFICATION_TOKEN')) {
    title = t('verifyEmail.invalidTitle');
    subtitle = '';
    content = (
      <LinkOutcome
        tone="problem"
        testId="verify-email"
        text={t(token ? 'verifyEmail.invalid' : 'verifyEmail.missing')}
      >
        {next}
      </LinkOutcome>
    );
  } else {
    content = (
      <div className="flex flex-col gap-4">
        <FormAlert>{verify.error ? t(retryKey(verify.error)) : null}</FormAlert>
        <Button
          type="button"
          size="lg"
          disabled={verify.isPending}
          className="w-full"
          onClick={() => verify.mutate(token)}
        >
          <MailCheck aria-hidden="true" className="h-5 w-5" />
          {verify.isPending ? t('verifyEmail.submitting') : t('verifyEmail.submit')}
        </Button>
      </div>
    );
  }

  return (
    <AuthCard title={title} subtitle={subtitle}>
      {content}
    </AuthCard>
  );
}
