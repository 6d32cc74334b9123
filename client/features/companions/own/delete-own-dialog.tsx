import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { OwnCompanion } from '#common/contracts/own-companions';
import { Button } from '#client/components/ui/button';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog';
import { FormAlert } from '#client/components/ui/form-alert';
import { useOwnReason } from './own-failure';

/**
 * Delete, after a confirmation that says her conversations go with her and how many (the
 * server's counts on her record). A failure shows inside the dialog, which stays open.
 */
export function DeleteOwnDialog({
  companion,
  name,
  error,
  onConfirm,
  onOpenChange,
}: {
  companion: Pick<OwnCompanion, 'conversations_count' | 'messages_count'>;
  name: string;
  error: unknown;
  onConfirm: () => Promise<unknown>;
  onOpenChange?: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const reason = useOwnReason();
  const conversations = companion.conversations_count;
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" className="border-rose-500/50 text-rose-200 hover:bg-rose-950/40">
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          {t('ownCompanions.delete.button')}
        </Button>
      }
      onOpenChange={onOpenChange}
      icon={<Trash2 aria-hidden="true" className="h-5 w-5" />}
      title={t('ownCompanions.delete.title', { name })}
      description={t('ownCompanions.delete.text')}
      confirmLabel={t('ownCompanions.delete.submit')}
      pendingLabel={t('ownCompanions.delete.deleting')}
      cancelLabel={t('ownCompanions.actions.cancel')}
      onConfirm={onConfirm}
    >
      <p className="text-sm font-medium text-ink" data-testid="own-delete-counts">
        {conversations > 0
          ? t('ownCompanions.delete.counts', {
              count: conversations,
              messages: companion.messages_count,
            })
          : t('ownCompanions.delete.none')}
      </p>
      <FormAlert>
        {error ? t('ownCompanions.delete.failed', { reason: reason(error) }) : null}
      </FormAlert>
    </ConfirmDialog>
  );
}
