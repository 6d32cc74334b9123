import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '#common/contracts/admin';
import { Badge } from '#client/components/ui/badge';
import { formatRelativeTime, localeOf } from '#client/lib/format';
import { useLanguage } from '#client/lib/language-context';
import { RoleSelect, StatusSelect, type UserRowProps } from './user-controls';

export type UsersViewProps = Omit<UserRowProps, 'user' | 'own' | 'ownReasonId'> & {
  users: readonly AdminUser[];
  currentUserId: string;
};

const shortId = (id: string) => id.slice(0, 8);
const ownReasonId = (view: string, id: string) => `admin-user-${view}-${id}-own`;

function useUserTexts() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return {
    created: (user: AdminUser) =>
      new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium' }).format(
        new Date(user.created_at),
      ),
    lastLogin: (user: AdminUser) =>
      user.last_login ? formatRelativeTime(user.last_login, language) : t('admin.users.never'),
    plan: (user: AdminUser) => t(`planNames.${user.subscription}`),
  };
}

function OwnNote({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <p id={id} className="mt-1 flex items-start gap-1.5 text-xs text-ink-subtle">
      <Lock aria-hidden="true" className="mt-0.5 h-3 w-3 shrink-0" />
      {t('admin.users.ownAccount')}
    </p>
  );
}

function NameCell({ user, own }: { user: AdminUser; own: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-2 font-medium text-ink">
      {user.name}
      {own ? <Badge tone="accent">{t('admin.users.you')}</Badge> : null}
    </span>
  );
}

/** Desktop: one row per user with every column. */
export function UsersTable({ users, currentUserId, ...row }: UsersViewProps) {
  const { t } = useTranslation();
  const texts = useUserTexts();
  const th = 'px-3 py-3 text-left text-xs font-semibold tracking-wide text-ink-subtle uppercase';
  const td = 'px-3 py-3 align-top';
  return (
    <div className="hidden overflow-x-auto rounded-2xl border border-line bg-surface/70 md:block">
      <table className="w-full min-w-[56rem] text-sm">
        <thead className="border-b border-line">
          <tr>
            <th scope="col" className={th}>
              {t('admin.users.columns.id')}
            </th>
            <th scope="col" className={th}>
              {t('admin.users.columns.name')} / {t('admin.users.columns.email')}
            </th>
            <th scope="col" className={th}>
              {t('admin.users.columns.role')}
            </th>
            <th scope="col" className={th}>
              {t('admin.users.columns.status')}
            </th>
            <th scope="col" className={th}>
              {t('admin.users.columns.created')}
            </th>
            <th scope="col" className={th}>
              {t('admin.users.columns.lastLogin')}
            </th>
            <th scope="col" className={th}>
              {t('admin.users.columns.subscription')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line/70">
          {users.map((user) => {
            const own = user.id === currentUserId;
            const reasonId = ownReasonId('table', user.id);
            const props = { ...row, user, own, ownReasonId: reasonId };
            return (
              <tr
                key={user.id}
                data-testid={`user-row-${user.id}`}
                className="hover:bg-surface-hover/40"
              >
                <td className={`${td} font-mono text-xs text-ink-subtle`}>
                  <span title={t('admin.users.fullId', { id: user.id })}>{shortId(user.id)}</span>
                </td>
                <th scope="row" className={`${td} max-w-[17rem] text-left font-normal`}>
                  <NameCell user={user} own={own} />
                  <span className="block truncate text-ink-muted" title={user.email}>
                    {user.email}
                  </span>
                  {own ? <OwnNote id={reasonId} /> : null}
                </th>
                <td className={td}>
                  <RoleSelect {...props} />
                </td>
                <td className={td}>
                  <StatusSelect {...props} />
                </td>
                <td className={`${td} whitespace-nowrap text-ink-muted`}>{texts.created(user)}</td>
                <td className={`${td} text-ink-muted`}>{texts.lastLogin(user)}</td>
                <td className={td}>
                  <Badge tone={user.subscription === 'basic' ? 'neutral' : 'premium'}>
                    {texts.plan(user)}
                  </Badge>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Phone: one card per user, the same facts and controls stacked. */
export function UserCards({ users, currentUserId, ...row }: UsersViewProps) {
  const { t } = useTranslation();
  const texts = useUserTexts();
  return (
    <ul className="flex flex-col gap-3 md:hidden">
      {users.map((user) => {
        const own = user.id === currentUserId;
        const reasonId = ownReasonId('card', user.id);
        const props = { ...row, user, own, ownReasonId: reasonId };
        return (
          <li
            key={user.id}
            data-testid={`user-card-${user.id}`}
            className="rounded-2xl border border-line bg-surface/70 p-4"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <NameCell user={user} own={own} />
                <p className="truncate text-sm text-ink-muted">{user.email}</p>
              </div>
              <Badge tone={user.subscription === 'basic' ? 'neutral' : 'premium'}>
                {texts.plan(user)}
              </Badge>
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 text-xs">
              <dt className="text-ink-subtle">{t('admin.users.columns.id')}</dt>
              <dd className="font-mono" title={t('admin.users.fullId', { id: user.id })}>
                {shortId(user.id)}
              </dd>
              <dt className="text-ink-subtle">{t('admin.users.columns.created')}</dt>
              <dd>{texts.created(user)}</dd>
              <dt className="text-ink-subtle">{t('admin.users.columns.lastLogin')}</dt>
              <dd>{texts.lastLogin(user)}</dd>
            </dl>
            <div className="mt-3 grid grid-cols-2 gap-2 [&_select]:w-full">
              <RoleSelect {...props} />
              <StatusSelect {...props} />
            </div>
            {own ? <OwnNote id={reasonId} /> : null}
          </li>
        );
      })}
    </ul>
  );
}
