import { useQuery } from '@tanstack/react-query';
import { BellOff, BellRing } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '#client/lib/api-client';
import { apiErrorMessage } from '#client/lib/api-error-message';
import { Button } from '#client/components/ui/button';
import { FormAlert } from '#client/components/ui/form-alert';
import { settingsQuery } from '../api';
import { SettingsSection } from '../settings-section';
import { pushSupport } from './browser-push';
import { pushKeyQuery, useSendTestNotification } from './push-api';
import { CompanionSwitches } from './companion-switches';
import { useDevicePush } from './use-device-push';

function Note({ children, tone = 'muted' }: { children: string; tone?: 'muted' | 'warning' }) {
  return (
    <p
      role="status"
      className={tone === 'warning' ? 'text-sm text-amber-200' : 'text-sm text-ink-muted'}
    >
      {children}
    </p>
  );
}

/**
 * Settings > Notifications, "Notifications on this device" (issue #23, item 3): Web Push on this
 * browser, who may notify, and a test notification. Each state says what it means and what to do:
 * a browser without push, iOS outside the Home Screen app, push off on the server, the permission
 * blocked, loading and failures.
 */
export function PushSection() {
  const { t } = useTranslation();
  const support = pushSupport();
  const key = useQuery({ ...pushKeyQuery(), enabled: support === 'supported' });

  let body;
  if (support === 'unsupported') body = <Note>{t('settings.push.unsupported')}</Note>;
  else if (support === 'ios-install') body = <Note>{t('settings.push.iosInstall')}</Note>;
  else if (key.isPending) body = <Note>{t('settings.push.loading')}</Note>;
  else if (key.isError) {
    body = (
      <>
        <FormAlert>{t('settings.push.keyFailed')}</FormAlert>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => key.refetch()}>
          {t('settings.push.retry')}
        </Button>
      </>
    );
  } else if (!key.data.enabled) body = <Note>{t('settings.push.serverOff')}</Note>;
  else body = <DevicePush publicKey={key.data.publicKey} />;

  return (
    <SettingsSection title={t('settings.push.title')} description={t('settings.push.text')}>
      {body}
    </SettingsSection>
  );
}

function DevicePush({ publicKey }: { publicKey: string }) {
  const { t } = useTranslation();
  const device = useDevicePush(publicKey);

  if (device.status === 'checking') return <Note>{t('settings.push.loading')}</Note>;
  if (device.permission === 'denied')
    return <Note tone="warning">{t('settings.push.denied')}</Note>;

  const permission = (
    <p className="mt-1 text-xs text-ink-subtle">
      {t(`settings.push.permission.${device.permission}`)}
    </p>
  );

  if (device.status === 'off') {
    return (
      <div>
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <BellOff aria-hidden="true" className="h-4 w-4" />
          {t('settings.push.off')}
        </p>
        {permission}
        <FormAlert className="mt-3">{device.problem}</FormAlert>
        <Button className="mt-4" disabled={device.busy !== null} onClick={device.turnOn}>
          {device.busy === 'on' ? t('settings.push.turningOn') : t('settings.push.turnOn')}
        </Button>
      </div>
    );
  }

  return (
    <div>
      <p role="status" className="flex items-center gap-2 text-sm font-medium text-success">
        <BellRing aria-hidden="true" className="h-4 w-4" />
        {t('settings.push.on')}
      </p>
      {permission}
      <ChannelNote />
      <FormAlert className="mt-3">{device.problem}</FormAlert>
      <div className="mt-4 flex flex-wrap gap-3">
        <TestNotificationButton />
        <Button variant="outline" disabled={device.busy !== null} onClick={device.turnOff}>
          {device.busy === 'off' ? t('settings.push.turningOff') : t('settings.push.turnOff')}
        </Button>
      </div>
      <CompanionSwitches />
    </div>
  );
}

/** Push on this device delivers companions' messages only when push is the chosen channel. */
function ChannelNote() {
  const { t } = useTranslation();
  const { data: settings } = useQuery(settingsQuery());
  const channel = settings?.reachOut.channel;
  if (channel !== 'email' && channel !== 'none') return null;
  return (
    <p className="mt-3 text-sm text-amber-200">
      {t(channel === 'email' ? 'settings.push.channelEmail' : 'settings.push.channelNone')}
    </p>
  );
}

function TestNotificationButton() {
  const { t } = useTranslation();
  const send = useSendTestNotification();
  const [result, setResult] = useState<{ text: string; ok: boolean } | null>(null);

  const onClick = () => {
    setResult(null);
    send.mutate(undefined, {
      onSuccess: ({ sent }) =>
        setResult(
          sent > 0
            ? { text: t('settings.push.testSent', { count: sent }), ok: true }
            : { text: t('settings.push.testNone'), ok: false },
        ),
      onError: (error) =>
        setResult({
          text:
            isApiError(error) && error.code === 'NO_PUSH_SUBSCRIPTIONS'
              ? t('settings.push.testNone')
              : isApiError(error) && error.code === 'PUSH_DISABLED'
                ? t('settings.push.serverOff')
                : apiErrorMessage(error, t),
          ok: false,
        }),
    });
  };

  return (
    <>
      <Button variant="secondary" disabled={send.isPending} onClick={onClick}>
        {send.isPending ? t('settings.push.testSending') : t('settings.push.test')}
      </Button>
      {result ? (
        <p
          role={result.ok ? 'status' : 'alert'}
          className={`basis-full text-sm ${result.ok ? 'text-success' : 'text-rose-300'}`}
        >
          {result.text}
        </p>
      ) : null}
    </>
  );
}
