import { useTranslation } from 'react-i18next';
import { SearchInput } from '#client/components/ui/search-input';

/** The public catalogue's search. No status filter: visitors only ever see active companions. */
export function CompanionsFilters({
  draft,
  onDraftChange,
}: {
  draft: string;
  onDraftChange: (value: string) => void;
}) {
  const { t } = useTranslation();

  return (
    <div
      role="search"
      aria-label={t('models.filtersLabel')}
      className="flex flex-col gap-4 rounded-3xl border border-line bg-surface/70 p-4 backdrop-blur-sm sm:flex-row sm:items-end sm:justify-between sm:p-5"
    >
      <SearchInput
        className="flex-1 sm:max-w-md"
        shape="pill"
        label={t('models.searchLabel')}
        value={draft}
        onChange={onDraftChange}
        placeholder={t('models.searchPlaceholder')}
        maxLength={100}
        clearLabel={t('models.clearSearch')}
      />
    </div>
  );
}
