import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button';
import { TextField } from '#client/components/ui/text-field';
import { apiErrorMessage } from '#client/lib/api-error-message';
import { toast } from '#client/lib/toast';
import type { SessionUser } from '#client/features/session';
import { useUpdateName } from './account-api';

/** First and last name (the profile's name). */
export function NameForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const update = useUpdateName();
  const [firstName, setFirstName] = useState(user.firstName);
  const [lastName, setLastName] = useState(user.lastName ?? '');
  const [missing, setMissing] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!firstName.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    update.mutate(
      { firstName: firstName.trim(), lastName: lastName.trim() },
      {
        onSuccess: () => toast.success(t('settings.account.nameSaved')),
        onError: (error) => toast.error(apiErrorMessage(error, t)),
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('settings.account.firstName')}
          autoComplete="given-name"
          maxLength={60}
          value={firstName}
          error={missing ? t('auth.validation.nameRequired') : null}
          onChange={(event) => setFirstName(event.target.value)}
        />
        <TextField
          label={t('settings.account.lastName')}
          autoComplete="family-name"
          maxLength={60}
          value={lastName}
          onChange={(event) => setLastName(event.target.value)}
        />
      </div>
      <Button type="submit" disabled={update.isPending} className="justify-self-start">
        {t('settings.account.saveName')}
      </Button>
    </form>
  );
}
