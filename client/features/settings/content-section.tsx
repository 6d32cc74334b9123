import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Settings } from '#common/contracts/settings';
import { CheckboxField } from '#client/components/ui/checkbox-field';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog';
import { FormAlert } from '#client/components/ui/form-alert';
import { Switch } from '#client/components/ui/switch';
import { apiErrorMessage } from '#client/lib/api-error-message';
import { toast } from '#client/lib/toast';
import { useUpdateSettings } from './api';
import { SettingsSection } from './settings-section';

/**
 * Explicit content: off by default. Turning it on asks the user to confirm being 18 or older
 * first (the server refuses it without that confirmation); turning it off saves at once and
 * ends explicit mode in every conversation.
 */
export function ContentSection({ settings }: { settings: Settings }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateSettings({
    onSaved: (change) =>
      toast.success(
        t(change.content?.explicit ? 'settings.content.savedOn' : 'settings.content.savedOff'),
      ),
  });
  const explicit = settings.content.explicit;

  return (
    <SettingsSection title={t('settings.content.title')} description={t('settings.content.text')}>
      <Switch
        label={t('settings.content.explicit')}
        description={t('settings.content.explicitText')}
        checked={explicit}
        disabled={update.isPending}
        onCheckedChange={(on) => {
          if (on) {
            setConfirmed(false);
            setFailure(null);
            setAsking(true);
          } else {
            update.mutate(
              { content: { explicit: false } },
              {
                onError: (error) =>
                  toast.error(t('settings.saveFailed', { message: apiErrorMessage(error, t) })),
              },
            );
          }
        }}
      />
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        tone="default"
        icon={<ShieldCheck aria-hidden="true" className="h-5 w-5" />}
        title={t('settings.content.confirmTitle')}
        description={t('settings.content.confirmText')}
        confirmLabel={t('settings.content.confirm')}
        pendingLabel={t('settings.content.pending')}
        cancelLabel={t('settings.content.cancel')}
        confirmDisabled={!confirmed}
        onConfirm={async () => {
          setFailure(null);
          try {
            await update.mutateAsync({ content: { explicit: true, ageConfirmed: true } });
          } catch (error) {
            setFailure(apiErrorMessage(error, t));
            return false;
          }
          return true;
        }}
      >
        <CheckboxField
          checked={confirmed}
          onChange={(event) => setConfirmed(event.target.checked)}
          label={<span className="font-medium text-ink">{t('settings.content.ageConfirm')}</span>}
        />
        <FormAlert>{failure}</FormAlert>
      </ConfirmDialog>
    </SettingsSection>
  );
}
