import { zodResolver } from '@hookform/resolvers/zod';
import type { ParseKeys } from 'i18next';
import { LogIn } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PasswordField } from '#client/components/password-field';
import { Button } from '#client/components/ui/button';
import { CheckboxField } from '#client/components/ui/checkbox-field';
import { FormAlert } from '#client/components/ui/form-alert';
import { TextField } from '#client/components/ui/text-field';
import { useLocalizedPath } from '#client/lib/language-context';
import { useLogin } from '#client/features/session';
import { authErrorMessage } from './auth-errors';
import { loginFormSchema, type LoginFormValues } from './login-schema';

/** E-mail (or username) and password, Remember me; a clear text on failure. */
export function LoginForm({ googleError }: { googleError?: string | null }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const login = useLogin();
  const form = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { login: '', password: '', remember: false },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const message = (key: string | undefined) => (key ? t(key as ParseKeys) : null);

  const onSubmit = form.handleSubmit((values) => {
    login.mutate(values);
  });

  const failure = login.error ? authErrorMessage(login.error, 'login', t) : googleError;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormAlert>{failure}</FormAlert>
      <TextField
        label={t('auth.fields.login')}
        autoComplete="username"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        error={message(errors.login?.message)}
        {...form.register('login')}
      />
      <PasswordField
        label={t('auth.fields.password')}
        autoComplete="current-password"
        error={message(errors.password?.message)}
        {...form.register('password')}
      />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <CheckboxField label={t('auth.login.remember')} {...form.register('remember')} />
        <Link
          to={to('/forgot-password')}
          className="text-sm font-semibold text-accent-soft hover:underline"
        >
          {t('passwordReset.forgotLink')}
        </Link>
      </div>
      <Button type="submit" size="lg" disabled={login.isPending} className="mt-2 w-full">
        <LogIn aria-hidden="true" className="h-5 w-5" />
        {login.isPending ? t('auth.login.submitting') : t('auth.login.submit')}
      </Button>
    </form>
  );
}
