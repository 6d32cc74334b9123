import { BarChart3, Bot, LifeBuoy, Settings, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Badge } from '#client/components/ui/badge';
import { Container } from '#client/components/ui/container';
import { PageTitle } from '#client/components/ui/page-title';
import { TabList, tabId, tabPanelId, type TabItem } from '#client/components/ui/tabs';
import { useAddressContext, useSession } from '#client/features/session';
import { AccessDenied } from './access-denied';
import { adminTabOf, adminTabsFor, type AdminTab } from './admin-tabs';
import { AdminCompanionsManager } from './companions/admin-companions-manager';
import { OverviewTab } from './overview/overview-tab';
import { SettingsTab } from './site-settings/settings-tab';
import { AdminSupportTab } from './support/admin-support-tab';
import { UsersTab } from './users/users-tab';

const ICON = 'h-4 w-4';
const ID_PREFIX = 'admin';

const ICONS: Record<AdminTab, ReactNode> = {
  overview: <BarChart3 aria-hidden="true" className={ICON} />,
  models: <Bot aria-hidden="true" className={ICON} />,
  support: <LifeBuoy aria-hidden="true" className={ICON} />,
  users: <Users aria-hidden="true" className={ICON} />,
  settings: <Settings aria-hidden="true" className={ICON} />,
};

/**
 * The admin panel ({lang}/admin): five tabs chosen by `?tab=` for admins, Support alone for
 * moderators, Access Denied for everyone else. The server checks every call again.
 */
export function AdminPage() {
  const { t } = useTranslation();
  const context = useAddressContext();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();

  if (!user) return null;
  const tab = adminTabOf(params.get('tab'), user.role);
  if (!tab) return <AccessDenied role={user.role} />;

  const items: TabItem<AdminTab>[] = adminTabsFor(user.role).map((id) => ({
    id,
    label: t(`admin.tabs.${id}`),
    icon: ICONS[id],
  }));
  const select = (next: AdminTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );

  const panel: Record<AdminTab, () => ReactNode> = {
    overview: () => <OverviewTab />,
    models: () => <AdminCompanionsManager />,
    support: () => <AdminSupportTab />,
    users: () => <UsersTab currentUserId={user.id} />,
    settings: () => <SettingsTab />,
  };

  return (
    <Container className="py-8 sm:py-12">
      <PageTitle title={t('admin.pageTitle')} />
      <header className="mb-6 flex flex-col gap-3 sm:mb-8 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-3xl font-semibold sm:text-4xl">{t('admin.title')}</h1>
          <p className="mt-2 max-w-2xl text-ink-muted">
            {user.role === 'admin' ? t('admin.subtitle') : t('admin.moderatorSubtitle')}
          </p>
        </div>
        <Badge tone="accent" className="self-start sm:self-auto">
          {t('admin.signedInAs', { role: t(`admin.roles.${user.role}`), context })}
        </Badge>
      </header>
      <TabList
        items={items}
        selected={tab}
        onSelect={select}
        label={t('admin.tabsLabel')}
        idPrefix={ID_PREFIX}
        className="[scrollbar-width:thin]"
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
    </Container>
  );
}
