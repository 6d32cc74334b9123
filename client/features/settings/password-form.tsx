import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordMeetsRules } from '#common/contracts/auth';
import { PasswordChecklist } from '#client/components/password-checklist';
import { PasswordField } from '#client/components/password-field';
import { Button } from '#client/components/ui/button';
import { FormAlert } from '#client/components/ui/form-alert';
import { toast } from '#client/lib/toast';
import { useRefreshSession } from '#client/features/session';
import { useChangePassword } from './account-api';
import { accountErrorOf, type AccountError } from './account-errors';

/** The current password, a new one (the four rules) and its confirmation. */
export function PasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const refresh = useRefreshSession();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [failure, setFailure] = useState<AccountError | null>(null);

  const rulesMet = passwordMeetsRules(next);
  const mismatch = confirm !== '' && confirm !== next;
  const valid = current !== '' && rulesMet && confirm === next;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!valid) return;
    setFailure(null);
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          setConfirm('');
          toast.success(t('settings.account.passwordSaved'));
          // Other sessions were revoked; this one gets a fresh token too.
          refresh.mutate();
        },
        onError: (error) => setFailure(accountErrorOf(error, t)),
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormAlert>{failure && failure.field !== 'password' ? failure.message : null}</FormAlert>
      <PasswordField
        label={t('settings.account.currentPassword')}
        autoComplete="current-password"
        value={current}
        error={failure?.field === 'password' ? failure.message : null}
        onChange={(event) => setCurrent(event.target.value)}
      />
      <PasswordField
        label={t('settings.account.newPassword')}
        autoComplete="new-password"
        value={next}
        hint={<PasswordChecklist password={next} />}
        error={next !== '' && !rulesMet ? t('auth.password.requirements') : null}
        onChange={(event) => setNext(event.target.value)}
      />
      <PasswordField
        label={t('settings.account.confirmPassword')}
        autoComplete="new-password"
        value={confirm}
        error={mismatch ? t('auth.password.mismatch') : null}
        onChange={(event) => setConfirm(event.target.value)}
      />
      <Button type="submit" disabled={!valid || change.isPending} className="justify-self-start">
        {t('settings.account.savePassword')}
      </Button>
    </form>
  );
}
