import { Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  MODEL_STATUS_FILTERS,
  type ModelStatusFilter,
} from '../../../common/contracts/model-rules';
import { cn } from '../../components/ui/class-names';

export function ModelsFilters({
  draft,
  onDraftChange,
  status,
  onStatusChange,
}: {
  draft: string;
  onDraftChange: (value: string) => void;
  status: ModelStatusFilter;
  onStatusChange: (value: ModelStatusFilter) => void;
}) {
  const { t } = useTranslation();
  const statusLabels: Record<ModelStatusFilter, string> = {
    all: t('models.status.all'),
    active: t('models.status.active'),
    inactive: t('models.status.inactive'),
  };

  return (
    <div
      role="search"
      aria-label={t('models.filtersLabel')}
      className="flex flex-col gap-4 rounded-3xl border border-line bg-surface/70 p-4 backdrop-blur-sm sm:flex-row sm:items-end sm:justify-between sm:p-5"
    >
      <div className="flex-1 sm:max-w-md">
        <label htmlFor="models-search" className="mb-1.5 block text-sm font-medium text-ink-muted">
          {t('models.searchLabel')}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 h-4 w-4 -translate-y-1/2 text-ink-subtle"
          />
          <input
            id="models-search"
            type="search"
            value={draft}
            onChange={(event) => onDraftChange(event.target.value)}
            placeholder={t('models.searchPlaceholder')}
            maxLength={100}
            autoComplete="off"
            enterKeyHint="search"
            className="h-11 w-full rounded-full border border-line bg-canvas/70 pr-10 pl-10 text-ink placeholder:text-ink-subtle focus:border-accent/70 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent/40 [&::-webkit-search-cancel-button]:hidden"
          />
          {draft ? (
            <button
              type="button"
              onClick={() => onDraftChange('')}
              aria-label={t('models.clearSearch')}
              className="absolute top-1/2 right-2 inline-flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-full text-ink-subtle hover:bg-surface-hover hover:text-ink"
            >
              <X aria-hidden="true" className="h-4 w-4" />
            </button>
          ) : null}
        </div>
      </div>

      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-ink-muted">
          {t('models.statusLabel')}
        </legend>
        <div className="inline-flex rounded-full border border-line bg-canvas/70 p-1">
          {MODEL_STATUS_FILTERS.map((value) => (
            <label
              key={value}
              className={cn(
                'relative cursor-pointer rounded-full px-4 py-1.5 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-soft',
                status === value
                  ? 'bg-accent-gradient text-white shadow'
                  : 'text-ink-muted hover:text-ink',
              )}
            >
              <input
                type="radio"
                name="models-status"
                value={value}
                checked={status === value}
                onChange={() => onStatusChange(value)}
                className="sr-only"
              />
              {statusLabels[value]}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
