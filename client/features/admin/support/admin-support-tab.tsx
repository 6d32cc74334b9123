import { Inbox, Mail } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TabList, tabId, tabPanelId } from '#client/components/ui/tabs';
import { useSession } from '#client/features/session';
import { OutboxView } from './outbox-view';
import { TicketsView } from './tickets-view';

type View = 'tickets' | 'outbox';
const ID_PREFIX = 'admin-support';

/**
 * The admin panel's Support tab: every ticket with filters and paging, one ticket's thread with
 * the staff actions, and (admins only, since it holds reset links) the e-mail outbox.
 * Moderators get the same tab without the outbox.
 */
export function AdminSupportTab() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [view, setView] = useState<View>('tickets');
  if (!user) return null;
  const isAdmin = user.role === 'admin';
  const current: View = isAdmin ? view : 'tickets';

  return (
    <section aria-labelledby={`${ID_PREFIX}-title`} className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id={`${ID_PREFIX}-title`} className="font-display text-2xl font-semibold">
            {t('adminSupport.title')}
          </h2>
          <p className="text-sm text-ink-muted">{t('adminSupport.subtitle')}</p>
        </div>
        {isAdmin ? (
          <TabList
            idPrefix={ID_PREFIX}
            label={t('adminSupport.views')}
            selected={current}
            onSelect={setView}
            className="self-start"
            items={[
              {
                id: 'tickets',
                label: t('adminSupport.tickets'),
                icon: <Inbox aria-hidden="true" className="h-4 w-4" />,
              },
              {
                id: 'outbox',
                label: t('adminSupport.outbox.title'),
                icon: <Mail aria-hidden="true" className="h-4 w-4" />,
              },
            ]}
          />
        ) : null}
      </div>
      <div
        role={isAdmin ? 'tabpanel' : undefined}
        id={tabPanelId(ID_PREFIX, current)}
        aria-labelledby={isAdmin ? tabId(ID_PREFIX, current) : undefined}
      >
        {current === 'tickets' ? <TicketsView myId={user.id} /> : <OutboxView />}
      </div>
    </section>
  );
}
