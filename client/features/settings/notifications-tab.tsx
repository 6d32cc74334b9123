import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Settings } from '#common/contracts/settings';
import { Button } from '#client/components/ui/button';
import { Switch } from '#client/components/ui/switch';
import { PushSection } from './push/push-section';
import { ReachOutSection } from './reach-out-section';
import { SettingsSection } from './settings-section';
import { useSettingsSave } from './use-settings-save';

type Notifications = Settings['notifications'];
const KINDS = ['messages', 'favorites', 'updates', 'marketing'] as const;

/**
 * The Notifications tab is a stack of sections: what to be told about, when and how the
 * companion writes first, and (issue 23, the installable app) this device's push subscription.
 */
export function NotificationsTab({ settings }: { settings: Settings }) {
  return (
    <div className="grid gap-6">
      <NotificationKindsSection settings={settings} />
      <ReachOutSection settings={settings} />
      <PushSection />
    </div>
  );
}

/** Which e-mails and notices the user wants. */
function NotificationKindsSection({ settings }: { settings: Settings }) {
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
