import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PushSubscriptionRequest } from '#common/contracts/push';
import { isApiError } from '#client/lib/api-client';
import { apiErrorMessage } from '#client/lib/api-error-message';
import { useLanguage } from '#client/lib/language-context';
import { currentSubscription, notificationPermission, subscribeThisBrowser } from './browser-push';
import { deleteSubscription, saveSubscription, subscribedEndpoints } from './push-api';

export type DeviceStatus = 'checking' | 'on' | 'off';

/**
 * Push on this browser: on only when the browser has a subscription AND the server holds it for
 * this user (a browser shared by two accounts belongs to whoever turned it on last). Turning on
 * asks for the permission, subscribes and sends the subscription; turning off tells the server
 * first, then drops the browser's subscription.
 */
export function useDevicePush(publicKey: string) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [status, setStatus] = useState<DeviceStatus>('checking');
  const [permission, setPermission] = useState(notificationPermission);
  const [busy, setBusy] = useState<'on' | 'off' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    (async () => {
      const subscription = await currentSubscription();
      const known = subscription ? (await subscribedEndpoints()).has(subscription.endpoint) : false;
      if (live) setStatus(known ? 'on' : 'off');
    })().catch(() => {
      if (live) setStatus('off');
    });
    return () => {
      live = false;
    };
  }, []);

  const failure = useCallback(
    (error: unknown) => {
      if (isApiError(error) && error.code === 'PUSH_DISABLED') return t('settings.push.serverOff');
      return isApiError(error) ? apiErrorMessage(error, t) : t('settings.push.subscribeFailed');
    },
    [t],
  );

  const turnOn = useCallback(async () => {
    setBusy('on');
    setProblem(null);
    try {
      const outcome = await subscribeThisBrowser(publicKey);
      setPermission(notificationPermission());
      if (outcome.kind === 'dismissed') setProblem(t('settings.push.notAllowed'));
      if (outcome.kind !== 'subscribed') return;
      const body = { ...outcome.subscription.toJSON(), language } as PushSubscriptionRequest;
      try {
        await saveSubscription(body);
      } catch (error) {
        // The server does not have it: no subscription left behind that nobody sends to.
        await outcome.subscription.unsubscribe().catch(() => false);
        throw error;
      }
      setStatus('on');
    } catch (error) {
      setProblem(failure(error));
    } finally {
      setBusy(null);
    }
  }, [publicKey, language, t, failure]);

  const turnOff = useCallback(async () => {
    setBusy('off');
    setProblem(null);
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        // Already gone on the server (404) is what we want.
        await deleteSubscription(subscription.endpoint).catch((error: unknown) => {
          if (!isApiError(error) || error.status !== 404) throw error;
        });
        await subscription.unsubscribe();
      }
      setStatus('off');
    } catch (error) {
      setProblem(failure(error));
    } finally {
      setBusy(null);
    }
  }, [failure]);

  return { status, permission, busy, problem, turnOn, turnOff };
}
