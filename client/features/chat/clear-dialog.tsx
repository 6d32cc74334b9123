import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '#client/components/ui/checkbox-field';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog';
import { useAddressContext } from '#client/features/session';

/**
 * 'Clear Conversation': asks first, then clears. What she remembers stays unless the user ticks
 * the box to forget it too.
 */
export function ClearDialog({
  name,
  disabled,
  onConfirm,
  triggerClassName,
}: {
  name: string;
  disabled: boolean;
  /** True once cleared; false when it failed (the caller says so and the dialog stays). */
  onConfirm: (keepMemories: boolean) => Promise<boolean>;
  triggerClassName: string;
}) {
  const { t } = useTranslation();
  const context = useAddressContext();
  const [forgetMemories, setForgetMemories] = useState(false);
  return (
    <ConfirmDialog
      trigger={
        <button
          type="button"
          className={triggerClassName}
          disabled={disabled}
          aria-label={t('chat.clear.button')}
          title={t('chat.clear.button')}
        >
          <Trash2 aria-hidden="true" className="h-5 w-5" />
        </button>
      }
      onOpenChange={(open) => {
        if (open) setForgetMemories(false);
      }}
      title={t('chat.clear.title')}
      description={t('chat.clear.text', { name, context })}
      confirmIcon={<Trash2 aria-hidden="true" className="h-4 w-4" />}
      confirmLabel={t('chat.clear.confirm')}
      cancelLabel={t('chat.clear.cancel')}
      onConfirm={() => onConfirm(!forgetMemories)}
    >
      <div>
        <CheckboxField
          checked={forgetMemories}
          onChange={(event) => setForgetMemories(event.target.checked)}
          label={
            <span className="font-medium text-ink">
              {t('memory.clear.forgetMemories', { name })}
            </span>
          }
        />
        <p className="mt-1 pl-8 text-sm text-ink-subtle">{t('memory.clear.forgetHint')}</p>
      </div>
    </ConfirmDialog>
  );
}
