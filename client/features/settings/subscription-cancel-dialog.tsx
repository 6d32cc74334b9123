import { CalendarX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog';
import { FormAlert } from '#client/components/ui/form-alert';
import { toast } from '#client/lib/toast';
import { useCancelSubscription } from './subscription-api';
import { useAddressContext } from '#client/features/session';

/** 'Cancel subscription' with its confirmation; access continues to the end of the period. */
export function SubscriptionCancelDialog({ subscriptionId }: { subscriptionId: string }) {
  const { t } = useTranslation();
  const context = useAddressContext();
  const cancel = useCancelSubscription();

  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" className="border-rose-500/50 text-rose-300 hover:bg-rose-500/10">
          <CalendarX aria-hidden="true" className="h-4 w-4" />
          {t('settings.subscription.cancel')}
        </Button>
      }
      onOpenChange={(open) => {
        if (!open) cancel.reset();
      }}
      title={t('settings.subscription.confirmTitle')}
      description={t('settings.subscription.confirmText', { context })}
      confirmLabel={t('settings.subscription.confirmCancel')}
      pendingLabel={t('settings.subscription.cancelling')}
      cancelLabel={t('settings.subscription.keep')}
      onConfirm={async () => {
        await cancel.mutateAsync(subscriptionId);
        toast.success(t('settings.subscription.cancelled'));
      }}
    >
      {cancel.isError ? <FormAlert>{t('settings.subscription.cancelFailed')}</FormAlert> : null}
    </ConfirmDialog>
  );
}
