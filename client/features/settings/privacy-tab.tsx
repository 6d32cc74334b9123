import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFILE_VISIBILITIES, type Settings } from '#common/contracts/settings';
import { Button } from '#client/components/ui/button';
import { cn } from '#client/components/ui/class-names';
import { Switch } from '#client/components/ui/switch';
import { ContentSection } from './content-section';
import { LegalLinks } from './legal-links';
import { SettingsSection } from './settings-section';
import { useSettingsSave } from './use-settings-save';

type Privacy = Settings['privacy'];

/**
 * Who sees the profile, whether online and activity status show, explicit content, and the
 * legal pages.
 */
export function PrivacyTab({ settings }: { settings: Settings }) {
  const { t } = useTranslation();
  const { save, isPending } = useSettingsSave();
  const [privacy, setPrivacy] = useState<Privacy>(settings.privacy);
  const name = useId();
  const change = (part: Partial<Privacy>) => setPrivacy((current) => ({ ...current, ...part }));

  return (
    <div className="grid gap-6">
      <SettingsSection title={t('settings.privacy.title')} description={t('settings.privacy.text')}>
        <fieldset>
          <legend className="mb-3 font-medium">{t('settings.privacy.visibility')}</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {PROFILE_VISIBILITIES.map((visibility) => (
              <label
                key={visibility}
                className={cn(
                  'cursor-pointer rounded-xl border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-soft',
                  privacy.profileVisibility === visibility
                    ? 'border-accent bg-accent/10'
                    : 'border-line hover:border-line-strong',
                )}
              >
                <input
                  type="radio"
                  name={name}
                  value={visibility}
                  checked={privacy.profileVisibility === visibility}
                  onChange={() => change({ profileVisibility: visibility })}
                  className="sr-only"
                />
                <span className="block font-medium">
                  {t(`settings.privacy.visibilities.${visibility}.label`)}
                </span>
                <span className="block text-sm text-ink-subtle">
                  {t(`settings.privacy.visibilities.${visibility}.text`)}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mt-4 divide-y divide-line">
          <Switch
            label={t('settings.privacy.onlineStatus')}
            description={t('settings.privacy.onlineStatusText')}
            checked={privacy.onlineStatus}
            onCheckedChange={(onlineStatus) => change({ onlineStatus })}
          />
          <Switch
            label={t('settings.privacy.activityStatus')}
            description={t('settings.privacy.activityStatusText')}
            checked={privacy.activityStatus}
            onCheckedChange={(activityStatus) => change({ activityStatus })}
          />
        </div>
        <Button className="mt-4" disabled={isPending} onClick={() => save({ privacy })}>
          {t('settings.privacy.save')}
        </Button>
      </SettingsSection>
      <ContentSection settings={settings} />
      <LegalLinks />
    </div>
  );
}
