import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CHECK_IN_DAYS,
  REACH_OUT_CHANNELS,
  type ReachOutSettings,
  type Settings,
} from '#common/contracts/settings';
import { Button } from '#client/components/ui/button';
import { cn } from '#client/components/ui/class-names';
import { inputClasses } from '#client/components/ui/input-styles';
import { SelectField } from '#client/components/ui/select-field';
import { Switch } from '#client/components/ui/switch';
import { browserTimeZone, timeZoneChoices } from '#client/lib/time-zone';
import { SettingsSection } from './settings-section';
import { useSettingsSave } from './use-settings-save';

const NEVER = 'never';
const AUTO = 'auto';
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Check-ins after silence, quiet hours, their time zone and the channel outside the app. */
export function ReachOutSection({ settings }: { settings: Settings }) {
  const { t } = useTranslation();
  const { save, isPending } = useSettingsSave();
  const [reachOut, setReachOut] = useState<ReachOutSettings>(settings.reachOut);
  const change = (part: Partial<ReachOutSettings>) =>
    setReachOut((current) => ({ ...current, ...part }));
  const channelName = useId();
  const fromId = useId();
  const untilId = useId();
  const wrapsId = useId();
  const deviceZone = browserTimeZone();
  const zones = useMemo(
    () => timeZoneChoices([settings.reachOut.timeZone, deviceZone ?? '']),
    [settings.reachOut.timeZone, deviceZone],
  );
  const { quietHours } = reachOut;
  const setQuiet = (part: Partial<ReachOutSettings['quietHours']>) =>
    change({ quietHours: { ...quietHours, ...part } });
  // A cleared time input keeps the last valid time: the server takes only HH:MM.
  const setTime = (key: 'start' | 'end', value: string) => {
    if (TIME.test(value)) setQuiet({ [key]: value });
  };
  const wraps = quietHours.end < quietHours.start;

  const checkInOptions = [
    { value: NEVER, label: t('settings.reachOut.checkIn.never') },
    ...CHECK_IN_DAYS.map((count) => ({
      value: String(count),
      label: t('settings.reachOut.checkIn.days', { count }),
    })),
  ];
  const zoneOptions = [
    ...(deviceZone
      ? [{ value: AUTO, label: t('settings.reachOut.timeZone.auto', { zone: deviceZone }) }]
      : []),
    ...zones.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') })),
  ];
  const zoneValue = reachOut.timeZoneAuto && deviceZone ? AUTO : reachOut.timeZone;
  const chooseZone = (value: string) =>
    value === AUTO && deviceZone
      ? change({ timeZoneAuto: true, timeZone: deviceZone })
      : change({ timeZoneAuto: false, timeZone: value });

  return (
    <SettingsSection title={t('settings.reachOut.title')} description={t('settings.reachOut.text')}>
      <div className="grid gap-5">
        <SelectField
          label={t('settings.reachOut.checkIn.label')}
          hint={t('settings.reachOut.checkIn.hint')}
          value={reachOut.checkInAfterDays === null ? NEVER : String(reachOut.checkInAfterDays)}
          options={checkInOptions}
          onChange={(value) =>
            change({
              checkInAfterDays:
                value === NEVER ? null : (Number(value) as (typeof CHECK_IN_DAYS)[number]),
            })
          }
          className="sm:max-w-xs"
        />
        <div>
          <Switch
            label={t('settings.reachOut.quietHours.label')}
            description={t('settings.reachOut.quietHours.text')}
            checked={quietHours.enabled}
            onCheckedChange={(enabled) => setQuiet({ enabled })}
          />
          <div className="mt-2 grid gap-4 sm:max-w-md sm:grid-cols-2">
            {(
              [
                ['start', fromId, 'from'],
                ['end', untilId, 'until'],
              ] as const
            ).map(([key, id, label]) => (
              <div key={key} className="flex flex-col gap-1.5">
                <label htmlFor={id} className="text-sm font-medium text-ink-muted">
                  {t(`settings.reachOut.quietHours.${label}`)}
                </label>
                <input
                  id={id}
                  type="time"
                  required
                  value={quietHours[key]}
                  disabled={!quietHours.enabled}
                  aria-describedby={wraps ? wrapsId : undefined}
                  onChange={(event) => setTime(key, event.target.value)}
                  className={inputClasses('h-11')}
                />
              </div>
            ))}
          </div>
          {wraps && quietHours.enabled ? (
            <p id={wrapsId} className="mt-2 text-xs text-ink-subtle">
              {t('settings.reachOut.quietHours.wraps')}
            </p>
          ) : null}
        </div>
        <SelectField
          label={t('settings.reachOut.timeZone.label')}
          hint={t('settings.reachOut.timeZone.hint')}
          value={zoneValue}
          options={zoneOptions}
          onChange={chooseZone}
          className="sm:max-w-md"
        />
        <fieldset>
          <legend className="mb-3 font-medium">{t('settings.reachOut.channel.legend')}</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {REACH_OUT_CHANNELS.map((channel) => (
              <label
                key={channel}
                className={cn(
                  'cursor-pointer rounded-xl border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-soft',
                  reachOut.channel === channel
                    ? 'border-accent bg-accent/10'
                    : 'border-line hover:border-line-strong',
                )}
              >
                <input
                  type="radio"
                  name={channelName}
                  value={channel}
                  checked={reachOut.channel === channel}
                  onChange={() => change({ channel })}
                  className="sr-only"
                />
                <span className="block font-medium">
                  {t(`settings.reachOut.channel.${channel}.label`)}
                </span>
                <span className="block text-sm text-ink-subtle">
                  {t(`settings.reachOut.channel.${channel}.text`)}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <Button className="mt-5" disabled={isPending} onClick={() => save({ reachOut })}>
        {t('settings.reachOut.save')}
      </Button>
    </SettingsSection>
  );
}
