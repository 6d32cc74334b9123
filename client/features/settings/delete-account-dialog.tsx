import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PasswordField } from '#client/components/password-field';
import { Button } from '#client/components/ui/button';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog';
import { FormAlert } from '#client/components/ui/form-alert';
import { TextField } from '#client/components/ui/text-field';
import { useLocalizedPath } from '#client/lib/language-context';
import { toast } from '#client/lib/toast';
import { type SessionUser, useSession } from '#client/features/session';
import { useDeleteAccount } from './account-api';
import { accountErrorOf } from './account-errors';

const CONFIRM_WORD = 'DELETE';

/**
 * Deleting the account, after confirming with the password (or typing DELETE for accounts that
 * sign in with Google only). Afterwards this browser is signed out and goes home.
 */
export function DeleteAccountDialog({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const { clearSession } = useSession();
  const mutation = useDeleteAccount();
  const [value, setValue] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const ready = user.hasPassword ? value !== '' : value.trim() === CONFIRM_WORD;

  const remove = async () => {
    setFailure(null);
    try {
      await mutation.mutateAsync(
        user.hasPassword ? { password: value } : { confirm: CONFIRM_WORD },
      );
    } catch (error) {
      setFailure(accountErrorOf(error, t).message);
      throw error;
    }
    clearSession(() => navigate(to('/'), { replace: true }));
    toast.success(t('settings.danger.deleted'));
  };

  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" className="border-rose-500/50 text-rose-300 hover:bg-rose-500/10">
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          {t('settings.danger.delete')}
        </Button>
      }
      onOpenChange={() => {
        setValue('');
        setFailure(null);
      }}
      title={t('settings.danger.confirmTitle')}
      description={t('settings.danger.confirmText')}
      confirmLabel={t('settings.danger.confirm')}
      pendingLabel={t('settings.danger.deleting')}
      cancelLabel={t('settings.danger.cancel')}
      confirmDisabled={!ready}
      onConfirm={remove}
    >
      <FormAlert>{failure}</FormAlert>
      {user.hasPassword ? (
        <PasswordField
          label={t('settings.danger.passwordLabel')}
          autoComplete="current-password"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      ) : (
        <TextField
          label={t('settings.danger.typeLabel', { word: CONFIRM_WORD })}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      )}
    </ConfirmDialog>
  );
}
