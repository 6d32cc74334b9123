import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Settings } from '#common/contracts/settings';
import { Button } from '#client/components/ui/button';
import { Switch } from '#client/components/ui/switch';
import { SettingsSection } from './settings-section';
import { useSettingsSave } from './use-settings-save';

type Notifications = Settings['notifications'];
const KINDS = ['messages', 'favorites', 'updates', 'marketing'] as const;

/** Which e-mails and notices the user wants. */
export function NotificationsTab({ settings }: { settings: Settings }) {
  const { t } = useTranslation();
  const { save, isPending } = useSettingsSave();
  const [notifications, setNotifications] = useState<Notifications>(settings.notifications);

  return (
    <SettingsSection
      title={t('settings.notifications.title')}
      description={t('settings.notifications.text')}
    >
      <div className="divide-y divide-line">
        {KINDS.map((kind) => (
          <Switch
            key={kind}
            label={t(`settings.notifications.kinds.${kind}.label`)}
            description={t(`settings.notifications.kinds.${kind}.text`)}
            checked={notifications[kind]}
            onCheckedChange={(value) =>
              setNotifications((current) => ({ ...current, [kind]: value }))
            }
          />
        ))}
      </div>
      <Button className="mt-4" disabled={isPending} onClick={() => save({ notifications })}>
        {t('settings.notifications.save')}
      </Button>
    </SettingsSection>
  );
}
