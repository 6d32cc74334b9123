import { zodResolver } from '@hookform/resolvers/zod';
import type { ParseKeys } from 'i18next';
import { KeyRound, LogIn } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PasswordChecklist } from '#client/components/password-checklist';
import { PasswordField } from '#client/components/password-field';
import { Button } from '#client/components/ui/button';
import { ButtonLink } from '#client/components/ui/button-link';
import { FormAlert } from '#client/components/ui/form-alert';
import { Skeleton } from '#client/components/ui/skeleton';
import { isApiError } from '#client/lib/api-client';
import { useLocalizedPath } from '#client/lib/language-context';
import { useSession } from '#client/features/session';
import { AuthCard } from './auth-card';
import { LinkOutcome } from './link-outcome';
import { useResetLinkStatus, useResetPassword } from './reset-password-api';
import { resetPasswordFormSchema, type ResetPasswordFormValues } from './reset-password-schema';

function failureKey(error: unknown): ParseKeys {
  if (isApiError(error) && error.status === 429) return 'passwordReset.reset.rateLimited';
  if (isApiError(error) && error.isNetworkError) return 'auth.errors.network';
  return 'passwordReset.reset.failed';
}

/**
 * {lang}/reset-password?token=: a new password (the sign-up rules, ticked live) and its
 * confirmation. Success says every session ended and leads to sign-in; a missing, used or
 * expired token says so and offers a new link.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { user, clearSession } = useSession();
  const reset = useResetPassword();
  const status = useResetLinkStatus(token);
  const [invalid, setInvalid] = useState(false);
  const form = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
    mode: 'onChange',
  });
  const password = useWatch({ control: form.control, name: 'password' });
  const { errors } = form.formState;
  const message = (key: string | undefined) => (key ? t(key as ParseKeys) : null);

  // Every session of the account has ended, this browser's too.
  useEffect(() => {
    if (reset.isSuccess && user) clearSession();
  }, [reset.isSuccess, user, clearSession]);

  const onSubmit = form.handleSubmit((values) => {
    reset.mutate(
      { token, password: values.password },
      {
        onError: (error) => {
          if (!isApiError(error)) return;
          if (error.code === 'INVALID_RESET_TOKEN') setInvalid(true);
          else if (error.code === 'VALIDATION_FAILED' && error.fields?.password) {
            form.setError('password', { message: 'auth.password.requirements' });
          }
        },
      },
    );
  });

  const requestNew = (
    <ButtonLink to={to('/forgot-password')} className="w-full">
      {t('passwordReset.reset.requestNew')}
    </ButtonLink>
  );

  let content: ReactNode;
  let title = t('passwordReset.reset.title');
  let subtitle = t('passwordReset.reset.subtitle');
  if (!token || invalid || (status.data?.valid === false && !reset.isSuccess)) {
    title = t('passwordReset.reset.invalidTitle');
    subtitle = '';
    content = (
      <LinkOutcome tone="problem" text={t('passwordReset.reset.invalid')} testId="reset-password">
        {requestNew}
      </LinkOutcome>
    );
  } else if (status.isPending && !reset.isSuccess) {
    content = (
      <div role="status" className="flex flex-col gap-4">
        <span className="sr-only">{t('passwordReset.reset.checking')}</span>
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  } else if (reset.isSuccess) {
    title = t('passwordReset.reset.doneTitle');
    subtitle = '';
    content = (
      <LinkOutcome tone="success" text={t('passwordReset.reset.done')} testId="reset-password">
        <ButtonLink to={to('/login')} className="w-full">
          <LogIn aria-hidden="true" className="h-4 w-4" />
          {t('passwordReset.reset.signIn')}
        </ButtonLink>
      </LinkOutcome>
    );
  } else {
    const failure =
      reset.error && !(isApiError(reset.error) && reset.error.code === 'VALIDATION_FAILED')
        ? t(failureKey(reset.error))
        : null;
    content = (
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormAlert>{failure}</FormAlert>
        <PasswordField
          label={t('passwordReset.reset.password')}
          autoComplete="new-password"
          hint={<PasswordChecklist password={password} />}
          error={message(errors.password?.message)}
          {...form.register('password', { deps: ['confirmPassword'] })}
        />
        <PasswordField
          label={t('passwordReset.reset.confirm')}
          autoComplete="new-password"
          error={message(errors.confirmPassword?.message)}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" size="lg" disabled={reset.isPending} className="mt-2 w-full">
          <KeyRound aria-hidden="true" className="h-5 w-5" />
          {reset.isPending ? t('passwordReset.reset.submitting') : t('passwordReset.reset.submit')}
        </Button>
      </form>
    );
  }

  return (
    <AuthCard
      title={title}
      subtitle={subtitle}
      footer={
        <Link to={to('/login')} className="font-semibold text-accent-soft">
          {t('passwordReset.forgot.back')}
        </Link>
      }
    >
      {content}
    </AuthCard>
  );
}
