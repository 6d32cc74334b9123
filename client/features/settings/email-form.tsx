import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '#client/components/password-field';
import { Button } from '#client/components/ui/button';
import { FormAlert } from '#client/components/ui/form-alert';
import { TextField } from '#client/components/ui/text-field';
import { toast } from '#client/lib/toast';
import type { SessionUser } from '#client/features/session';
import { useChangeEmail } from './account-api';
import { accountErrorOf, type AccountError } from './account-errors';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A new e-mail address, confirmed with the current password. */
export function EmailForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const change = useChangeEmail();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState<'email' | 'password' | null>(null);
  const [failure, setFailure] = useState<AccountError | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = email.trim();
    if (!EMAIL_PATTERN.test(next)) return setInvalid('email');
    if (!password) return setInvalid('password');
    setInvalid(null);
    setFailure(null);
    change.mutate(
      { email: next, currentPassword: password },
      {
        onSuccess: () => {
          setEmail('');
          setPassword('');
          toast.success(t('settings.account.emailSaved'));
        },
        onError: (error) => setFailure(accountErrorOf(error, t)),
      },
    );
  };

  const emailError =
    invalid === 'email'
      ? t('auth.validation.emailInvalid')
      : failure?.field === 'email'
        ? failure.message
        : null;
  const passwordError =
    invalid === 'password'
      ? t('settings.validation.currentPasswordRequired')
      : failure?.field === 'password'
        ? failure.message
        : null;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <p className="text-sm text-ink-muted">
        {t('settings.account.currentEmail')}{' '}
        <span className="font-medium break-all text-ink">{user.email}</span>
      </p>
      <FormAlert>{failure && !failure.field ? failure.message : null}</FormAlert>
      <TextField
        label={t('settings.account.newEmail')}
        type="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        value={email}
        error={emailError}
        onChange={(event) => setEmail(event.target.value)}
      />
      <PasswordField
        label={t('settings.account.currentPassword')}
        autoComplete="current-password"
        value={password}
        error={passwordError}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" disabled={change.isPending} className="justify-self-start">
        {t('settings.account.saveEmail')}
      </Button>
    </form>
  );
}
