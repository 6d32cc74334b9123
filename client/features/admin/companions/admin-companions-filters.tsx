import { useTranslation } from 'react-i18next';
import {
  COMPANION_CATEGORIES,
  COMPANION_STATUS_FILTERS,
  type CompanionCategory,
  type CompanionStatusFilter,
} from '#common/contracts/companion-rules';
import { SearchInput } from '#client/components/ui/search-input';
import { SelectField } from '#client/components/ui/select-field';
import { CATEGORY_KEYS } from './category-badge';

/** Text search over name, description and personality; category and status filters. */
export function AdminCompanionsFilters({
  search,
  onSearchChange,
  category,
  onCategoryChange,
  status,
  onStatusChange,
}: {
  search: string;
  onSearchChange: (value: string) => void;
  category: CompanionCategory | 'all';
  onCategoryChange: (value: CompanionCategory | 'all') => void;
  status: CompanionStatusFilter;
  onStatusChange: (value: CompanionStatusFilter) => void;
}) {
  const { t } = useTranslation();
  const statusLabels: Record<CompanionStatusFilter, string> = {
    all: t('adminModels.filters.allStatuses'),
    active: t('adminModels.active'),
    inactive: t('adminModels.inactive'),
  };
  return (
    <div
      role="search"
      aria-label={t('adminModels.filters.label')}
      className="grid grid-cols-2 gap-3 rounded-3xl border border-line bg-surface/70 p-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)] lg:items-end"
    >
      <SearchInput
        className="col-span-2 lg:col-span-1"
        label={t('adminModels.filters.search')}
        value={search}
        onChange={onSearchChange}
        placeholder={t('adminModels.filters.searchPlaceholder')}
        maxLength={100}
        clearLabel={t('adminModels.filters.clearSearch')}
      />
      <SelectField
        label={t('adminModels.filters.category')}
        value={category}
        onChange={onCategoryChange}
        options={[
          { value: 'all', label: t('adminModels.filters.allCategories') },
          ...COMPANION_CATEGORIES.map((value) => ({ value, label: t(CATEGORY_KEYS[value]) })),
        ]}
      />
      <SelectField
        label={t('adminModels.filters.status')}
        value={status}
        onChange={onStatusChange}
        options={COMPANION_STATUS_FILTERS.map((value) => ({ value, label: statusLabels[value] }))}
      />
    </div>
  );
}
