import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button-link';
import { useLocalizedPath } from '../../lib/language-context';
import type { SessionUser } from '../session/session-user';
import { SettingsSection } from './settings-section';

/** The user's plan; managing a subscription comes with billing. */
export function SubscriptionTab({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const plan = t(`planNames.${user.plan}`);
  return (
    <SettingsSection title={t('settings.subscription.title')}>
      <div className="flex items-start gap-4">
        <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-amber-300 to-gold text-amber-950">
          <Crown aria-hidden="true" className="h-6 w-6" />
        </span>
        <div>
          <p className="font-display text-lg font-semibold">
            {t('settings.subscription.current', { plan })}
          </p>
          <p className="mt-1 text-sm text-ink-muted">
            {user.plan === 'basic'
              ? t('settings.subscription.freeText')
              : t('settings.subscription.paidText')}
          </p>
        </div>
      </div>
      <ButtonLink to={to('/plans')} variant="premium" className="mt-5">
        {user.plan === 'basic'
          ? t('settings.subscription.upgrade')
          : t('settings.subscription.plans')}
      </ButtonLink>
    </SettingsSection>
  );
}
