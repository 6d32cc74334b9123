import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminCompanion } from '#common/contracts/admin-companions';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog';
import { useLanguage } from '#client/lib/language-context';
import { localizedCompanion } from './localized-companion';
import { useAddressContext } from '#client/features/session';

/** The confirmation before a companion is deleted; her conversations go with her. */
export function DeleteCompanionDialog({
  companion,
  onClose,
  onConfirm,
}: {
  companion: AdminCompanion | null;
  onClose: () => void;
  /** Settles once the deletion is done or has failed (the page shows the failure). */
  onConfirm: (companion: AdminCompanion) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const context = useAddressContext();
  const { language } = useLanguage();
  const name = companion ? localizedCompanion(companion, language).name : '';
  return (
    <ConfirmDialog
      open={companion !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      icon={<Trash2 aria-hidden="true" className="h-5 w-5" />}
      title={t('adminModels.delete.title', { name })}
      description={t('adminModels.delete.confirm', { context })}
      confirmLabel={t('adminModels.delete.submit')}
      pendingLabel={t('adminModels.delete.deleting')}
      cancelLabel={t('adminModels.form.cancel')}
      onConfirm={async () => {
        if (companion) await onConfirm(companion);
      }}
    >
      <p className="text-sm text-ink-subtle">{t('adminModels.delete.conversations')}</p>
    </ConfirmDialog>
  );
}
