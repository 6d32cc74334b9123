import { Bell, CreditCard, Palette, Shield, UserRound } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState } from '#client/components/error-state';
import { Container } from '#client/components/ui/container';
import { PageTitle } from '#client/components/ui/page-title';
import { Skeleton } from '#client/components/ui/skeleton';
import { TabList, tabId, tabPanelId, type TabItem } from '#client/components/ui/tabs';
import { apiErrorMessage } from '#client/lib/api-error-message';
import { useSession } from '#client/features/session';
import { AccountTab } from './account-tab';
import { settingsQuery } from './api';
import { AppearanceTab } from './appearance-tab';
import { DangerZone } from './danger-zone';
import { NotificationsTab } from './notifications-tab';
import { PrivacyTab } from './privacy-tab';
import { settingsTabOf, type SettingsTab } from './settings-tabs';
import { SubscriptionTab } from './subscription-tab';

const ICON = 'h-4 w-4';
const ID_PREFIX = 'settings';

/** Five tabs chosen by `?tab=`, then the danger zone (the route requires sign-in). */
export function SettingsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const tab = settingsTabOf(params.get('tab'));
  const settings = useQuery({ ...settingsQuery(), enabled: user !== null });

  if (!user) return null;

  const items: TabItem<SettingsTab>[] = [
    {
      id: 'account',
      label: t('settings.tabs.account'),
      icon: <UserRound aria-hidden="true" className={ICON} />,
    },
    {
      id: 'privacy',
      label: t('settings.tabs.privacy'),
      icon: <Shield aria-hidden="true" className={ICON} />,
    },
    {
      id: 'notifications',
      label: t('settings.tabs.notifications'),
      icon: <Bell aria-hidden="true" className={ICON} />,
    },
    {
      id: 'subscription',
      label: t('settings.tabs.subscription'),
      icon: <CreditCard aria-hidden="true" className={ICON} />,
    },
    {
      id: 'appearance',
      label: t('settings.tabs.appearance'),
      icon: <Palette aria-hidden="true" className={ICON} />,
    },
  ];

  const select = (next: SettingsTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );

  const needsSettings = (render: (data: NonNullable<typeof settings.data>) => ReactNode) =>
    settings.isPending ? (
      <div role="status">
        <span className="sr-only">{t('settings.loading')}</span>
        <Skeleton className="h-48" />
      </div>
    ) : settings.isError ? (
      <ErrorState
        title={t('settings.errorTitle')}
        message={apiErrorMessage(settings.error, t)}
        onRetry={() => void settings.refetch()}
      />
    ) : (
      render(settings.data)
    );

  const panel: Record<SettingsTab, () => ReactNode> = {
    account: () => <AccountTab user={user} />,
    privacy: () => needsSettings((data) => <PrivacyTab settings={data} />),
    notifications: () => needsSettings((data) => <NotificationsTab settings={data} />),
    subscription: () => <SubscriptionTab user={user} />,
    appearance: () => needsSettings((data) => <AppearanceTab settings={data} />),
  };

  return (
    <Container className="py-10 sm:py-14">
      <PageTitle title={t('titles.settings')} />
      <header className="mb-8">
        <h1 className="font-display text-3xl font-semibold sm:text-4xl">{t('settings.title')}</h1>
        <p className="mt-2 text-ink-muted">{t('settings.subtitle')}</p>
      </header>
      <TabList
        items={items}
        selected={tab}
        onSelect={select}
        label={t('settings.tabs.label')}
        idPrefix={ID_PREFIX}
      />
      <div
        role="tabpanel"
        id={tabPanelId(ID_PREFIX, tab)}
        aria-labelledby={tabId(ID_PREFIX, tab)}
        tabIndex={0}
        className="mt-6 focus:outline-none"
      >
        {panel[tab]()}
      </div>
      <div className="mt-10">
        <DangerZone user={user} />
      </div>
    </Container>
  );
}
