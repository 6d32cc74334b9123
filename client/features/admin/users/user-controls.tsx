import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../../../../common/contracts/admin';
import {
  ACCOUNT_STATUSES,
  ROLES,
  type AccountStatus,
  type Role,
} from '../../../../common/contracts/user';
import { cn } from '../../../components/ui/class-names';
import { inputClasses } from '../../../components/ui/input-styles';

export interface UserRowProps {
  user: AdminUser;
  /** The signed-in admin's own row: shown, never changeable. */
  own: boolean;
  /** The id of the text saying why the own row is locked. */
  ownReasonId: string;
  busy: boolean;
  onChange: (user: AdminUser, change: { status?: AccountStatus; role?: Role }) => void;
}

const STATUS_TONE: Record<AccountStatus, string> = {
  active: 'text-emerald-300',
  suspended: 'text-amber-200',
  banned: 'text-rose-300',
};

const SELECT = 'h-9 min-w-40 rounded-lg px-2.5 text-sm disabled:cursor-not-allowed';

export function RoleSelect({ user, own, ownReasonId, busy, onChange }: UserRowProps) {
  const { t } = useTranslation();
  return (
    <select
      aria-label={t('admin.users.roleOf', { name: user.name })}
      aria-describedby={own ? ownReasonId : undefined}
      value={user.role}
      disabled={own || busy}
      onChange={(event) => onChange(user, { role: event.target.value as Role })}
      className={inputClasses(SELECT)}
    >
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {t(`admin.roles.${role}`)}
        </option>
      ))}
    </select>
  );
}

export function StatusSelect({ user, own, ownReasonId, busy, onChange }: UserRowProps) {
  const { t } = useTranslation();
  return (
    <select
      aria-label={t('admin.users.statusOf', { name: user.name })}
      aria-describedby={own ? ownReasonId : undefined}
      value={user.status}
      disabled={own || busy}
      onChange={(event) => onChange(user, { status: event.target.value as AccountStatus })}
      className={inputClasses(cn(SELECT, 'font-medium', STATUS_TONE[user.status]))}
    >
      {ACCOUNT_STATUSES.map((status) => (
        <option key={status} value={status}>
          {t(`admin.statuses.${status}`)}
        </option>
      ))}
    </select>
  );
}
