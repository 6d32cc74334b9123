import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useLocalizedPath } from '#client/lib/language-context';
import { useGoogleLogin, useSession } from '#client/features/session';
import { AuthCard } from './auth-card';
import { authErrorMessage } from './auth-errors';
import { GoogleSection } from './google-section';
import { LoginForm } from './login-form';
import { useAuthRedirect } from './use-auth-redirect';

/** 'Welcome Back': Google, then e-mail and password. Signed in, it goes on to the target. */
export function LoginPage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { user } = useSession();
  const { target, query, checkoutPlan } = useAuthRedirect();
  const google = useGoogleLogin();
  const [googleError, setGoogleError] = useState<string | null>(null);
  const { mutate: googleLogin } = google;

  const onCredential = useCallback(
    (credential: string | null) => {
      if (!credential) {
        setGoogleError(t('auth.google.invalidToken'));
        return;
      }
      setGoogleError(null);
      googleLogin(
        { credential, remember: true },
        { onError: (error) => setGoogleError(authErrorMessage(error, 'googleLogin', t)) },
      );
    },
    [googleLogin, t],
  );

  if (user) return <Navigate to={target} replace />;

  return (
    <AuthCard
      title={t('auth.login.title')}
      subtitle={
        checkoutPlan
          ? t('auth.login.toCheckout', { plan: t(`planNames.${checkoutPlan}`) })
          : t('auth.login.subtitle')
      }
      footer={
        <>
          {t('auth.login.noAccount')}{' '}
          <Link to={`${to('/register')}${query}`} className="font-semibold text-accent-soft">
            {t('auth.login.signUp')}
          </Link>
        </>
      }
    >
      <div className="flex flex-col gap-5">
        <GoogleSection mode="login" onCredential={onCredential} />
        <LoginForm googleError={googleError} />
      </div>
    </AuthCard>
  );
}
