import { useMutation } from '@tanstack/react-query';
import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { profileResponseSchema } from '#common/contracts/profile';
import { ADDRESS_FORMS, type AddressForm } from '#common/contracts/user';
import { Card } from '#client/components/ui/card';
import { SelectField } from '#client/components/ui/select-field';
import { apiRequest } from '#client/lib/api-client';
import { apiErrorMessage } from '#client/lib/api-error-message';
import { toast } from '#client/lib/toast';
import { useSession } from '#client/features/session';

/**
 * "Address me as": not set (neutral texts), feminine or masculine forms where Bulgarian marks
 * them. Saved on the user as soon as it changes (`PUT /api/users/profile`); the session's user
 * then carries it, so every text that addresses the user follows at once.
 */
export function AddressAsSection({ value }: { value: AddressForm }) {
  const { t } = useTranslation();
  const { updateUser } = useSession();
  const save = useMutation({
    mutationFn: (addressAs: AddressForm) =>
      apiRequest('/users/profile', {
        schema: profileResponseSchema,
        method: 'PUT',
        body: { addressAs },
      }),
  });

  const choose = (addressAs: AddressForm) => {
    if (addressAs === value) return;
    save.mutate(addressAs, {
      onSuccess: () => {
        updateUser((user) => ({ ...user, addressAs }));
        toast.success(t('myProfile.addressAs.saved'));
      },
      onError: (error) =>
        toast.error(t('myProfile.addressAs.failed', { message: apiErrorMessage(error, t) })),
    });
  };

  return (
    <Card className="p-6">
      <h2 className="flex items-center gap-2 font-display text-xl font-semibold">
        <UserRound aria-hidden="true" className="h-5 w-5 text-accent" />
        {t('myProfile.addressAs.title')}
      </h2>
      <SelectField
        className="mt-4 max-w-xs"
        label={t('myProfile.addressAs.label')}
        hint={t('myProfile.addressAs.text')}
        value={save.isPending && save.variables ? save.variables : value}
        disabled={save.isPending}
        options={ADDRESS_FORMS.map((form) => ({
          value: form,
          label: t(`myProfile.addressAs.options.${form}`),
        }))}
        onChange={choose}
      />
    </Card>
  );
}
