import { zodResolver } from '@hookform/resolvers/zod';
import type { ParseKeys } from 'i18next';
import { UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { splitFullName } from '#common/contracts/auth';
import { PasswordChecklist } from '#client/components/password-checklist';
import { PasswordField } from '#client/components/password-field';
import { Button } from '#client/components/ui/button';
import { CheckboxField } from '#client/components/ui/checkbox-field';
import { FormAlert } from '#client/components/ui/form-alert';
import { TextField } from '#client/components/ui/text-field';
import { useLanguage, useLocalizedPath } from '#client/lib/language-context';
import { useRegister } from '#client/features/session';
import { authErrorMessage } from './auth-errors';
import { registerFormSchema, type RegisterFormValues } from './register-schema';

export type RegisterForm = UseFormReturn<RegisterFormValues>;

export function useRegisterForm(): RegisterForm {
  return useForm<RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      fullName: '',
      email: '',
      password: '',
      confirmPassword: '',
      termsAccepted: false,
      ageConfirmed: false,
    },
    mode: 'onChange',
  });
}

/**
 * Full Name, Email Address, Password with the live checklist, Confirm Password and the two
 * confirmations. Create Account stays disabled until everything is valid. `google` renders above
 * the fields (it shares the two confirmations).
 */
export function RegisterForm({
  form,
  google,
  googleError,
}: {
  form: RegisterForm;
  google: ReactNode;
  googleError: string | null;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const register = useRegister();
  const { errors, isValid } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });
  const message = (key: string | undefined) => (key ? t(key as ParseKeys) : null);

  const onSubmit = form.handleSubmit((values) => {
    const { firstName, lastName } = splitFullName(values.fullName);
    register.mutate({
      email: values.email.trim(),
      password: values.password,
      firstName,
      lastName,
      termsAccepted: true,
      ageConfirmed: true,
      language,
    });
  });

  const failure = register.error ? authErrorMessage(register.error, 'register', t) : googleError;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {google}
      <FormAlert>{failure}</FormAlert>
      <TextField
        label={t('auth.fields.fullName')}
        autoComplete="name"
        error={message(errors.fullName?.message)}
        {...form.register('fullName')}
      />
      <TextField
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        error={message(errors.email?.message)}
        {...form.register('email')}
      />
      <PasswordField
        label={t('auth.fields.password')}
        autoComplete="new-password"
        hint={<PasswordChecklist password={password} />}
        error={message(errors.password?.message)}
        {...form.register('password', { deps: ['confirmPassword'] })}
      />
      <PasswordField
        label={t('auth.fields.confirmPassword')}
        autoComplete="new-password"
        error={message(errors.confirmPassword?.message)}
        {...form.register('confirmPassword')}
      />
      <CheckboxField
        label={<TermsLabel />}
        error={message(errors.termsAccepted?.message)}
        {...form.register('termsAccepted')}
      />
      <CheckboxField
        label={t('auth.register.adult')}
        error={message(errors.ageConfirmed?.message)}
        {...form.register('ageConfirmed')}
      />
      <Button
        type="submit"
        size="lg"
        disabled={!isValid || register.isPending}
        className="mt-2 w-full"
      >
        <UserPlus aria-hidden="true" className="h-5 w-5" />
        {register.isPending ? t('auth.register.submitting') : t('auth.register.submit')}
      </Button>
    </form>
  );
}

const LEGAL_LINK = 'font-semibold text-accent-soft underline underline-offset-4 hover:text-ink';

/**
 * "I agree to the Terms of Service and the Privacy Policy", each a link that opens in a new tab,
 * so reading them keeps what is typed in the form.
 */
function TermsLabel() {
  const to = useLocalizedPath();
  return (
    <Trans
      i18nKey="auth.register.terms"
      components={{
        terms: <a href={to('/terms')} target="_blank" rel="noopener" className={LEGAL_LINK} />,
        privacy: <a href={to('/privacy')} target="_blank" rel="noopener" className={LEGAL_LINK} />,
      }}
    />
  );
}
