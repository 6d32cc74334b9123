import { useCallback, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { FormAlert } from '#client/components/ui/form-alert';
import { useLanguage, useLocalizedPath } from '#client/lib/language-context';
import { usePublicConfig } from '#client/lib/public-config';
import { useGoogleRegister, useSession } from '#client/features/session';
import { AuthCard } from './auth-card';
import { authErrorMessage } from './auth-errors';
import { GoogleSection } from './google-section';
import { RegisterForm, useRegisterForm } from './register-form';
import { useAuthRedirect } from './use-auth-redirect';

/** 'Create Account': Google (after the two confirmations) or the e-mail form. */
export function RegisterPage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { language } = useLanguage();
  const { user } = useSession();
  const { target, query, checkoutPlan } = useAuthRedirect();
  const config = usePublicConfig();
  const form = useRegisterForm();
  const [termsAccepted, ageConfirmed] = useWatch({
    control: form.control,
    name: ['termsAccepted', 'ageConfirmed'],
  });
  const confirmed = termsAccepted && ageConfirmed;
  const google = useGoogleRegister();
  const [googleError, setGoogleError] = useState<string | null>(null);
  const { mutate: googleRegister } = google;

  const onCredential = useCallback(
    (credential: string | null) => {
      if (!credential) {
        setGoogleError(t('auth.google.invalidToken'));
        return;
      }
      if (!confirmed) {
        setGoogleError(t('auth.google.confirmFirst'));
        return;
      }
      setGoogleError(null);
      googleRegister(
        { credential, remember: true, termsAccepted: true, ageConfirmed: true, language },
        { onError: (error) => setGoogleError(authErrorMessage(error, 'googleRegister', t)) },
      );
    },
    [confirmed, googleRegister, language, t],
  );

  if (user) return <Navigate to={target} replace />;

  const closed = config.data?.registrationEnabled === false;

  return (
    <AuthCard
      title={t('auth.register.title')}
      subtitle={
        checkoutPlan
          ? t('auth.register.toCheckout', { plan: t(`planNames.${checkoutPlan}`) })
          : t('auth.register.subtitle')
      }
      footer={
        <>
          {t('auth.register.haveAccount')}{' '}
          <Link to={`${to('/login')}${query}`} className="font-semibold text-accent-soft">
            {t('auth.register.signIn')}
          </Link>
        </>
      }
    >
      {closed ? (
        <FormAlert>{t('auth.errors.registrationClosed')}</FormAlert>
      ) : (
        <RegisterForm
          form={form}
          googleError={googleError}
          google={
            <GoogleSection mode="register" onCredential={onCredential} disabled={!confirmed}>
              {confirmed ? null : (
                <p className="text-center text-sm text-ink-subtle">
                  {t('auth.google.confirmBelow')}
                </p>
              )}
            </GoogleSection>
          }
        />
      )}
    </AuthCard>
  );
}
