import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '#client/lib/toast';
import { Button } from '#client/components/ui/button';
import { Switch } from '#client/components/ui/switch';
import { apiErrorMessage } from '#client/lib/api-error-message';
import { useLanguage } from '#client/lib/language-context';
import { companionNotificationsQuery, useSetCompanionNotification } from './push-api';

/** One switch per companion the user chats with: may she notify? (default on). */
export function CompanionSwitches() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const companions = useQuery(companionNotificationsQuery());
  const setCompanion = useSetCompanionNotification();

  return (
    <section aria-labelledby="push-companions-title" className="mt-6">
      <h3 id="push-companions-title" className="font-semibold text-ink">
        {t('settings.push.companionsTitle')}
      </h3>
      <p className="mt-1 text-sm text-ink-muted">{t('settings.push.companionsText')}</p>
      {companions.isPending ? (
        <p role="status" className="mt-3 text-sm text-ink-subtle">
          {t('settings.push.loading')}
        </p>
      ) : companions.isError ? (
        <div className="mt-3 text-sm">
          <p role="alert" className="text-rose-300">
            {t('settings.push.companionsFailed')}
          </p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-2"
            onClick={() => companions.refetch()}
          >
            {t('settings.push.retry')}
          </Button>
        </div>
      ) : companions.data.length === 0 ? (
        <p className="mt-3 text-sm text-ink-subtle">{t('settings.push.companionsEmpty')}</p>
      ) : (
        <div className="mt-2 divide-y divide-line">
          {companions.data.map((companion) => {
            const name = language === 'bg' ? companion.name_bg : companion.name;
            return (
              <Switch
                key={companion.companionId}
                label={name}
                description={t(
                  companion.enabled ? 'settings.push.companionOn' : 'settings.push.companionOff',
                  { name },
                )}
                checked={companion.enabled}
                onCheckedChange={(enabled) =>
                  setCompanion.mutate(
                    { companionId: companion.companionId, enabled },
                    { onError: (error) => toast.error(apiErrorMessage(error, t)) },
                  )
                }
              />
            );
          })}
        </div>
      )}
    </section>
  );
}
