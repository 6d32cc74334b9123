import { Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_STATUSES, type AccountStatus } from '../../../../common/contracts/user';
import { inputClasses } from '../../../components/ui/input-styles';

/** The search box and the status filter above the users list. */
export function UsersFilters({
  search,
  onSearchChange,
  status,
  onStatusChange,
}: {
  search: string;
  onSearchChange: (value: string) => void;
  status: AccountStatus | '';
  onStatusChange: (value: AccountStatus | '') => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="search"
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface/70 p-4 sm:flex-row sm:items-end"
    >
      <div className="flex-1">
        <label htmlFor="admin-users-search" className="mb-1.5 block text-sm font-medium">
          {t('admin.users.search')}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 h-4 w-4 -translate-y-1/2 text-ink-subtle"
          />
          <input
            id="admin-users-search"
            type="search"
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
            placeholder={t('admin.users.searchPlaceholder')}
            maxLength={200}
            autoComplete="off"
            enterKeyHint="search"
            className={inputClasses('h-11 pr-10 pl-10 [&::-webkit-search-cancel-button]:hidden')}
          />
          {search ? (
            <button
              type="button"
              onClick={() => onSearchChange('')}
              aria-label={t('admin.users.clearSearch')}
              className="absolute top-1/2 right-2 inline-flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-full text-ink-subtle hover:bg-surface-hover hover:text-ink"
            >
              <X aria-hidden="true" className="h-4 w-4" />
            </button>
          ) : null}
        </div>
      </div>
      <div className="sm:w-52">
        <label htmlFor="admin-users-status" className="mb-1.5 block text-sm font-medium">
          {t('admin.users.status')}
        </label>
        <select
          id="admin-users-status"
          value={status}
          onChange={(event) => onStatusChange(event.target.value as AccountStatus | '')}
          className={inputClasses('h-11')}
        >
          <option value="">{t('admin.users.allStatuses')}</option>
          {ACCOUNT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`admin.statuses.${value}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
